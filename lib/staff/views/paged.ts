/** How many pages `total` rows fill, never fewer than one: an empty list still has its first page. */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/**
 * The asked-for page of a list the store counts. A page past the end (an old link, rows erased since) reads the last
 * one instead, so no address shows an empty page of a list that has rows.
 */
export async function clampedPage<Found extends { total: number }>(
  size: number,
  asked: number,
  list: (bounds: { limit: number; offset: number }) => Promise<Found>,
): Promise<Found & { page: number; pages: number }> {
  const read = (page: number) => list({ limit: size, offset: (page - 1) * size });
  const found = await read(asked);
  const pages = pageCount(found.total, size);
  return asked > pages ? { ...(await read(pages)), page: pages, pages } : { ...found, page: asked, pages };
}
