import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

type StaticImageProps = Omit<ImageProps, 'priority' | 'preload' | 'onLoad' | 'onError' | 'placeholder'> & {
  /** The page's largest picture: the browser is told about it in the head, before it reaches the <img>. */
  preload?: boolean;
};

/**
 * next/image's markup and optimised sources without its client component: these pictures never change after
 * the server renders them, so no script ships for them (the component's hydration code is 5.5 kB gzip).
 */
export function StaticImage({ preload = false, alt, ...image }: StaticImageProps) {
  const { props } = getImageProps({ ...image, alt, preload });
  if (preload) preloadResource(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: props.fetchPriority });
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps gives the same optimised <img> next/image renders
  return <img {...props} alt={alt} />;
}
