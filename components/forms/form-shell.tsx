'use client';

import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { formCopy } from '@/content/forms';
import type { FormStatus } from './use-submission';
import styles from './form.module.css';

interface FormShellProps {
  id: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Any focus, press or input inside the form; the first one starts loading what the form needs. */
  onEngage: () => void;
  submitting: boolean;
  status: FormStatus;
  submitRef: RefObject<HTMLButtonElement | null>;
  honeypotRef: RefObject<HTMLInputElement | null>;
  children: ReactNode;
  after?: ReactNode;
}

/** The frame every enquiry form shares: fields, the hidden honeypot, the button and its status line, the toasts. */
export function FormShell({ id, onSubmit, onEngage, submitting, status, submitRef, honeypotRef, children, after }: FormShellProps) {
  return (
    <>
      <form id={id} className={styles.form} onSubmit={onSubmit} onFocus={onEngage} onPointerDown={onEngage} onInput={onEngage} noValidate aria-describedby={`${id}-required`}>
        <p id={`${id}-required`} className={styles.note}>
          {formCopy.required}
        </p>
        <div className={styles.grid}>{children}</div>
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`${id}-website`}>{formCopy.honeypot}</label>
          <input ref={honeypotRef} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
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
