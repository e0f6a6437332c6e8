import sharp from 'sharp';
import type { Store } from '@/lib/db/store';
import { provideStore } from '@/testing/services';
import { openStore } from '@/testing/stores';
import { SHARE_COVERS_KEPT, shareCover } from './share-cover';

// The cover a share image is drawn on: a built one from public/media, an upload from the store, each as one JPEG
// the card's size; nothing for a cover that is not there.

let store: Store;
beforeEach(async () => {
  store = await openStore('SQLite');
  provideStore(store);
});

const decoded = async (url: string | undefined) => {
  expect(url).toMatch(/^data:image\/jpeg;base64,/);
  return sharp(Buffer.from(url!.slice(url!.indexOf(',') + 1), 'base64')).metadata();
};

describe('a share image’s cover', () => {
  it('is a built cover, or an upload, made into a 1200 × 630 JPEG', async () => {
    expect(await decoded(await shareCover('blog/cloud-cost-control-for-growing-teams'))).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const id = 'ab'.repeat(16);
    const webp = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#2d6cdf' } }).webp().toBuffer();
    await store.pictures.save({ id, kind: 'cover', width: 1200, height: 630, createdAt: 1, createdBy: 'Ana' }, [{ width: 1200, format: 'webp', bytes: webp }]);
    const upload = await shareCover(`uploads/${id}`);
    expect(await decoded(upload)).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('is nothing for a cover that is not there, or not a cover at all', async () => {
    expect(await shareCover('blog/no-such-cover')).toBeUndefined();
    expect(await shareCover(`uploads/${'cd'.repeat(16)}`)).toBeUndefined();
    expect(await shareCover('../../etc/passwd')).toBeUndefined();
  });

  it('is made once while it is among the last asked for, and a miss is asked again', async () => {
    const id = 'ef'.repeat(16);
    const reads = jest.spyOn(store.pictures, 'file');
    expect(await shareCover(`uploads/${id}`)).toBeUndefined();
    const webp = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#c2410c' } }).webp().toBuffer();
    await store.pictures.save({ id, kind: 'cover', width: 1200, height: 630, createdAt: 1, createdBy: 'Ana' }, [{ width: 1200, format: 'webp', bytes: webp }]);
    // A burst of shares: one read, one resize.
    const burst = await Promise.all(Array.from({ length: 5 }, () => shareCover(`uploads/${id}`)));
    expect(new Set(burst).size).toBe(1);
    expect(burst[0]).toMatch(/^data:image\/jpeg;base64,/);
    expect(reads).toHaveBeenCalledTimes(1);
    // Pushed out by as many other covers as are kept, it is made again when next asked for.
    const tiny = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2d6cdf' } }).webp().toBuffer();
    for (let other = 0; other < SHARE_COVERS_KEPT; other += 1) {
      const otherId = other.toString(16).padStart(32, '0');
      await store.pictures.save({ id: otherId, kind: 'cover', width: 16, height: 16, createdAt: 1, createdBy: 'Ana' }, [{ width: 16, format: 'webp', bytes: tiny }]);
      expect(await shareCover(`uploads/${otherId}`)).toMatch(/^data:image\/jpeg;base64,/);
    }
    reads.mockClear();
    expect(await shareCover(`uploads/${id}`)).toBe(burst[0]);
    expect(reads).toHaveBeenCalledTimes(1);
  });
});
