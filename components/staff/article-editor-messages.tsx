import { useState, type MouseEvent, type RefObject } from 'react';
import { articleEditor as copy } from '@/content/staff-articles';
import { londonLong } from '@/lib/london-time';
import type { ArticleFieldName } from './article-editor-storage';
import { FORM_ORDER, fieldId, LABELS } from './article-field';
import notice from './action-notice.module.css';
import styles from './article-editor.module.css';
import ui from './ui.module.css';

interface EditorMessagesProps {
  readOnly: boolean;
  /** Why the form cannot be changed, when it is not the person's role (an article in the bin). */
  readOnlyNote?: string;
  /** When this browser's unsaved copy was written, shown as London time; null when none was found. */
  localCopyAt: string | null;
  onDiscardCopy: () => void;
  status: string;
  alert: string;
  alertRef: RefObject<HTMLDivElement | null>;
  /** The save's refusals by field (a name the form has no field for is shown as it is). */
  errors: Record<string, string>;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, name: ArticleFieldName) {
  const target = document.getElementById(fieldId(name));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'center' });
  target.focus();
}

/** What the editor has to say above the form: read-only, a kept copy, the last save, and what a save refused, linked to each field. */
export function EditorMessages({ readOnly, readOnlyNote, localCopyAt, onDiscardCopy, status, alert, alertRef, errors }: EditorMessagesProps) {
  const summary = [...FORM_ORDER.filter((name) => Object.hasOwn(errors, name)), ...Object.keys(errors).filter((name) => !Object.hasOwn(LABELS, name))];
  return (
    <div className={styles.messages}>
      {readOnly && <p className={styles.notice}>{readOnlyNote ?? copy.readOnly}</p>}
      <div role="status" aria-live="polite" className={styles.messages}>
        {localCopyAt && <p className={styles.notice}>{copy.localDraftFound(londonLong(Date.parse(localCopyAt)))}</p>}
        {status && <p className={`${notice.notice} ${notice.ok} ${styles.wide}`}>{status}</p>}
      </div>
      {localCopyAt && <DiscardCopy onDiscard={onDiscardCopy} />}
      <div ref={alertRef} role="alert" aria-live="assertive" tabIndex={-1} className={styles.messages}>
        {alert && <p className={`${notice.notice} ${notice.error} ${styles.wide}`}>{alert}</p>}
        {summary.length > 0 && (
          <div className={`${notice.notice} ${notice.error} ${styles.wide}`}>
            <p>{copy.errorSummary}</p>
            <ul className={styles.summary}>
              {summary.map((name) =>
                Object.hasOwn(LABELS, name) ? (
                  <li key={name}>
                    <a className={ui.link} href={`#${fieldId(name as ArticleFieldName)}`} onClick={(event) => focusField(event, name as ArticleFieldName)}>
                      {LABELS[name as ArticleFieldName]}: {errors[name]}
                    </a>
                  </li>
                ) : (
                  <li key={name}>{errors[name]}</li>
                ),
              )}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}

/** Discarding typed text asks first, in place: the text is gone for good once it is discarded. */
function DiscardCopy({ onDiscard }: { onDiscard: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className={`${ui.button} ${styles.discard}`} onClick={() => setAsking(true)}>
        {copy.discardLocal}
      </button>
    );
  return (
    <div role="group" aria-labelledby="discard-question" className={ui.actions}>
      <p id="discard-question">{copy.discardQuestion}</p>
      <button type="button" className={`${ui.button} ${ui.danger}`} onClick={onDiscard} autoFocus>
        {copy.discardYes}
      </button>
      <button type="button" className={ui.button} onClick={() => setAsking(false)}>
        {copy.discardNo}
      </button>
    </div>
  );
}
