import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isUploadId, isUploadSrcSet, parseUploadFile, parseUploadUrl, uploadIdOfKey, uploadKey, uploadsIn, uploadUrl } from './uploads';

const id = '0123456789abcdef'.repeat(2);

describe('an upload id', () => {
  it('is 32 lower-case hex digits, and nothing else', () => {
    expect(isUploadId(id)).toBe(true);
    for (const bad of [id.toUpperCase(), id.slice(1), `${id}0`, '0123456789abcdef', `${id.slice(1)}g`, '']) expect(isUploadId(bad)).toBe(false);
  });

  it('makes a key and URLs that parse back to it', () => {
    expect(uploadKey(id)).toBe(`uploads/${id}`);
    expect(uploadIdOfKey(uploadKey(id))).toBe(id);
    expect(uploadUrl(id)).toBe(`/uploads/${id}.webp`);
    expect(uploadUrl(id, 640, 'avif')).toBe(`/uploads/${id}-640.avif`);
    expect(parseUploadUrl(uploadUrl(id))).toEqual({ id, format: 'webp' });
    expect(parseUploadUrl(uploadUrl(id, 640, 'avif'))).toEqual({ id, width: 640, format: 'avif' });
    expect(parseUploadFile(`${id}-1200.webp`)).toEqual({ id, width: 1200, format: 'webp' });
  });

  it('refuses any other key, file or URL', () => {
    for (const key of ['blog/cover', `uploads/${id}0`, `uploads/${id.toUpperCase()}`, ` uploads/${id}`, `uploads/0123456789abcdef`]) expect(uploadIdOfKey(key)).toBeUndefined();
    for (const file of [`${id}.avif`, `${id}.png`, `${id}-1.webp`, `${id}-12345.webp`, `0123456789abcdef.webp`, `${id}.webp.svg`]) expect(parseUploadFile(file)).toBeUndefined();
    for (const url of [`/uploads/${id}.webp?x`, `//uploads/${id}.webp`, `/media/${id}.webp`, `uploads/${id}.webp`]) expect(parseUploadUrl(url)).toBeUndefined();
  });

  it('finds the copies a text names, in order', () => {
    const other = 'f'.repeat(32);
    expect(uploadsIn(`![a](/uploads/${id}.webp) <img src="/uploads/${other}-640.avif"> /uploads/${id}.avif /uploads/abc.webp`)).toEqual([
      { id, format: 'webp' },
      { id: other, width: 640, format: 'avif' },
    ]);
  });

  it('takes a srcset of sized copies in one format only', () => {
    expect(isUploadSrcSet(`/uploads/${id}-256.webp 256w, /uploads/${id}-640.webp 640w`, 'webp')).toBe(true);
    for (const bad of ['', `/uploads/${id}-256.webp 256w`, `/uploads/${id}.webp 256w`, `/uploads/${id}-256.avif 256w,/uploads/${id}-640.avif 640w`, `/uploads/${id}-256.avif 256w 2x`, `https://evil.example/x.avif 256w`])
      expect(isUploadSrcSet(bad, 'avif')).toBe(false);
  });
});

/** Every source under the roots but the tests, the shipped migrations (frozen literals) and this module. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|-migration\.ts$/.test(entry.name) && full !== path.join('lib', 'uploads.ts') ? [full] : [];
  });
}

/** What gives away a second definition: an id's hex run, or an upload's key or URL built or matched by hand. */
const SPELLED = /\[0-9a-f\]\{(?:32|16,64)\}|uploads\\?\/(?:\$\{|\()/;

describe('the upload names', () => {
  it('are spelled in lib/uploads.ts alone', () => {
    expect(['lib', 'app', 'components'].flatMap(sources).filter((file) => SPELLED.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('finds a planted second definition', () => {
    for (const planted of ['const COVER = /^uploads\\/([0-9a-f]{32})$/;', '`/uploads/${id}.webp`', '`uploads/${picture.id}`', '/^\\/uploads\\/([0-9a-f]{16,64})\\.webp$/']) expect(SPELLED.test(planted)).toBe(true);
  });
});
