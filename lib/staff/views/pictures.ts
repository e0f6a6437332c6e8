import 'server-only';
import { services } from '@/lib/container';
import { PICTURE_UNUSED_DAYS } from '@/lib/enquiries/retention';
import { widthsFor } from '@/lib/picture-sizes.cjs';
import { DAY_MS } from '@/lib/time-units';
import { uploadUrl } from '@/lib/uploads';

/** How wide the list shows each picture. */
const THUMBNAIL_WIDTH = 160;

export type PictureAccess = 'live' | 'staff' | 'unused';

/** Every uploaded picture with the articles that show it, who may open it, and when the sweep deletes it. */
export async function picturesView(now = Date.now()) {
  const { store } = services();
  const [pictures, articles] = await Promise.all([store.pictures.list(now), store.articles.list()]);
  const titles = new Map(articles.map((article) => [article.id, article.title]));
  return pictures.map((picture) => {
    const access: PictureAccess = picture.uses.some((use) => use.live) ? 'live' : picture.uses.length ? 'staff' : 'unused';
    // One entry per article, its revisions that show the picture in order, and the one on the site if it is among them.
    const shownIn = new Map<number, { articleId: number; title: string | undefined; numbers: number[]; liveNumber?: number }>();
    for (const use of picture.uses) {
      const entry = shownIn.get(use.articleId) ?? { articleId: use.articleId, title: titles.get(use.articleId), numbers: [] };
      entry.numbers.push(use.number);
      if (use.live) entry.liveNumber = use.number;
      shownIn.set(use.articleId, entry);
    }
    return {
      id: picture.id,
      kind: picture.kind,
      width: picture.width,
      height: picture.height,
      createdAt: picture.createdAt,
      createdBy: picture.createdBy,
      /** The smallest copy made of it. */
      thumbnail: { src: uploadUrl(picture.id, widthsFor(picture.width)[0], 'webp'), width: THUMBNAIL_WIDTH, height: Math.max(1, Math.round((THUMBNAIL_WIDTH * picture.height) / picture.width)) },
      shownIn: [...shownIn.values()],
      access,
      /** When the sweep deletes it, once a sweep has found it unused. */
      sweptAt: access === 'unused' && picture.unusedSince !== null ? picture.unusedSince + PICTURE_UNUSED_DAYS * DAY_MS : undefined,
    };
  });
}

export type PictureView = Awaited<ReturnType<typeof picturesView>>[number];
