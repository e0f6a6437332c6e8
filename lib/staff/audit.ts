import 'server-only';
import { services } from '@/lib/container';
import type { AuditAction } from '@/lib/db/schema';
import type { Staff } from './guard';

/**
 * Writes one line of the audit trail for what a staff member just did. It is written after the change, in its own
 * statement: a change whose audit line fails still happened, so the failure is thrown for the page to report.
 */
export async function audit(staff: Staff | null, action: AuditAction, subject: string | null = null, detail?: Record<string, unknown>): Promise<void> {
  await services().store.audit.append({ actorId: staff?.id ?? null, actorEmail: staff?.email ?? null, action, subject, detail: detail ?? null, ip: staff?.ip ?? null });
}
