export { default, alt, contentType, generateStaticParams, size } from './opengraph-image';

// Segment settings are read from each file itself, never through a re-export.
export const dynamicParams = false;
