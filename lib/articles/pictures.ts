// A picture a staff member uploads, for an article's cover or its body, made into the same AVIF and WebP widths the
// build makes of the site's own pictures (scripts/media/sizes.mjs), after the cheap refusals and before any decoding.
import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { FORMATS, widthsFor, type PictureFormat } from '../picture-sizes.cjs';

export const PICTURE_LIMITS = {
  /** A full-size camera JPEG is 3-8 MB; anything past 10 MB is a scan or a mistake, and is held in memory whole. */
  maxBytes: 10 * 1024 * 1024,
  /** A PNG is decoded whole, 4 bytes a pixel: 40 megapixels (160 MB) is the most one upload may hold in memory. */
  maxPixels: 40_000_000,
  /** A strip longer than this fits the pixel limit yet shrinks to a sliver, and nears WebP's own 16,383 px limit. */
  maxSide: 12_000,
} as const;

export type PictureRefusal = 'empty' | 'too-large' | 'not-an-image' | 'unsupported-type' | 'truncated' | 'too-many-pixels' | 'too-small';

/** An upload the site will not take, with a message for the staff member who sent it. */
export class PictureRefused extends Error {
  constructor(
    readonly reason: PictureRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'PictureRefused';
  }
}

export type PictureType = 'jpeg' | 'png' | 'webp' | 'avif';

export interface PictureFile {
  width: number;
  format: PictureFormat;
  contentType: string;
  bytes: Buffer;
}

export interface ProcessedPicture {
  /** Names the content, so the same upload twice is one picture and its URLs can be cached forever. */
  id: string;
  width: number;
  height: number;
  /** Every width of widthsFor(width), AVIF then WebP, narrowest first; the last WebP is the `<img src>`. */
  files: PictureFile[];
}

/** A cover fills the article's header and its social card, both at this size. */
const COVER = { width: 1200, height: 630 };
/** No slot on the site shows a picture wider than the widest device size. */
const INLINE_MAX_WIDTH = 1200;

/**
 * The build's qualities (scripts/media/sizes.mjs), so an upload looks like a built picture. AVIF at effort 2, not the
 * build's 4: an editor waits for an upload, and the seven widths of a 1200 px picture took 5.9 s of a core at 4 and
 * 0.74 s at 2, for 10 % more bytes (83.5 kB against 92.0 kB in all).
 */
const ENCODERS: Record<PictureFormat, (pipeline: Sharp) => Sharp> = {
  avif: (pipeline) => pipeline.avif({ quality: 47, effort: 2 }),
  webp: (pipeline) => pipeline.webp({ quality: 75, effort: 6 }),
};
const CONTENT_TYPES: Record<PictureFormat, string> = { avif: 'image/avif', webp: 'image/webp' };
/** What sharp calls each type once it has read the header; AVIF is a HEIF holding AV1. */
const SHARP_FORMATS: Record<PictureType, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };

const TAKEN = 'JPEG, PNG, WebP or AVIF';
const MiB = 1024 * 1024;
const count = new Intl.NumberFormat('en-GB');
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
/** Rounded up, so a file just over a limit never reads as equal to it. */
const upTo1Decimal = (value: number) => oneDecimal.format(Math.ceil(value * 10) / 10);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, index) => bytes[index] === byte);

/** The ISO-BMFF brands (major and compatible) of an `ftyp` box at the start, or none. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const boxEnd = Math.min(new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0), bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/** The type the first bytes declare, of the four the site takes. */
export function sniffPictureType(bytes: Uint8Array): PictureType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ftypBrands(bytes).some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
  return undefined;
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** The name of a picture type the site refuses, so the message can say what was sent. */
function refusedTypeName(bytes: Uint8Array): string | undefined {
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'GIF';
  if (ascii(bytes, 0, 2) === 'BM' && [12, 40, 52, 56, 108, 124].includes(bytes[14] ?? 0)) return 'BMP';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'TIFF';
  if (ftypBrands(bytes).some((brand) => HEIF_BRANDS.has(brand))) return 'HEIC';
  if (startsWith(bytes, [0xff, 0x0a]) || ascii(bytes, 4, 8) === 'JXL ') return 'JPEG XL';
  if (/^\s*<[\s\S]*<svg[\s>]/i.test(new TextDecoder().decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, ''))) return 'SVG';
  return undefined;
}

/** Whether the container says more bytes should follow, where it says so (JPEG and AVIF tell only their decoders). */
function endsEarly(bytes: Uint8Array, type: PictureType): boolean {
  if (type === 'png') return ascii(bytes, bytes.length - 8, bytes.length - 4) !== 'IEND';
  if (type === 'webp') return new DataView(bytes.buffer, bytes.byteOffset + 4, 4).getUint32(0, true) + 8 > bytes.length;
  return false;
}

