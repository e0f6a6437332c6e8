import 'server-only';
import { services } from '@/lib/container';
import { REFERENCE } from '@/lib/db/enquiries/reference';
import { AUDIT_ACTIONS, type AuditAction } from '@/lib/db/schema';
import { param, readPage, type SearchParams } from '@/lib/staff/inbox-filter';
import { clampedPage } from './paged';

export const AUDIT_PAGE_SIZE = 100;

const isAction = (value: string | undefined): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value ?? '');

/** The trail's address: an action, an enquiry's reference and a page, each left out when it is the default. */
export function auditHref(action: AuditAction | undefined, subject: string | undefined, page: number): string {
  const params = new URLSearchParams();
  if (action) params.set('action', action);
  if (subject) params.set('subject', subject);
  if (page > 1) params.set('page', String(page));
  return params.size ? `/staff/audit?${params}` : '/staff/audit';
}

/**
 * The audit trail for its address: an action and an enquiry's reference it is narrowed to, anything else in them
 * left out, and that page of the rows (the last one for a page past the end).
 */
export async function auditView(params: SearchParams) {
  const named = param(params, 'action');
  const action = isAction(named) ? named : undefined;
  const reference = param(params, 'subject');
  const subject = reference !== undefined && REFERENCE.test(reference) ? reference : undefined;
  const filter = { ...(action ? { action } : {}), ...(subject ? { subject } : {}) };
  const { audit } = services().store;
  const { rows, page, pages } = await clampedPage(AUDIT_PAGE_SIZE, readPage(param(params, 'page')), (bounds) => audit.list(filter, bounds));
  return { action, subject, rows, page, pages };
}
