import { newRef } from './reference';

describe('references', () => {
  it('makes short unique references', async () => {
    const refs = new Set(Array.from({ length: 500 }, () => newRef(new Date('2026-11-22T10:00:00Z'))));
    expect(refs.size).toBe(500);
    expect([...refs][0]).toMatch(/^QM-20261122-[0-9A-HJKMNP-TV-Z]{6}$/);
  });
});
