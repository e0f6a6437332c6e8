'use server';

import 'server-only';
import { z } from 'zod';
import { storedAddress } from '@/lib/enquiries/commands';
import { unsubscribeOnBehalf as unsubscribe } from '@/lib/newsletter/commands';
import { staffAction } from '@/lib/staff/action';
import { parseSubscriberQuery, subscribersHref } from '@/lib/staff/inbox-filter';

// The subscribers' server action: checked like the inbox's (session, role, origin first, then every field).

// Matched exactly against the stored addresses (kept trimmed and lower-case), so any address the store holds can be named.
const request = z.object({ email: storedAddress, back: z.string().max(2000).default('') });

/** For someone who asks by phone or mail: what their newsletter's own unsubscribe link does. */
export async function unsubscribeOnBehalf(form: FormData): Promise<void> {
  const backTo = (back: string, notice: string) => subscribersHref(parseSubscriberQuery(new URLSearchParams(back)), { done: notice });
  await staffAction(form, {
    access: 'leads',
    read: (data) => {
      const parsed = request.safeParse({ email: data.get('email') ?? undefined, back: data.get('back') ?? undefined });
      return parsed.success ? { ok: true, input: parsed.data } : { ok: false, back: backTo('', 'invalid') };
    },
    command: (staff, { email }) => unsubscribe({ actorId: staff.id, actorEmail: staff.email, ip: staff.ip }, email),
    answer: (done, { back }) => backTo(back, done ? 'unsubscribed' : 'not-found'),
  });
}
