import { deliveryNames, enquiryCopy, mailKindNames, mailStatusNames } from '@/content/staff-inbox';
import type { EnquiryDetail } from '@/lib/db/enquiries/inbox';
import { TimeStamp } from './time-stamp';
import ui from './ui.module.css';

interface EnquiryDeliveryProps {
  enquiry: EnquiryDetail;
  /** Whether an API is configured to deliver to at all. */
  upstream: boolean;
}

const MAIL_CLASS = { held: ui.pillInfo, queued: ui.pillInfo, sent: ui.pillGood, failed: ui.pillWarn } as const;

/** Where the enquiry went: its delivery to the company's API, then each mail composed for it. */
export function EnquiryDelivery({ enquiry, upstream }: EnquiryDeliveryProps) {
  const { delivery, mails } = enquiryCopy;
  return (
    <>
      <section className={ui.panel} aria-labelledby="enquiry-delivery">
        <h2 id="enquiry-delivery" className={ui.sectionTitle}>
          {delivery.title}
        </h2>
        {!upstream && enquiry.status === 'stored' ? (
          <p className={`${ui.muted} ${ui.small}`}>{delivery.noUpstream}</p>
        ) : (
          <dl className={ui.dl}>
            <dt>{delivery.status}</dt>
            <dd>{deliveryNames[enquiry.status]}</dd>
            <dt>{delivery.attempts}</dt>
            <dd>{enquiry.attempts}</dd>
            <dt>{delivery.lastError}</dt>
            <dd className={enquiry.lastError ? ui.mono : undefined}>{enquiry.lastError ?? delivery.none}</dd>
            {enquiry.status === 'queued' && enquiry.nextAttemptAt !== null && (
              <>
                <dt>{delivery.nextAttempt}</dt>
                <dd>
                  <TimeStamp ms={enquiry.nextAttemptAt} />
                </dd>
              </>
            )}
          </dl>
        )}
      </section>
      <section className={ui.panel} aria-labelledby="enquiry-mails">
        <h2 id="enquiry-mails" className={ui.sectionTitle}>
          {mails.title}
        </h2>
        {enquiry.mails.length === 0 ? (
          <p className={`${ui.muted} ${ui.small}`}>{mails.empty}</p>
        ) : (
          <div className={ui.tableWrap} tabIndex={0} role="region" aria-label={mails.tableLabel}>
            <table className={ui.table}>
              <caption className="visually-hidden">{mails.tableLabel}</caption>
              <thead>
                <tr>
                  <th scope="col">{mails.kind}</th>
                  <th scope="col">{mails.recipient}</th>
                  <th scope="col">{mails.subject}</th>
                  <th scope="col">{mails.status}</th>
                  <th scope="col" className={ui.num}>
                    {mails.attempts}
                  </th>
                  <th scope="col">{mails.error}</th>
                </tr>
              </thead>
              <tbody>
                {enquiry.mails.map((mail, index) => (
                  <tr key={index}>
                    <th scope="row" className={ui.nowrap}>
                      {mailKindNames[mail.kind]}
                    </th>
                    <td>{mail.recipient}</td>
                    <td>{mail.subject}</td>
                    <td>
                      <span className={`${ui.pill} ${MAIL_CLASS[mail.status]}`}>{mailStatusNames[mail.status]}</span>
                    </td>
                    <td className={ui.num}>{mail.attempts}</td>
                    <td className={mail.lastError ? ui.mono : undefined}>{mail.lastError ?? enquiryCopy.delivery.none}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {enquiry.mails.some((mail) => mail.status === 'held') && <p className={`${ui.muted} ${ui.small}`}>{mails.heldHint}</p>}
      </section>
    </>
  );
}
