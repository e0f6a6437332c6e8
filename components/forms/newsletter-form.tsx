'use client';

import { useActionState, useId } from 'react';
import { formCopy, newsletterDialog } from '@/content/forms';
import { postNewsletter } from '@/lib/enquiries/form-actions';
import { initialFormState } from '@/lib/forms/form-state';
import type { FormId } from '@/lib/forms/registry';
import styles from './form.module.css';

const FORM = 'newsletter' satisfies FormId;

/** The newsletter sign-up as a plain form post: the thank-you page offers it to a contact who ticked the box. */
export function NewsletterForm({ email = '' }: { email?: string }) {
  const [posted, formAction, pending] = useActionState(postNewsletter, initialFormState);
  const inputId = useId();
  const error = posted.errors.email_address ?? (posted.message && posted.message !== formCopy.fieldsHint ? posted.message : undefined);
  const value = posted.values.email_address;
  return (
    <form data-insights-form={FORM} className={styles.newsletter} action={formAction} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        {newsletterDialog.label}
      </label>
      <input id={inputId} name="email_address" type="email" inputMode="email" autoComplete="email" placeholder={newsletterDialog.placeholder} defaultValue={typeof value === 'string' ? value : email} aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} required />
      {/* Under the address, on a line kept for it: showing a message moves neither the button nor what follows. */}
      <p id={`${inputId}-error`} role="alert" className={styles.error}>
        {error}
      </p>
      <input type="hidden" name="idempotency_key" value={posted.key} />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${inputId}-website`}>{formCopy.honeypot}</label>
        <input id={`${inputId}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? newsletterDialog.sending : newsletterDialog.send}
      </button>
    </form>
  );
}
