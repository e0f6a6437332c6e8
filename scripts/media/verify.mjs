#!/usr/bin/env node
// Verifies generated media: existence, budgets, ffprobe of videos, animated WebP structure.
//   node scripts/media/verify.mjs            # checks everything listed in manifest.json
//   node scripts/media/verify.mjs --sheet products/crm   # also writes /tmp/preview/<key>-webp.png (decoded webp frames)
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './lib/browser.mjs';
import { probe } from './lib/encode.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.resolve(HERE, '../../public/media');

/** Parse a WebP RIFF container: canvas size, frame count, loop count. */
export function webpInfo(buf) {
  if (buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WEBP') throw new Error('not a webp');
  let off = 12;
  const info = { frames: 0, loop: null, width: 0, height: 0, animated: false };
  while (off + 8 <= buf.length) {
    const id = buf.toString('ascii', off, off + 4);
    const len = buf.readUInt32LE(off + 4);
    const d = off + 8;
    if (id === 'VP8X') {
      info.animated = !!(buf[d] & 0x02);
      info.width = 1 + buf.readUIntLE(d + 4, 3);
      info.height = 1 + buf.readUIntLE(d + 7, 3);
    } else if (id === 'ANIM') info.loop = buf.readUInt16LE(d + 4);
    else if (id === 'ANMF') info.frames++;
    else if (id === 'VP8 ' || id === 'VP8L') {
      info.frames = Math.max(info.frames, 1);
      if (!info.width && id === 'VP8 ') {
        info.width = buf.readUInt16LE(d + 6) & 0x3fff;
        info.height = buf.readUInt16LE(d + 8) & 0x3fff;
      } else if (!info.width) {
        const b = buf.readUInt32LE(d + 1);
        info.width = (b & 0x3fff) + 1;
        info.height = ((b >> 14) & 0x3fff) + 1;
      }
    }
    off = d + len + (len & 1);
  }
  return info;
}

async function sheet(key) {
  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 1450, height: 920 } });
  const data = (await fs.readFile(path.join(OUT, `${key}.webp`))).toString('base64');
  // ImageDecoder needs a secure context: file:// qualifies, about:blank does not.
  const tmpHtml = '/tmp/quillmark-webp-sheet.html';
  await fs.writeFile(tmpHtml, '<body style="margin:0;background:#fff"><div id="g" style="display:grid;grid-template-columns:repeat(3,480px);gap:5px"></div></body>');
  await page.goto('file://' + tmpHtml);
  await page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const dec = new ImageDecoder({ data: bytes, type: 'image/webp' });
    await dec.tracks.ready;
    const n = dec.tracks.selectedTrack.frameCount;
    for (const i of [0, Math.floor(n / 6), Math.floor(n / 3), Math.floor(n / 2), Math.floor((2 * n) / 3), n - 1]) {
      const { image } = await dec.decode({ frameIndex: i });
      const c = document.createElement('canvas');
      c.width = image.displayWidth;
      c.height = image.displayHeight;
      c.getContext('2d').drawImage(image, 0, 0);
      document.getElementById('g').append(c);
    }
  }, data);
  await fs.mkdir('/tmp/preview', { recursive: true });
  const out = `/tmp/preview/${key.replace(/\//g, '__')}-webp.png`;
  await page.screenshot({ path: out, fullPage: true });
  await browser.close();
  console.log(out);
}

