import type { Transaction } from 'kysely';
import { isTouch } from '@/lib/analytics/channels';
import type { Database, LastTouch, VisitSource } from '@/lib/db/schema';

// A visit's last touch (insights-schema.ts's LastTouch), as a batch of page views (insights-visits.ts) moves it on.

/** A last touch as the writer makes it: always with its time. */
export type Touch = Omit<LastTouch, 'lastTouchAt'> & { lastTouchAt: number };

/** A page view's origin and channel as a visit's last touch at `at`. */
export function touchOf(source: VisitSource & { channel: string }, at: number): Touch {
  return {
    lastReferrerHost: source.referrerHost,
    lastUtmSource: source.utmSource,
    lastUtmMedium: source.utmMedium,
    lastUtmCampaign: source.utmCampaign,
    lastUtmTerm: source.utmTerm,
    lastUtmContent: source.utmContent,
    lastChannel: source.channel,
    lastTouchAt: at,
  };
}

/**
 * A page view of a visit the batch knows: a touch moves its last touch on (the row of a visit the batch starts, else
 * what the batch will write to the stored one), unless a later one is held; a move inside the site changes nothing.
 */
export function noteTouch(visit: { fresh?: Partial<LastTouch>; touch?: Touch }, source: VisitSource & { channel: string }, at: number): void {
  if (!isTouch(source)) return;
  if (visit.fresh) {
    if ((visit.fresh.lastTouchAt ?? -Infinity) <= at) Object.assign(visit.fresh, touchOf(source, at));
  } else if (!visit.touch || visit.touch.lastTouchAt <= at) {
    visit.touch = touchOf(source, at);
  }
}

/**
 * Moves each stored visit's last touch on to the batch's latest, unless one later is stored already: a beacon held
 * until the visitor accepted is dated when it was made, and another host may have written a later touch meanwhile.
 * One statement a visit, in key order: a touch inside a visit is rare beside the page views that extend one.
 */
export async function writeTouches(trx: Transaction<Database>, touches: readonly { id: number; touch: Touch }[]): Promise<void> {
  for (const { id, touch } of [...touches].sort((a, b) => a.id - b.id)) {
    await trx
      .updateTable('insightVisits')
      .set(touch)
      .where('id', '=', id)
      .where((eb) => eb.or([eb('lastTouchAt', 'is', null), eb('lastTouchAt', '<=', touch.lastTouchAt)]))
      .execute();
  }
}
