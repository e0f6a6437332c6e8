import sharp from 'sharp';
import type { Store } from '@/lib/db/store';
import { provideStore } from '@/testing/services';
import { openStore } from '@/testing/stores';
import { shareCover } from './share-cover';

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
});