async function main() {
  const args = process.argv.slice(2);
  const si = args.indexOf('--sheet');
  if (si >= 0) return sheet(args[si + 1]);
  const manifest = JSON.parse(await fs.readFile(path.join(OUT, 'manifest.json'), 'utf8'));
  let problems = 0;
  const bad = (m) => { problems++; console.log('  PROBLEM:', m); };
  for (const { path: p, bytes } of manifest.files) {
    const rel = p.replace(/^\/media\//, '');
    const file = path.join(OUT, rel);
    const st = await fs.stat(file).catch(() => null);
    if (!st) { bad(`${rel} missing`); continue; }
    if (st.size !== bytes) bad(`${rel} size ${st.size} != manifest ${bytes}`);
    if (/\.(webm|mp4)$/.test(rel)) {
      const j = await probe(file);
      const v = j.streams.find((s) => s.width);
      const dur = Number(j.format.duration);
      const audio = j.streams.filter((s) => !s.width).length;
      const want = rel.endsWith('.webm') ? 'vp9' : 'h264';
      const line = `${rel.padEnd(46)} ${v.codec_name.padEnd(5)} ${v.width}x${v.height} ${dur.toFixed(2)}s ${v.r_frame_rate}fps ${v.pix_fmt}`;
      console.log(line);
      if (v.codec_name !== want) bad(`${rel} codec ${v.codec_name}`);
      if (dur < 3.9 || dur > 5.1) bad(`${rel} duration ${dur}`);
      const wantW = rel.startsWith('brand/preloader') ? [800, 1280] : [800];
      if (!wantW.includes(v.width) || v.width * 5 !== v.height * 8) bad(`${rel} dimensions ${v.width}x${v.height}`);
      if (rel.endsWith('.mp4')) {
        const jpg = file.replace(/\.mp4$/, '.jpg');
        const pj = (await probe(jpg)).streams[0];
        if (pj.width !== v.width || pj.height !== v.height) bad(`${rel} poster ${pj.width}x${pj.height} != video`);
      }
      if (audio) bad(`${rel} has audio`);
      if (v.pix_fmt !== 'yuv420p') bad(`${rel} pix_fmt ${v.pix_fmt}`);
    } else if (/-still\.(webp|avif)$/.test(rel)) {
      // A demo's still: one 480 × 300 frame, in both formats.
      const { default: sharp } = await import('sharp');
      const m = await sharp(file).metadata();
      console.log(`${rel.padEnd(46)} ${m.format.padEnd(5)} ${m.width}x${m.height} pages=${m.pages ?? 1}`);
      const format = rel.endsWith('.avif') ? 'heif' : 'webp';
      if (m.format !== format || m.width !== 480 || m.height !== 300 || (m.pages ?? 1) !== 1) bad(`${rel} is not one 480x300 ${format} frame`);
      const other = file.endsWith('.avif') ? file.replace(/\.avif$/, '.webp') : file.replace(/\.webp$/, '.avif');
      if (!(await fs.stat(other).catch(() => null))) bad(`${rel} has no ${path.extname(other)} twin`);
    } else if (rel.endsWith('.webp')) {
      const w = webpInfo(await fs.readFile(file));
      const isAnim = !rel.startsWith('scenes/');
      console.log(`${rel.padEnd(46)} webp  ${w.width}x${w.height} frames=${w.frames} loop=${w.loop}`);
      if (isAnim && (!w.animated || w.frames < 2 || w.loop !== 0)) bad(`${rel} not an infinitely looping animation`);
      if (isAnim && (w.width !== 480 || w.height !== 300)) bad(`${rel} is ${w.width}x${w.height}, want 480x300`);
      if (!isAnim && (w.width !== 1200 || w.height !== 800)) bad(`${rel} is ${w.width}x${w.height}, want 1200x800`);
    } else if (rel.startsWith('blog/')) {
      const pj = (await probe(file)).streams[0];
      if (pj.width !== 1200 || pj.height !== 630) bad(`${rel} is ${pj.width}x${pj.height}, want 1200x630`);
    } else if (rel.endsWith('.svg')) {
      const s = await fs.readFile(file, 'utf8');
      if (!/<title[ >]/.test(s) || !/viewBox=/.test(s) || /(href|url\()\s*=?\s*["']?(https?:|\/\/)/.test(s)) bad(`${rel} svg checks failed`);
    }
  }
  console.log(problems ? `\n${problems} problem(s)` : `\nAll ${manifest.files.length} files verified.`);
  if (problems) process.exitCode = 1;
}
main();
