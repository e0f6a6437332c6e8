import 'server-only';
import { listSubscribers } from '@/lib/admin/store-admin';
import { services } from '@/lib/container';
import { addressDigest, type AuditEntry } from '@/lib/db/audit';

/**
 * For someone who asks by phone or mail: what their newsletter's own unsubscribe link does, with the audit line that
 * says who did it for them (the address as a digest). False when the store holds no such address.
 */
export async function unsubscribeOnBehalf(actor: Pick<AuditEntry, 'actorId' | 'actorEmail' | 'ip'>, email: string): Promise<boolean> {
  const { store } = services();
  const subscription = (await listSubscribers(store, true)).find((row) => row.email === email);
  if (!subscription) return false;
  await store.subscriptions.unsubscribe(subscription.key);
  await store.audit.append({ ...actor, action: 'unsubscribe', subject: subscription.ref, detail: { previous: subscription.status, address: addressDigest(subscription.email) } });
  return true;
}
