import type { ReactNode } from 'react';
import { inboxCopy, triageNames } from '@/content/staff-inbox';
import styles from './inbox-bulk.module.css';
import ui from './ui.module.css';

type FormAction = (data: FormData) => Promise<void>;

interface InboxBulkProps {
  /** The list's query string, so the action can send the team back to the same view. */
  back: string;
  admin: boolean;
  triageAction: FormAction;
  eraseAction: FormAction;
  /** The table, whose row boxes belong to this form. */
  children: ReactNode;
}

const STATES = ['read', 'replied', 'closed'] as const;

/** One form around the table: each button posts the ticked rows to its action, with or without a script. */
export function InboxBulk({ back, admin, triageAction, eraseAction, children }: InboxBulkProps) {
  const { bulk } = inboxCopy;
  return (
    <form action={triageAction} className={styles.form}>
      <input type="hidden" name="back" value={back} />
      <fieldset className={styles.bar}>
        <legend className={styles.legend}>{bulk.legend}</legend>
        <div className={ui.actions}>
          {STATES.map((state) => (
            <button key={state} type="submit" name="triage" value={state} className={ui.button}>
              {bulk.markAs(triageNames[state])}
            </button>
          ))}
        </div>
        {admin && (
          <div className={`${ui.actions} ${styles.erase}`}>
            <label className={ui.check}>
              <input type="checkbox" name="confirm" value="yes" />
              {bulk.eraseConfirm}
            </label>
            <button type="submit" formAction={eraseAction} className={`${ui.button} ${ui.danger}`}>
              {bulk.erase}
            </button>
          </div>
        )}
      </fieldset>
      {children}
    </form>
  );
}