/** Runs a read of the upload, turning the decoder's complaints into refusals the staff member can act on. */
async function reading<T>(bytes: Uint8Array, type: PictureType, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/exceeds pixel limit/i.test(message)) throw new PictureRefused('too-many-pixels', `The picture has more than ${PICTURE_LIMITS.maxPixels / 1_000_000} megapixels, the limit.`);
    if (endsEarly(bytes, type) || /premature end|unexpected end|truncated/i.test(message)) throw new PictureRefused('truncated', 'The file ends early: it may not have finished uploading.');
    throw new PictureRefused('not-an-image', `The picture is damaged and cannot be read; save it again as a ${TAKEN} and upload that.`);
  }
}

/** The refusals that need no decoding: size, type, then the dimensions the header declares. */
async function checkUpload(bytes: Uint8Array, kind: 'cover' | 'inline'): Promise<PictureType> {
  if (bytes.byteLength === 0) throw new PictureRefused('empty', 'The file is empty.');
  if (bytes.byteLength > PICTURE_LIMITS.maxBytes) {
    throw new PictureRefused('too-large', `The picture is ${upTo1Decimal(bytes.byteLength / MiB)} MB; the limit is ${PICTURE_LIMITS.maxBytes / MiB} MB.`);
  }
  const type = sniffPictureType(bytes);
  if (type === undefined) {
    const refused = refusedTypeName(bytes);
    if (refused) throw new PictureRefused('unsupported-type', `This is a ${refused} file; the site takes ${TAKEN} pictures.`);
    throw new PictureRefused('not-an-image', `This file is not a ${TAKEN} picture.`);
  }
  // The header alone, with no pixel limit so the refusal can give the size; the decode below keeps the limit.
  const header = await reading(bytes, type, () => sharp(bytes, { limitInputPixels: false, failOn: 'truncated', sequentialRead: true }).metadata());
  if (header.format !== SHARP_FORMATS[type] || (type === 'avif' && header.compression !== 'av1')) throw new PictureRefused('not-an-image', `This file is not a ${TAKEN} picture.`);
  const { width, height } = header.autoOrient;
  const size = `${count.format(width)} × ${count.format(height)} pixels`;
  if (width * height > PICTURE_LIMITS.maxPixels) {
    throw new PictureRefused('too-many-pixels', `The picture is ${size} (${upTo1Decimal((width * height) / 1_000_000)} megapixels); the limit is ${PICTURE_LIMITS.maxPixels / 1_000_000}.`);
  }
  if (Math.max(width, height) > PICTURE_LIMITS.maxSide) throw new PictureRefused('too-many-pixels', `The picture is ${size}; no side may be longer than ${count.format(PICTURE_LIMITS.maxSide)}.`);
  if (kind === 'cover' && (width < COVER.width || height < COVER.height)) {
    throw new PictureRefused('too-small', `A cover must be at least ${COVER.width} × ${COVER.height} pixels; this one is ${count.format(width)} × ${count.format(height)}.`);
  }
  return type;
}

/**
 * Refuses what the site will not take, then decodes the upload once (upright, in sRGB, at its final size, every
 * piece of metadata left behind) and encodes each width of it as AVIF and WebP, one at a time.
 */
export async function processPicture(bytes: Uint8Array, kind: 'cover' | 'inline'): Promise<ProcessedPicture> {
  const type = await checkUpload(bytes, kind);
  const upright = sharp(bytes, { limitInputPixels: PICTURE_LIMITS.maxPixels, failOn: 'truncated', sequentialRead: true }).rotate();
  const sized =
    kind === 'cover'
      ? upright.resize(COVER.width, COVER.height, { fit: 'cover', position: 'attention' })
      : upright.resize(INLINE_MAX_WIDTH, null, { withoutEnlargement: true });
  const { data, info } = await reading(bytes, type, () => sized.toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true }));
  const raw = { width: info.width, height: info.height, channels: info.channels };

  const files: PictureFile[] = [];
  for (const width of widthsFor(info.width)) {
    for (const format of FORMATS) {
      const copy = width < info.width ? sharp(data, { raw }).resize(width, null, { kernel: 'lanczos3' }) : sharp(data, { raw });
      files.push({ width, format, contentType: CONTENT_TYPES[format], bytes: await ENCODERS[format](copy).toBuffer() });
    }
  }
  const fallback = files.findLast((file) => file.format === 'webp');
  if (!fallback) throw new Error('processPicture: no WebP was made');
  const id = createHash('sha256').update(fallback.bytes).digest('hex').slice(0, 32);
  return { id, width: info.width, height: info.height, files };
}
