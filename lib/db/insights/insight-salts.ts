import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { visitorKey } from '@/lib/analytics/visitor-key';
import type { Database } from '@/lib/db/schema';
import { DAY_MS } from '@/lib/time-units';

/** A salt lives through its own day and the next (a visit that crosses midnight), then it is deleted. */
export const SALT_DAYS_KEPT = 2;

/** The UTC day of a moment, as the salts and visits name it: '2026-11-27'. */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The random salt of each UTC day, shared by every instance on this database; made by whichever asks first (two at
 * once keep the first written). Without it no visitor key of that day can be made again: deleting it is what makes
 * yesterday's visitors impossible to follow into today.
 */
export class InsightSalts {
  private readonly made = new Map<string, Promise<string>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ready: () => Promise<void>,
  ) {}

  of(day: string, now = Date.now()): Promise<string> {
    let salt = this.made.get(day);
    if (!salt) {
      salt = (async () => {
        await this.ready();
        await this.db.insertInto('insightSalts').values({ day, salt: randomBytes(32).toString('base64url'), createdAt: now }).onConflict((conflict) => conflict.column('day').doNothing()).execute();
        return (await this.db.selectFrom('insightSalts').select('salt').where('day', '=', day).executeTakeFirstOrThrow()).salt;
      })();
      salt.catch(() => this.made.delete(day));
      this.made.set(day, salt);
    }
    return salt;
  }

  /**
   * The visitor key of a request at `now`, the one way it is made: the day's salt, the site, the client as
   * clientAddress() names it (lib/http/client-address.ts) and the user agent. The beacon receiver keys page views by
   * it and the lead attribution finds its sender's visit by it, so the two can only agree.
   */
  async visitorKey(site: string, client: string, userAgent: string, now = Date.now()): Promise<string> {
    return visitorKey(await this.of(dayOf(now), now), site, client, userAgent);
  }

  /** Deletes every salt older than yesterday (by `now`), here and in memory; returns how many rows went. */
  async rotate(now = Date.now()): Promise<number> {
    const oldest = dayOf(now - (SALT_DAYS_KEPT - 1) * DAY_MS);
    for (const day of this.made.keys()) if (day < oldest) this.made.delete(day);
    await this.ready();
    const result = await this.db.deleteFrom('insightSalts').where('day', '<', oldest).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
