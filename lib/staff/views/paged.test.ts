import { clampedPage, pageCount } from './paged';

// A list of `total` numbered rows that records which pages were read.
function counted(total: number) {
  const reads: number[] = [];
  const list = async ({ limit, offset }: { limit: number; offset: number }) => {
    reads.push(offset / limit + 1);
    return { rows: Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, index) => offset + index), total };
  };
  return { reads, list };
}

describe('a page of a counted list', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });

  it('reads the page asked for once when it exists', async () => {
    const { reads, list } = counted(25);
    expect(await clampedPage(10, 2, list)).toEqual({ rows: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19], total: 25, page: 2, pages: 3 });
    expect(reads).toEqual([2]);
  });

  it('shows the last page for one past the end', async () => {
    const { reads, list } = counted(25);
    expect(await clampedPage(10, 9, list)).toEqual({ rows: [20, 21, 22, 23, 24], total: 25, page: 3, pages: 3 });
    expect(reads).toEqual([9, 3]);
  });

  it('shows the first, empty page of an empty list', async () => {
    expect(await clampedPage(10, 4, counted(0).list)).toEqual({ rows: [], total: 0, page: 1, pages: 1 });
  });
});
