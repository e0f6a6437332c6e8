import type { ReactNode } from 'react';
import { enquiryCopy } from '@/content/staff-inbox';
import type { EnquiryDetail } from '@/lib/db/enquiries/inbox';
import styles from './enquiry.module.css';
import ui from './ui.module.css';

type FormAction = (data: FormData) => Promise<void>;

interface EnquiryActionsProps {
  enquiry: EnquiryDetail;
  admin: boolean;
  /** An API is configured, so a delivery can be retried. */
  upstream: boolean;
  /** The sender's address, when the enquiry names one. */
  email: string | undefined;
  actions: { notSpam: FormAction; retryDelivery: FormAction; retryMails: FormAction; erase: FormAction; eraseAddress: FormAction };
}

const RETRYABLE = new Set(['failed', 'refused', 'queued']);

/** What can be done to the enquiry as a whole; each erasure asks for a ticked box first, which the browser enforces. */
export function EnquiryActions({ enquiry, admin, upstream, email, actions }: EnquiryActionsProps) {
  const copy = enquiryCopy.actions;
  const canRetryDelivery = admin && upstream && RETRYABLE.has(enquiry.status);
  const canRetryMails = admin && enquiry.mails.some((mail) => mail.status === 'failed');
  if (enquiry.status !== 'spam' && !admin) return null;
  return (
    <section className={ui.panel} aria-labelledby="enquiry-actions">
      <h2 id="enquiry-actions" className={ui.sectionTitle}>
        {copy.title}
      </h2>
      {enquiry.status === 'spam' && (
        <Action action={actions.notSpam} enquiryRef={enquiry.ref} label={copy.notSpam} hint={copy.notSpamHint} primary />
      )}
      {canRetryDelivery && <Action action={actions.retryDelivery} enquiryRef={enquiry.ref} label={copy.retryDelivery} hint={copy.retryDeliveryHint} />}
      {canRetryMails && <Action action={actions.retryMails} enquiryRef={enquiry.ref} label={copy.retryMails} hint={copy.retryMailsHint} />}
      {admin && (
        <div className={styles.danger}>
          <Action action={actions.erase} enquiryRef={enquiry.ref} label={copy.erase} hint={copy.eraseHint} confirm />
          {email && (
            <Action action={actions.eraseAddress} enquiryRef={enquiry.ref} label={copy.eraseAddress(email)} hint={copy.eraseAddressHint} confirm>
              <input type="hidden" name="email" value={email} />
              <input type="hidden" name="from" value="enquiry" />
            </Action>
          )}
        </div>
      )}
    </section>
  );
}

interface ActionProps {
  action: FormAction;
  enquiryRef: string;
  label: string;
  hint: string;
  primary?: boolean;
  /** A destructive action: a required "I understand" box, and the button in the danger colour. */
  confirm?: boolean;
  children?: ReactNode;
}

function Action({ action, enquiryRef, label, hint, primary = false, confirm = false, children }: ActionProps) {
  return (
    <form action={action} className={styles.action}>
      <input type="hidden" name="ref" value={enquiryRef} />
      {children}
      <p className={`${ui.muted} ${ui.small}`}>{hint}</p>
      {confirm && (
        <label className={ui.check}>
          <input type="checkbox" name="confirm" value="yes" required />
          {enquiryCopy.actions.confirm}
        </label>
      )}
      <div>
        <button type="submit" className={`${ui.button} ${confirm ? ui.danger : primary ? ui.primary : ''}`}>
          {label}
        </button>
      </div>
    </form>
  );
}
