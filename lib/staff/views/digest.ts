import 'server-only';
import { services } from '@/lib/container';
import { lastFinishedWeek, thisWeek, weekAfter, weekBefore, weekNamed, type LondonWeek } from '@/lib/digest-schedule';
import { digestText } from '@/lib/insights/digest';
import { readDigest } from '@/lib/insights/reports';
import { param, type SearchParams } from '@/lib/staff/inbox-filter';
import { DAY_MS } from '@/lib/time-units';

/**
 * The digest page for its address: the week it names (`week=2026-W13`, this week so far included), or last week when
 * it names none, one not yet begun, or one older than the rollups are kept (undefined when the name is no week); that week's digest in words, the weeks
 * either side, and whether and when its email was queued.
 */
export async function digestView(params: SearchParams, now = Date.now()) {
  const { store, config } = services();
  const latest = lastFinishedWeek(now);
  const current = thisWeek(now);
  const oldest = lastFinishedWeek(now - config.INSIGHTS_ROLLUP_DAYS * DAY_MS);
  const asked = param(params, 'week');
  const named = asked === undefined ? undefined : weekNamed(asked);
  // A name that is no week at all is a page that does not exist; a real week outside the kept ones falls back below.
  if (asked !== undefined && named === undefined) return undefined;
  const kept = (week: LondonWeek | undefined): week is LondonWeek => week !== undefined && week.monday <= current.monday && week.monday >= oldest.monday;
  const week = kept(named) ? named : latest;
  const [digest, mailed] = await Promise.all([readDigest(store, week, now), store.digests.queuedFor(week.week)]);
  const before = weekBefore(week);
  const after = weekAfter(week);
  return {
    week,
    text: digestText(digest),
    badWeek: asked !== undefined && !kept(named),
    before: kept(before) ? before : undefined,
    after: kept(after) ? after : undefined,
    latest: week.week === latest.week ? undefined : latest,
    /** The week still going: its figures run to now, and no email tells it. */
    soFar: week.week === current.week,
    mailed,
    schedule: config.INSIGHTS_DIGEST,
  };
}
