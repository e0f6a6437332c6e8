import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { widthsFor } from '../picture-sizes.cjs';
import { PICTURE_LIMITS, PictureRefused, processPicture, sniffPictureType, type ProcessedPicture } from './pictures';

/** A picture with gradients, shapes and text, so each width has detail to spend bytes on. */
function scene(width: number, height: number): Buffer {
  const shapes = Array.from({ length: 60 }, (_, i) => `<circle cx="${(i * 397) % width}" cy="${(i * 211) % height}" r="${20 + ((i * 37) % 180)}" fill="hsl(${(i * 47) % 360},70%,50%)" fill-opacity="0.6"/>`);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}<text x="40" y="${height / 2}" font-size="${height / 8}" fill="#fff">Quillmark</text></svg>`,
  );
}

const jpeg = (width: number, height: number) => sharp(scene(width, height)).jpeg({ quality: 90 }).toBuffer();

/**
 * A PNG whose header declares `width` × `height` and that holds no pixels at all; or, with `pixels`, every one of them:
 * black at one bit a pixel, so a bomb of hundreds of megapixels deflates to a few hundred kilobytes.
 */
function forgedPng(width: number, height: number, { pixels = false } = {}): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // Greyscale at one bit a pixel for the full picture (each row a filter byte, then its bits), else 8-bit RGB.
  header.set(pixels ? [1, 0, 0, 0, 0] : [8, 2, 0, 0, 0], 8);
  const rows = pixels ? Buffer.alloc((1 + Math.ceil(width / 8)) * height) : Buffer.alloc(0);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** The refusal processPicture ends with, or a failure if it ends otherwise. */
async function refusal(bytes: Uint8Array, kind: 'cover' | 'inline' = 'inline'): Promise<PictureRefused> {
  const error: unknown = await processPicture(bytes, kind).then(
    () => new Error('the picture was accepted'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof PictureRefused)) throw error;
  return error;
}

const decodedWidths = async (picture: ProcessedPicture) => Promise.all(picture.files.map(async (file) => (await sharp(file.bytes).metadata()).width));

describe('processPicture for a picture inside an article', () => {
  let source: Buffer;
  let picture: ProcessedPicture;
  beforeAll(async () => {
    source = await jpeg(2400, 1600);
    picture = await processPicture(source, 'inline');
  });

  it('shrinks a 2400 × 1600 JPEG to 1200 × 800 and makes every width of it as AVIF and WebP', async () => {
    expect([picture.width, picture.height]).toEqual([1200, 800]);
    expect(picture.files.map((file) => `${file.width}.${file.format}`)).toEqual(widthsFor(1200).flatMap((width) => [`${width}.avif`, `${width}.webp`]));
    expect(await decodedWidths(picture)).toEqual(picture.files.map((file) => file.width));
    for (const file of picture.files) {
      const { format } = await sharp(file.bytes).metadata();
      expect([file.contentType, format]).toEqual(file.format === 'avif' ? ['image/avif', 'heif'] : ['image/webp', 'webp']);
    }
  });

  it('spends fewer bytes on each narrower copy', () => {
    for (const format of ['avif', 'webp'] as const) {
      const sizes = picture.files.filter((file) => file.format === format).map((file) => file.bytes.length);
      expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
      expect(new Set(sizes).size).toBe(sizes.length);
    }
  });

  it('names the picture by its widest WebP, so the same upload twice is the same picture', async () => {
    const widest = picture.files.at(-1);
    expect(widest).toMatchObject({ width: 1200, format: 'webp' });
    expect(picture.id).toBe(createHash('sha256').update(widest!.bytes).digest('hex').slice(0, 32));
    expect((await processPicture(source, 'inline')).id).toBe(picture.id);
  });

  it('takes PNG (keeping its transparency), WebP and AVIF, and never enlarges a narrow one', async () => {
    const png = await sharp({ create: { width: 500, height: 400, channels: 4, background: { r: 30, g: 90, b: 160, alpha: 0.5 } } }).png().toBuffer();
    const fromPng = await processPicture(png, 'inline');
    expect([fromPng.width, fromPng.height]).toEqual([500, 400]);
    expect(fromPng.files.map((file) => file.width)).toEqual([256, 256, 384, 384, 500, 500]);
    expect((await sharp(fromPng.files.at(-1)!.bytes).metadata()).hasAlpha).toBe(true);

    const small = await jpeg(640, 480);
    for (const bytes of [await sharp(small).webp().toBuffer(), await sharp(small).avif().toBuffer()]) {
      const taken = await processPicture(bytes, 'inline');
      expect([taken.width, taken.height]).toEqual([640, 480]);
      expect(await decodedWidths(taken)).toEqual(taken.files.map((file) => file.width));
    }
  });

  it('leaves behind every piece of metadata, GPS position included', async () => {
    const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,30.0N"/></rdf:RDF></x:xmpmeta>';
    const located = await sharp(await jpeg(600, 400))
      .withExif({ IFD0: { Copyright: 'A staff member' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
      .withXmp(xmp)
      .jpeg()
      .toBuffer();
    const before = await sharp(located).metadata();
    // The GPS IFD pointer (tag 0x8825), in either byte order: the input really carries a position.
    expect(before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(before.xmp).toBeDefined();

    for (const file of (await processPicture(located, 'inline')).files) {
      const after = await sharp(file.bytes).metadata();
      expect({ exif: after.exif, xmp: after.xmp, icc: after.icc, iptc: after.iptc }).toEqual({ exif: undefined, xmp: undefined, icc: undefined, iptc: undefined });
    }
  });
});

describe('processPicture for a cover', () => {
  it('crops a 1600 × 900 picture to 1200 × 630 at every width', async () => {
    const cover = await processPicture(await jpeg(1600, 900), 'cover');
    expect([cover.width, cover.height]).toEqual([1200, 630]);
    expect(cover.files.map((file) => file.width)).toEqual(widthsFor(1200).flatMap((width) => [width, width]));
    for (const file of cover.files) {
      const { width, height } = await sharp(file.bytes).metadata();
      expect([width, height]).toEqual([file.width, Math.round((file.width * 630) / 1200)]);
    }
  });

  it('turns a picture upright by its EXIF orientation before measuring and cropping it', async () => {
    const sideways = await sharp(await jpeg(900, 1600)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const cover = await processPicture(sideways, 'cover');
    expect([cover.width, cover.height]).toEqual([1200, 630]);
  });

  it('refuses a picture smaller than 1200 × 630', async () => {
    const refused = await refusal(await jpeg(800, 600), 'cover');
    expect(refused.reason).toBe('too-small');
    expect(refused.message).toBe('A cover must be at least 1200 × 630 pixels; this one is 800 × 600.');
    expect((await refusal(await jpeg(1600, 600), 'cover')).reason).toBe('too-small');
  });
});

describe('processPicture refuses', () => {
  it('an empty file, and one over 10 MB before reading a byte of it', async () => {
    expect((await refusal(new Uint8Array(0))).reason).toBe('empty');
    const large = await refusal(Buffer.alloc(11 * 1024 * 1024, 0xff));
    expect(large.reason).toBe('too-large');
    expect(large.message).toBe('The picture is 11 MB; the limit is 10 MB.');
    expect((await refusal(Buffer.alloc(PICTURE_LIMITS.maxBytes + 1))).message).toBe('The picture is 10.1 MB; the limit is 10 MB.');
  });

  it('a text file named .jpg as not a picture', async () => {
    const refused = await refusal(Buffer.from('Dear editor, here is the picture you asked for.\n'));
    expect(refused.reason).toBe('not-an-image');
    expect(refused.message).toBe('This file is not a JPEG, PNG, WebP or AVIF picture.');
  });

  it('GIF, SVG, TIFF and HEIC as types the site does not take', async () => {
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#468' } }).gif().toBuffer();
    const tiff = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#468' } }).tiff().toBuffer();
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><script>alert(1)</script></svg>');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]);
    for (const [bytes, name] of [[gif, 'GIF'], [svg, 'SVG'], [tiff, 'TIFF'], [heic, 'HEIC']] as const) {
      const refused = await refusal(bytes);
      expect([refused.reason, refused.message]).toEqual(['unsupported-type', `This is a ${name} file; the site takes JPEG, PNG, WebP or AVIF pictures.`]);
    }
  });

  it('a JPEG cut off at 60 % as truncated, not as a half-grey picture', async () => {
    const whole = await jpeg(2400, 1600);
    const refused = await refusal(whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect([refused.reason, refused.message]).toEqual(['truncated', 'The file ends early: it may not have finished uploading.']);
    const png = await sharp(scene(800, 600)).png().toBuffer();
    expect((await refusal(png.subarray(0, Math.floor(png.length * 0.6)))).reason).toBe('truncated');
  });

  it('a 400-megapixel PNG bomb from its header, without decoding it', async () => {
    // One colour compresses 20,000 × 20,000 pixels (400 MB decoded) into a few hundred kilobytes: a whole, valid PNG.
    const bomb = forgedPng(20_000, 20_000, { pixels: true });
    expect(bomb.length).toBeLessThan(PICTURE_LIMITS.maxBytes);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 20_000, height: 20_000 });
    const before = process.memoryUsage().rss;
    const refused = await refusal(bomb);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    expect([refused.reason, refused.message]).toEqual(['too-many-pixels', 'The picture is 20,000 × 20,000 pixels (400 megapixels); the limit is 40.']);
  });

  it('headers that declare 10 gigapixels, 100 megapixels or a side past 12,000 px', async () => {
    const before = process.memoryUsage().rss;
    expect((await refusal(forgedPng(100_000, 100_000))).reason).toBe('too-many-pixels');
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    expect((await refusal(forgedPng(12_500, 8_000))).message).toBe('The picture is 12,500 × 8,000 pixels (100 megapixels); the limit is 40.');
    const strip = await refusal(forgedPng(30_000, 1_000));
    expect([strip.reason, strip.message]).toEqual(['too-many-pixels', 'The picture is 30,000 × 1,000 pixels; no side may be longer than 12,000.']);
  });
});

describe('sniffPictureType', () => {
  it('reads the four types the site takes from their first bytes, whatever the file is called', async () => {
    const small = sharp({ create: { width: 8, height: 8, channels: 3, background: '#468' } });
    expect(sniffPictureType(await small.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffPictureType(await small.clone().png().toBuffer())).toBe('png');
    expect(sniffPictureType(await small.clone().webp().toBuffer())).toBe('webp');
    expect(sniffPictureType(await small.clone().avif().toBuffer())).toBe('avif');
    expect(sniffPictureType(await small.clone().gif().toBuffer())).toBeUndefined();
    expect(sniffPictureType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(sniffPictureType(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
  });
});
