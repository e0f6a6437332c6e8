import type { ComponentProps } from 'react';
import { preload as preloadResource } from 'react-dom';
import { sizedMediaUrl, sizedSrcSet } from '@/lib/media';

type StaticImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'sizes' | 'alt'> & {
  /** A picture in public/media, as lib/media.ts names it; scripts/media/sizes.mjs made its copies before the build. */
  src: string;
  alt: string;
  /** The picture's own size in pixels: no copy is wider. */
  width: number;
  height: number;
  /** How wide it is shown, as the `sizes` attribute says it: the browser picks a copy by it. */
  sizes: string;
  /** The page's largest picture: the browser is told about it in the head, before it reaches the <img>, and fetches it first. */
  preload?: boolean;
  /** With `preload`: the viewports the picture is shown at, as a media query; elsewhere the preload fetches nothing. */
  preloadMedia?: string;
};

/**
 * next/image's markup, written here: the srcsets name copies made at build time (AVIF in a <source>, WebP in the
 * <img>), so no visitor waits for an encoding. Not getImageProps: importing next/image from a server component puts
 * its client component in the page's scripts (5.2 kB gzip), though nothing renders it (decisions/0020).
 */
export function StaticImage({ src, alt, width, height, sizes, preload = false, preloadMedia, ...rest }: StaticImageProps) {
  const avif = sizedSrcSet(src, width, sizes, 'avif');
  // Typed AVIF, so a browser without it skips the preload instead of fetching a picture it cannot show.
  if (preload) preloadResource(sizedMediaUrl(src, width, 'avif'), { as: 'image', type: 'image/avif', imageSrcSet: avif, imageSizes: sizes, fetchPriority: 'high', media: preloadMedia });
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <img {...rest} alt={alt} fetchPriority={preload ? 'high' : rest.fetchPriority} width={width} height={height} decoding="async" style={{ color: 'transparent' }} sizes={sizes} srcSet={sizedSrcSet(src, width, sizes, 'webp')} src={sizedMediaUrl(src, width, 'webp')} />
    </picture>
  );
}
