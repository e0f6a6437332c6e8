import type { ReactNode } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { formCopy } from '@/content/forms';
import type { FormId } from '@/lib/forms/registry';
import type { FormFrame } from './use-enquiry-form';
import styles from './form.module.css';

interface FormShellProps {
  id: FormId;
  flow: FormFrame;
  children: ReactNode;
  after?: ReactNode;
}

/**
 * The frame every enquiry form shares: fields, the hidden honeypot and key, the button and its status line, the
 * toasts. The action makes it a POST form for a browser without the scripts; with them, onSubmit takes over.
 */
export function FormShell({ id, flow, children, after }: FormShellProps) {
  const { formAction, onSubmit, onBlur, onChange, preloadValidationAndToasts, status, submitRef, honeypotRef, posted, submitting } = flow;
  return (
    <>
      <form id={id} data-insights-form={id} className={styles.form} action={formAction} onSubmit={onSubmit} onBlur={onBlur} onChange={onChange} onFocus={preloadValidationAndToasts} onPointerDown={preloadValidationAndToasts} onInput={preloadValidationAndToasts} noValidate aria-describedby={`${id}-required`}>
        <p id={`${id}-required`} className={styles.note}>
          {formCopy.required}
        </p>
        <div className={styles.grid}>{children}</div>
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`${id}-website`}>{formCopy.honeypot}</label>
          <input ref={honeypotRef} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <input type="hidden" name="idempotency_key" value={posted.key} />
        <div className={styles.footer}>
          {/* Pressing keeps focus where it is: the field's blur would show its error, move this button and lose the click. */}
          <button ref={submitRef} type="submit" className={styles.submit} disabled={submitting} aria-busy={submitting || undefined} onMouseDown={(event) => event.preventDefault()}>
            {submitting ? <span className={styles.spinner} aria-hidden="true" /> : null}
            {submitting ? formCopy.submitting : formCopy.submit}
          </button>
          <p role="status" className={styles.status} data-tone={status.tone}>
            {status.text}
          </p>
        </div>
      </form>
      {after}
      <LazyToaster />
    </>
  );
}
