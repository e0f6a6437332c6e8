export { default, alt, contentType, size } from './opengraph-image';
