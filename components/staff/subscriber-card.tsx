import Link from 'next/link';
import { subscriberSources, subscribersCopy, subscriberStatusNames } from '@/content/staff-inbox';
import { REFERENCE } from '@/lib/db/enquiries/reference';
import type { Subscription } from '@/lib/db/newsletter/subscriptions';
import { TimeStamp } from './time-stamp';
import styles from './subscribers.module.css';
import ui from './ui.module.css';

type FormAction = (data: FormData) => Promise<void>;

interface SubscriberCardProps {
  subscription: Subscription;
  admin: boolean;
  /** The list's query string, to come back to the same view. */
  back: string;
  unsubscribeAction: FormAction;
  eraseAction: FormAction;
}

const STATUS_CLASS = { pending: ui.pillInfo, confirmed: ui.pillGood, unsubscribed: undefined } as const;

/** One subscription with its consent receipt and what the team may do for the person. */
export function SubscriberCard({ subscription: row, admin, back, unsubscribeAction, eraseAction }: SubscriberCardProps) {
  const copy = subscribersCopy;
  const when = (ms: number | null) => (ms === null ? copy.never : <TimeStamp ms={ms} />);
  const headingId = `subscriber-${row.id}`;
  return (
    <article className={`${ui.panel} ${styles.card}`} aria-labelledby={headingId}>
      <div className={styles.top}>
        <h2 id={headingId} className={styles.email}>
          <bdi>{row.email}</bdi>
        </h2>
        <span className={`${ui.pill} ${STATUS_CLASS[row.status] ?? ''}`}>{subscriberStatusNames[row.status]}</span>
      </div>
      <dl className={ui.dl}>
        <dt>{copy.requestedAt}</dt>
        <dd>{when(row.requestedAt)}</dd>
        <dt>{copy.confirmedAt}</dt>
        <dd>{when(row.confirmedAt)}</dd>
        {row.unsubscribedAt !== null && (
          <>
            <dt>{copy.unsubscribedAt}</dt>
            <dd>{when(row.unsubscribedAt)}</dd>
          </>
        )}
        <dt>{copy.source}</dt>
        <dd>{Object.hasOwn(subscriberSources, row.source) ? subscriberSources[row.source] : <bdi>{row.source}</bdi>}</dd>
        <dt>{copy.policyVersion}</dt>
        <dd>{row.policyVersion}</dd>
        <dt>{copy.ref}</dt>
        <dd>
          {REFERENCE.test(row.ref) ? (
            <Link href={`/staff/inbox/${row.ref}`} className={`${ui.link} ${ui.mono}`} prefetch={false}>
              {row.ref}
            </Link>
          ) : (
            row.ref
          )}
        </dd>
      </dl>
      <details className={styles.receipt}>
        <summary>{copy.consentText}</summary>
        <blockquote>{row.consentText}</blockquote>
      </details>
      <div className={styles.actions}>
        {row.status !== 'unsubscribed' && (
          <form action={unsubscribeAction} className={styles.action}>
            <input type="hidden" name="email" value={row.email} />
            <input type="hidden" name="back" value={back} />
            <p className={`${ui.muted} ${ui.small}`}>{copy.unsubscribeHint}</p>
            <div>
              <button type="submit" className={ui.button}>
                {copy.unsubscribe}
              </button>
            </div>
          </form>
        )}
        {admin && (
          <form action={eraseAction} className={`${styles.action} ${styles.danger}`}>
            <input type="hidden" name="email" value={row.email} />
            <input type="hidden" name="from" value="subscribers" />
            <p className={`${ui.muted} ${ui.small}`}>{copy.eraseHint}</p>
            <label className={ui.check}>
              <input type="checkbox" name="confirm" value="yes" required />
              {copy.confirm}
            </label>
            <div>
              <button type="submit" className={`${ui.button} ${ui.danger}`}>
                {copy.erase}
              </button>
            </div>
          </form>
        )}
      </div>
    </article>
  );
}
