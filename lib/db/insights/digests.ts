import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/lib/db/schema';

type Queryable = Kysely<Database> | Transaction<Database>;

/** A staff account the weekly digest may go to, its role as Better Auth stores it: who may read it is decided above. */
export interface DigestReader {
  id: string;
  name: string;
  email: string;
  role: string | null;
}

/**
 * The weekly digest's bookkeeping: the weeks it was queued for, once across every host, and the staff who turned it
 * off. The staff themselves are Better Auth's rows (staff-migration.ts), read here by their camelCase SQL names.
 */
export class Digests {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ready: () => Promise<void>,
  ) {}

  /**
   * Everyone who could get the digest: not banned, not opted out, and with a way in (a passkey or a password), so an
   * invitation to a mistyped address that was never taken up receives no figures. By address, A to Z.
   */
  async readers(into: Queryable = this.db): Promise<DigestReader[]> {
    await this.ready();
    const { rows } = await sql<DigestReader>`
      select u.id, u.name, u.email, u.role from staff_users u
      where (u.banned is null or not u.banned)
        and not exists (select 1 from digest_optouts o where o.user_id = u.id)
        and (exists (select 1 from staff_passkeys p where p."userId" = u.id)
          or exists (select 1 from staff_accounts a where a."userId" = u.id and a."providerId" = 'credential'))
      order by u.email, u.id`.execute(into.withoutPlugins());
    return rows;
  }

  /** When the week's digest was queued, and to how many; undefined while it has not been. */
  async queuedFor(week: string): Promise<{ queuedAt: number; recipients: number } | undefined> {
    await this.ready();
    const row = await this.db.selectFrom('insightDigests').select(['queuedAt', 'recipients']).where('week', '=', week).executeTakeFirst();
    return row && { queuedAt: Number(row.queuedAt), recipients: Number(row.recipients) };
  }

  /**
   * Claims the week for this caller, in its transaction: true for the one whose row went in, false when another
   * host (or pass) has it already. On PostgreSQL a second claim waits for the first's transaction, so a claim rolled
   * back with its mails leaves the week to the next.
   */
  async claim(into: Transaction<Database>, week: string, recipients: number, now: number): Promise<boolean> {
    const row = await into
      .insertInto('insightDigests')
      .values({ week, queuedAt: now, recipients })
      .onConflict((conflict) => conflict.column('week').doNothing())
      .returning('week')
      .executeTakeFirst();
    return row !== undefined;
  }

  async isOptedOut(userId: string): Promise<boolean> {
    await this.ready();
    return (await this.db.selectFrom('digestOptouts').select('userId').where('userId', '=', userId).executeTakeFirst()) !== undefined;
  }

  /** Turns the digest off (a row) or on (no row) for one person; setting it as it is changes nothing. */
  async setOptOut(userId: string, off: boolean, now: number): Promise<void> {
    await this.ready();
    if (off) await this.db.insertInto('digestOptouts').values({ userId, at: now }).onConflict((conflict) => conflict.column('userId').doNothing()).execute();
    else await this.db.deleteFrom('digestOptouts').where('userId', '=', userId).execute();
  }
}
