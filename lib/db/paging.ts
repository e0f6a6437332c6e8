// How much a query takes at once, for every repository: a list's page, and a purge's statement.

/** Rows deleted per statement, so a large purge never holds the database for long. */
export const CHUNK = 500;

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 500;

/** A page's bounds from what a caller asked for: whole numbers, at least one row, at most MAX_LIMIT. */
export function pageBounds(page: { limit?: number; offset?: number } = {}): { limit: number; offset: number } {
  const limit = Number.isFinite(page.limit) ? Math.min(Math.max(Math.trunc(page.limit!), 1), MAX_LIMIT) : DEFAULT_LIMIT;
  const offset = Number.isFinite(page.offset) ? Math.max(Math.trunc(page.offset!), 0) : 0;
  return { limit, offset };
}
