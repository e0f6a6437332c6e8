import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';

/**
 * Invitations to register a passkey. Only a hash of each token is stored, so the table alone opens nothing; a token
 * works once, before it expires.
 */
export class StaffInvites {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ready: () => Promise<void>,
  ) {}

  async create(invite: { userId: string; tokenHash: string; invitedBy: string; expiresAt: number }, now = Date.now()): Promise<void> {
    await this.ready();
    await this.db.insertInto('staffInvites').values({ ...invite, createdAt: now, usedAt: null }).execute();
  }

  /** The invite this hash names, if it is unused and unexpired: what the registration page shows before it is used. */
  async findUsable(tokenHash: string, now = Date.now()): Promise<{ userId: string; expiresAt: number } | undefined> {
    await this.ready();
    return this.db
      .selectFrom('staffInvites')
      .select(['userId', 'expiresAt'])
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
  }

  /**
   * Uses the invite up, in one conditional statement: of two requests with the same token at once, one gets the
   * staff member's id and the other undefined, as does an expired or used token, or one made for someone else (a
   * signed-in colleague who opens another person's link leaves it usable).
   */
  async consume(tokenHash: string, userId: string, now = Date.now()): Promise<string | undefined> {
    await this.ready();
    const row = await this.db
      .updateTable('staffInvites')
      .set({ usedAt: now })
      .where('tokenHash', '=', tokenHash)
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('userId')
      .executeTakeFirst();
    return row?.userId;
  }

  /** Deletes a staff member's unused invites: withdrawn, or replaced by a new one. */
  async revokeFor(userId: string): Promise<number> {
    await this.ready();
    const result = await this.db.deleteFrom('staffInvites').where('userId', '=', userId).where('usedAt', 'is', null).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
