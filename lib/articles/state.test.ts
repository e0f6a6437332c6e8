import { liveRevisionOf, stateOf } from './state';

const NOW = Date.UTC(2026, 11, 5, 12);
const HOUR = 3_600_000;

describe('what the site shows of an article', () => {
  it('shows the published revision while an update waits, and the update from its time', () => {
    const article = { state: 'published' as const, publishAt: NOW - HOUR, publishedRevisionId: 2, scheduledRevisionId: 3, scheduledAt: NOW + HOUR };
    expect(stateOf(article, NOW)).toBe('published');
    expect(liveRevisionOf(article, NOW)).toEqual({ live: 2, waiting: { revisionId: 3, at: NOW + HOUR } });
    expect(liveRevisionOf(article, NOW + HOUR)).toEqual({ live: 3, waiting: null });
  });

  it('keeps a first publication for later scheduled, with nothing waiting beside it', () => {
    const article = { state: 'published' as const, publishAt: NOW + HOUR, publishedRevisionId: 1, scheduledRevisionId: null, scheduledAt: null };
    expect(stateOf(article, NOW)).toBe('scheduled');
    expect(liveRevisionOf(article, NOW)).toEqual({ live: 1, waiting: null });
  });
});
