// ffmpeg encoders with simple size-driven tuning.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

export const FFMPEG = '/usr/bin/ffmpeg';
export const FFPROBE = '/usr/bin/ffprobe';

export function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (err += d));
    p.on('error', reject);
    p.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${path.basename(cmd)} exited ${code}\n${args.join(' ')}\n${err.slice(-2000)}`));
    });
  });
}

const ffmpeg = (args) => run(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
const size = async (f) => (await fs.stat(f)).size;

/**
 * Try encoder settings from `ladder` (best quality first) until the output fits
 * under `target` bytes. Returns { bytes, setting }.
 */
async function tune(file, ladder, encode, target) {
  let last;
  for (const setting of ladder) {
    await encode(setting);
    const bytes = await size(file);
    last = { bytes, setting };
    if (bytes <= target) return last;
  }
  return last; // smallest we could do; caller reports budget overruns
}

const input = (dir, fps) => ['-framerate', String(fps), '-i', path.join(dir, 'f_%04d.png')];

export async function encodeWebm(dir, fps, out, target) {
  const ladder = [31, 34, 38, 42, 46, 50, 54];
  return tune(out, ladder, (crf) => ffmpeg([
    ...input(dir, fps),
    '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(crf),
    '-pix_fmt', 'yuv420p', '-deadline', 'good', '-cpu-used', '2', '-row-mt', '1',
    '-g', String(fps * 10), '-an', '-metadata', 'title=Quillmark', out,
  ]), target);
}

export async function encodeMp4(dir, fps, out, target) {
  const ladder = [21, 24, 27, 30, 33, 36, 39];
  return tune(out, ladder, (crf) => ffmpeg([
    ...input(dir, fps),
    '-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation', '-crf', String(crf),
    '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-movflags', '+faststart',
    '-an', out,
  ]), target);
}

/** Animated WebP, scaled down, lower fps, loops forever. */
export async function encodeAnimWebp(dir, fps, out, target, { width, height, outFps }) {
  const ladder = [70, 62, 55, 48, 40, 32, 25];
  return tune(out, ladder, (q) => ffmpeg([
    ...input(dir, fps),
    '-vf', `fps=${outFps},scale=${width}:${height}:flags=lanczos`,
    '-c:v', 'libwebp_anim', '-lossless', '0', '-q:v', String(q), '-compression_level', '6',
    '-preset', 'drawing', '-loop', '0', '-an', out,
  ]), target);
}

/** JPEG poster from the first frame. */
export async function encodePoster(dir, out, target, scale) {
  const ladder = [3, 4, 5, 6, 8, 10];
  const vf = scale ? ['-vf', `scale=${scale}:flags=lanczos`] : [];
  return tune(out, ladder, (q) => ffmpeg([
    '-i', path.join(dir, 'f_0000.png'), ...vf, '-frames:v', '1', '-q:v', String(q), out,
  ]), target);
}

/** Still PNG (or JPEG) -> WebP (lossy), optionally scaled ('480:300'). */
export async function encodeStillWebp(png, out, target, scale) {
  const ladder = [86, 80, 74, 68, 60, 52, 44];
  const vf = scale ? ['-vf', `scale=${scale}:flags=lanczos`] : [];
  return tune(out, ladder, (q) => ffmpeg([
    '-i', png, ...vf, '-c:v', 'libwebp', '-q:v', String(q), '-compression_level', '6', '-preset', 'drawing', out,
  ]), target);
}

/** The small still a page shows before any motion: the poster's frame at the animated image's size. */
export const STILL = { scale: '480:300', target: 18 * 1024 };
export function encodeDemoStill(base) {
  return encodeStillWebp(`${base}.jpg`, `${base}-still.webp`, STILL.target, STILL.scale);
}

/**
 * The same still as AVIF, for the browsers that take it (the WebP stays for the rest). Encoded with sharp, as
 * Debian's ffmpeg writes no AVIF: about 60 % of the WebP's bytes at a look as close to the poster at 3x zoom,
 * so the first demo of a page, which is the largest picture of its first screen on a phone, comes in one round
 * trip of a fresh connection instead of two.
 */
export const STILL_AVIF = { target: 11 * 1024 };
export async function encodeDemoStillAvif(base) {
  const { default: sharp } = await import('sharp');
  const [width, height] = STILL.scale.split(':').map(Number);
  const out = `${base}-still.avif`;
  const ladder = [60, 55, 50, 45, 40];
  return tune(out, ladder, (quality) => sharp(`${base}.jpg`).resize(width, height, { kernel: 'lanczos3' }).avif({ quality, effort: 6 }).toFile(out), STILL_AVIF.target);
}

/** Still PNG -> JPEG. */
export async function encodeStillJpg(png, out, target) {
  const ladder = [2, 3, 4, 5, 6, 8];
  return tune(out, ladder, (q) => ffmpeg(['-i', png, '-frames:v', '1', '-q:v', String(q), out]), target);
}

export async function probe(file) {
  const out = await run(FFPROBE, ['-v', 'error', '-show_entries',
    'stream=codec_name,width,height,pix_fmt,nb_frames,r_frame_rate:format=duration', '-of', 'json', file]);
  return JSON.parse(out);
}
