// The picture widths srcsets offer and the names of their files, in one place for next.config.ts (the widths
// getImageProps lists), lib/media.ts (their URLs) and scripts/media/sizes.mjs (which writes the files before
// `next build`), so the three cannot drift apart. Plain CommonJS: the build script loads it with no compiler.
'use strict';

/** Every picture the site has is at most 1200 px wide; Next's wider defaults (1920-3840) would only repeat it. */
const DEVICE_SIZES = [640, 750, 828, 1080, 1200];

/**
 * Widths under the smallest device size, for pictures that fill part of the screen. The narrowest slot is a
 * 20vw card from 1024 px (205 px, 256 px at 1280), so Next's 32-128 px widths were never picked by a browser.
 */
const IMAGE_SIZES = [256, 384];

/** AVIF for the browsers that take it (<source>), WebP for the rest (<img>). */
const FORMATS = ['avif', 'webp'];

/** The folder in public/media that holds the generated copies; git ignores it. */
const SIZES_FOLDER = 'sizes';

/** The widths made of a picture `ownWidth` px wide: every configured width up to it, and its own; never wider. */
function widthsFor(ownWidth) {
  return [...new Set([...DEVICE_SIZES, ...IMAGE_SIZES].filter((width) => width < ownWidth).concat(ownWidth))].sort((a, b) => a - b);
}

/** 'scenes/about.webp' at 640 px as AVIF is 'sizes/scenes/about-640.avif', relative to public/media. */
function sizedPath(picture, width, format) {
  if (!Number.isInteger(width) || width <= 0) throw new Error(`${picture}: no copy is ${width} px wide`);
  if (!FORMATS.includes(format)) throw new Error(`${picture}: no copy is made as ${format}`);
  const stem = picture.replace(/^\/+/, '').replace(/\.[^./]+$/, '');
  return `${SIZES_FOLDER}/${stem}-${width}.${format}`;
}

module.exports = { DEVICE_SIZES, IMAGE_SIZES, FORMATS, SIZES_FOLDER, widthsFor, sizedPath };
