import { getImageProps, type ImageLoader, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { sizedMediaUrl, type PictureFormat } from '@/lib/media';

type StaticImageProps = Omit<ImageProps, 'src' | 'width' | 'height' | 'fill' | 'loader' | 'quality' | 'unoptimized' | 'priority' | 'preload' | 'onLoad' | 'onError' | 'placeholder'> & {
  /** A picture in public/media, as lib/media.ts names it; scripts/media/sizes.mjs made its copies before the build. */
  src: string;
  /** The picture's own size in pixels: no copy is wider. */
  width: number;
  height: number;
  /** The page's largest picture: the browser is told about it in the head, before it reaches the <img>. */
  preload?: boolean;
};

/**
 * next/image's markup without its client component or its optimiser: the srcsets name copies made at build time
 * (AVIF in a <source>, WebP in the <img>), so no visitor waits for an encoding and no script ships for them.
 */
export function StaticImage({ preload = false, alt, ...image }: StaticImageProps) {
  // A width above the picture's own would be an upscale; its own width stands in.
  const loaderFor = (format: PictureFormat): ImageLoader => ({ src, width }) => sizedMediaUrl(src, Math.min(width, image.width), format);
  const avif = getImageProps({ ...image, alt, preload, loader: loaderFor('avif') }).props;
  const { props } = getImageProps({ ...image, alt, preload, loader: loaderFor('webp') });
  // Typed AVIF, so a browser without it skips the preload instead of fetching a picture it cannot show.
  if (preload) preloadResource(avif.src, { as: 'image', type: 'image/avif', imageSrcSet: avif.srcSet, imageSizes: avif.sizes, fetchPriority: avif.fetchPriority });
  return (
    <picture>
      <source type="image/avif" srcSet={avif.srcSet} sizes={avif.sizes} />
      <img {...props} alt={alt} />
    </picture>
  );
}
