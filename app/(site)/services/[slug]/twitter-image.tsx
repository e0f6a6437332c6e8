export { default, alt, contentType, generateStaticParams, size } from './opengraph-image';
