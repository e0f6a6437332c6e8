import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { cleanAuditDetail, cleanAuditText } from './audit-text';
import { CHUNK, pageBounds } from './paging';
import { AUDIT_ACTIONS, type AuditAction, type Database } from './schema';

/** What a staff member did: who (id and address as they were then), which action, on what, and from where. */
export interface AuditEntry {
  actorId: string | null;
  actorEmail: string | null;
  action: AuditAction;
  /** A reference, an address, a staff member's id. */
  subject?: string | null;
  /** A filter, a count, a state: kept as JSON. */
  detail?: Record<string, unknown> | null;
  ip?: string | null;
}

export interface AuditRow {
  id: number;
  at: number;
  actorId: string | null;
  actorEmail: string | null;
  action: AuditAction;
  subject: string | null;
  detail: Record<string, unknown> | null;
  ip: string | null;
}

function parseDetail(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Names a visitor's address in the audit trail without keeping it past its erasure: the same address always gives
 * the same digest, so an entry can still be matched to a request that names the address again.
 */
export const addressDigest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

// A client can put words in any of these (a passkey's id, a typed address, a forwarded IP): kept bounded and plain.
const text = (value: string | null | undefined) => (value === null || value === undefined ? null : cleanAuditText(value));

/**
 * The audit trail: rows are appended and read, and deleted only by retention. There is no method to change one,
 * and the database's trigger refuses an UPDATE whatever code asks.
 */
export class AuditTrail {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ready: () => Promise<void>,
  ) {}

  /** Every string an entry carries is stored cleaned and cut (audit-text.ts), whoever supplied it. */
  async append(entry: AuditEntry, now = Date.now()): Promise<void> {
    // The database takes any text since the CHECK went (open-audit-actions-migration.ts): the list is this one.
    if (!(AUDIT_ACTIONS as readonly string[]).includes(entry.action)) throw new Error(`Unknown audit action "${entry.action}": add it to AUDIT_ACTIONS`);
    await this.ready();
    await this.db
      .insertInto('auditEvents')
      .values({
        at: now,
        actorId: text(entry.actorId),
        actorEmail: text(entry.actorEmail),
        action: entry.action,
        subject: text(entry.subject),
        detail: entry.detail ? cleanAuditDetail(entry.detail) : null,
        ip: text(entry.ip),
      })
      .execute();
  }

  /** One page of the trail, newest first, with how many rows match. */
  async list(filter: { action?: AuditAction; actorId?: string; subject?: string }, page?: { limit?: number; offset?: number }): Promise<{ rows: AuditRow[]; total: number }> {
    await this.ready();
    const { limit, offset } = pageBounds(page);
    let query = this.db.selectFrom('auditEvents');
    if (filter.action !== undefined) query = query.where('action', '=', filter.action);
    if (filter.actorId !== undefined) query = query.where('actorId', '=', filter.actorId);
    if (filter.subject !== undefined) query = query.where('subject', '=', filter.subject);
    const rows = await query.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
    const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    return { rows: rows.map((row) => ({ ...row, detail: parseDetail(row.detail) })), total: Number(total) };
  }

  /** Retention's delete, a few hundred rows per statement: events from before the cutoff. */
  async purgeBefore(cutoff: number): Promise<number> {
    await this.ready();
    let total = 0;
    for (;;) {
      const chunk = this.db.selectFrom('auditEvents').select('id').where('at', '<', cutoff).limit(CHUNK);
      const deleted = Number((await this.db.deleteFrom('auditEvents').where('id', 'in', chunk).executeTakeFirst()).numDeletedRows);
      if (deleted === 0) return total;
      total += deleted;
    }
  }
}
