import 'server-only';
import type { Store } from '@/lib/db/store';
import { dueWeek, type DigestSchedule } from '@/lib/digest-schedule';
import { logEvent } from '@/lib/log';
import { mailStatus, type MailConfig } from '@/lib/mail/enquiry-mails';
import { isMailAddress } from '@/lib/mail-addresses';
import { weeklyDigest } from './digest';
import { digestMail } from './mail';

/** What the upkeep needs to send the digest: when (INSIGHTS_DIGEST), to whom, and the mail settings. */
export interface DigestJob {
  schedule: DigestSchedule;
  /**
   * Whether a staff role, as Better Auth stores it, may see the insights: the staff area's rule (`may(…, 'leads')`),
   * handed down at boot, since nothing in lib/insights reads the staff area.
   */
  readsInsights: (role: string | null) => boolean;
  mail: MailConfig;
}

export type DigestPass = { queued: true; week: string; recipients: number } | { queued: false; reason: 'off' | 'not-due' | 'done' | 'taken' | 'nobody' };

/**
 * Queues the week's digest if it is due, no host has queued it and someone can receive it: one mail per reader who may see the insights and
 * has not turned it off, through the outbox (held without SMTP_URL, as every mail is). The week is claimed in
 * insight_digests in the same transaction as its mails, so a crash leaves neither, and of two hosts (or passes) at
 * once only the one whose claim went in queues anything.
 */
export async function queueDigest(store: Store, job: DigestJob, now: number): Promise<DigestPass> {
  const week = dueWeek(job.schedule, now);
  if (!week) return { queued: false, reason: job.schedule === 'off' ? 'off' : 'not-due' };
  if (await store.digests.queuedFor(week.week)) return { queued: false, reason: 'done' };
  const readers = async (into?: Parameters<typeof store.digests.readers>[0]) => (await store.digests.readers(into)).filter((reader) => job.readsInsights(reader.role) && isMailAddress(reader.email));
  // A week is claimed only once someone can receive it: on a new site the first admin signs up after the week came
  // due, and the next hourly pass sends it to them.
  if ((await readers()).length === 0) return { queued: false, reason: 'nobody' };
  // Read before the transaction: the report's queries would hold SQLite's one connection, and a loser's are wasted only once a week.
  const digest = await weeklyDigest(store.db, week, now);
  const status = mailStatus(job.mail);
  const recipients = await store.db.transaction().execute(async (trx) => {
    const who = await readers(trx);
    if (who.length === 0) return 0;
    if (!(await store.digests.claim(trx, week.week, who.length, now))) return undefined;
    await store.mails.queue(trx, who.map((reader, index) => digestMail(digest, reader.email, index + 1, job.mail)), status, now);
    return who.length;
  });
  if (recipients === undefined) return { queued: false, reason: 'taken' };
  if (recipients === 0) return { queued: false, reason: 'nobody' };
  logEvent('insights.digest', { week: week.week, recipients, status });
  return { queued: true, week: week.week, recipients };
}
