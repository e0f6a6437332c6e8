import 'server-only';
import { londonDay } from '@/components/staff/time-stamp';
import { services } from '@/lib/container';
import { PICTURE_UNUSED_DAYS } from '@/lib/enquiries/retention';
import { widthsFor } from '@/lib/picture-sizes.cjs';

const DAY_MS = 24 * 60 * 60_000;

export type PictureAccess = 'live' | 'staff' | 'unused';

/** Every uploaded picture with the articles that show it, who may open it, and when the sweep deletes it. */
export async function picturesView(now = Date.now()) {
  const { store } = services();
  const [pictures, articles] = await Promise.all([store.pictures.list(now), store.articles.list()]);
  const titles = new Map(articles.map((article) => [article.id, article.title]));
  return pictures.map((picture) => {
    const access: PictureAccess = picture.uses.some((use) => use.live) ? 'live' : picture.uses.length ? 'staff' : 'unused';
    return {
      id: picture.id,
      kind: picture.kind,
      width: picture.width,
      height: picture.height,
      createdAt: picture.createdAt,
      createdBy: picture.createdBy,
      /** The smallest copy made of it, for the list's thumbnail. */
      thumbnail: { src: `/uploads/${picture.id}-${widthsFor(picture.width)[0]}.webp`, width: 160, height: Math.max(1, Math.round((160 * picture.height) / picture.width)) },
      uses: picture.uses.map((use) => ({ ...use, title: titles.get(use.articleId) })),
      access,
      /** The London day the sweep deletes it, once a sweep has found it unused. */
      sweptOn: access === 'unused' && picture.unusedSince !== null ? londonDay(picture.unusedSince + PICTURE_UNUSED_DAYS * DAY_MS) : undefined,
    };
  });
}

export type PictureView = Awaited<ReturnType<typeof picturesView>>[number];
