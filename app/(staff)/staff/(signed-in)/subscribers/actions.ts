'use server';

import 'server-only';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { listSubscribers } from '@/lib/admin/store-admin';
import { services } from '@/lib/container';
import { addressDigest } from '@/lib/db/audit';
import { audit } from '@/lib/staff/audit';
import { requireStaffAction } from '@/lib/staff/guard';
import { parseSubscriberQuery, subscribersHref } from '@/lib/staff/inbox-filter';

// The subscribers' server action: checked like the inbox's (session, role, origin first, then every field).

const request = z.object({
  // Matched exactly against the stored addresses (kept trimmed and lower-case), so any address the store holds can be named.
  email: z.string().trim().toLowerCase().min(3).max(254).regex(/^[^\s@]+@[^\s@]+$/),
  back: z.string().max(2000).default(''),
});

/** For someone who asks by phone or mail: what their newsletter's own unsubscribe link does. */
export async function unsubscribeOnBehalf(data: FormData): Promise<void> {
  const staff = await requireStaffAction('leads');
  const input = data instanceof FormData ? { email: data.get('email') ?? undefined, back: data.get('back') ?? undefined } : {};
  const parsed = request.safeParse(input);
  const backTo = (notice: string) => subscribersHref(parseSubscriberQuery(new URLSearchParams(parsed.success ? parsed.data.back : '')), { done: notice });
  if (!parsed.success) redirect(backTo('invalid'));
  const { store } = services();
  const subscription = (await listSubscribers(store, true)).find((row) => row.email === parsed.data.email);
  if (!subscription) redirect(backTo('not-found'));
  await store.subscriptions.unsubscribe(subscription.key);
  await audit(staff, 'unsubscribe', subscription.ref, { previous: subscription.status, address: addressDigest(subscription.email) });
  revalidatePath('/staff', 'layout');
  redirect(backTo('unsubscribed'));
}
