import Link from 'next/link';
import { overviewCopy } from '@/content/staff-inbox';
import type { Badges } from '@/lib/db/enquiries/inbox';
import { londonClock, timeAgo } from '@/lib/london-time';
import styles from './overview.module.css';
import ui from './ui.module.css';

interface OutboxPanelsProps {
  delivery: { queued: number; failed: number; oldestQueuedAt: number | null };
  mail: { queued: number; failed: number; held: number };
  badges: Badges;
  /** An API is configured to deliver to. */
  upstream: boolean;
  /** SMTP_URL is set, so mails are sent rather than held. */
  smtp: boolean;
  now: number;
}

interface Stat {
  label: string;
  value: number;
  href?: string | undefined;
  alert?: boolean;
}

function Stats({ stats }: { stats: Stat[] }) {
  return (
    <dl className={styles.stats}>
      {stats.map(({ label, value, href, alert = false }) => (
        <div key={label} className={styles.stat}>
          <dt>{label}</dt>
          <dd className={alert && value > 0 ? styles.alert : undefined}>
            {href && value > 0 ? (
              <Link href={href} className={ui.link} prefetch={false}>
                {value.toLocaleString('en-GB')}
              </Link>
            ) : (
              value.toLocaleString('en-GB')
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The outbox and the mail queue at a glance: what waits, what was given up on, what is held for want of SMTP. */
export function OutboxPanels({ delivery, mail, badges, upstream, smtp, now }: OutboxPanelsProps) {
  const copy = overviewCopy;
  const oldest = delivery.oldestQueuedAt;
  return (
    <div className={styles.panels}>
      <section className={ui.panel} aria-labelledby="overview-delivery">
        <h2 id="overview-delivery" className={ui.sectionTitle}>
          {copy.delivery.title}
        </h2>
        <p className={`${ui.muted} ${ui.small}`}>{upstream ? copy.delivery.lead : copy.delivery.noUpstream}</p>
        <Stats
          stats={[
            { label: copy.delivery.queued, value: delivery.queued },
            { label: copy.delivery.failed, value: delivery.failed, href: '/staff/inbox?box=failed', alert: true },
          ]}
        />
        <p className={ui.small}>
          <span className={ui.muted}>{copy.delivery.oldest}: </span>
          {oldest === null ? (
            copy.delivery.nothingWaiting
          ) : (
            <time dateTime={new Date(oldest).toISOString()}>{copy.since(londonClock(oldest, now), timeAgo(oldest, now))}</time>
          )}
        </p>
      </section>
      <section className={ui.panel} aria-labelledby="overview-mail">
        <h2 id="overview-mail" className={ui.sectionTitle}>
          {copy.mail.title}
        </h2>
        <p className={`${ui.muted} ${ui.small}`}>{smtp ? copy.mail.lead : copy.mail.noSmtp}</p>
        <Stats
          stats={[
            { label: copy.mail.queued, value: mail.queued },
            { label: copy.mail.failed, value: mail.failed, href: '/staff/inbox?box=failed', alert: true },
            { label: copy.mail.held, value: mail.held },
          ]}
        />
      </section>
      <section className={ui.panel} aria-labelledby="overview-inbox">
        <h2 id="overview-inbox" className={ui.sectionTitle}>
          {copy.inbox.title}
        </h2>
        <Stats
          stats={[
            { label: copy.inbox.new, value: badges.new, href: '/staff/inbox?box=new' },
            { label: copy.inbox.spam, value: badges.spam, href: '/staff/inbox?box=spam' },
            { label: copy.inbox.failed, value: badges.failed, href: '/staff/inbox?box=failed', alert: true },
          ]}
        />
      </section>
    </div>
  );
}
