import { useId, useState, type RefObject } from 'react';
import { formCopy, newsletterDialog } from '@/content/forms';
import { createAttemptKeys, submitEnquiry } from '@/lib/forms/browser-submit';
import { forms, type FormId } from '@/lib/forms/registry';
import { Dialog } from './dialog';
import { lazySchema, useFieldChecks } from './use-field-checks';
import styles from './form.module.css';

interface NewsletterDialogProps {
  id: string;
  open: boolean;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}

const FORM = 'newsletter' satisfies FormId;
const schema = lazySchema(() => import('@/lib/forms/newsletter').then((module) => module.newsletterSchema));

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'error'; message: string };

/** The newsletter dialog: one email, sent to /api/v1/newsletter, with its answer shown inline. */
export function NewsletterDialog({ id, open, onClose, returnFocus }: NewsletterDialogProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [keys] = useState(() => createAttemptKeys());
  // The dialog opens only after the contact form was checked, so zod is already here and this is a small fetch.
  const checks = useFieldChecks(schema, { email_address: '' });
  const inputId = useId();
  const errorId = `${inputId}-error`;

  async function subscribe(form: HTMLFormElement) {
    setState({ kind: 'sending' });
    const checked = await checks.checkAll(form);
    if (checked.kind !== 'valid') {
      if (checked.kind === 'unavailable') console.error(`Newsletter validation could not be loaded: ${checked.reason}`);
      setState(checked.kind === 'unavailable' ? { kind: 'error', message: formCopy.failureHint } : { kind: 'idle' });
      return;
    }
    const result = await submitEnquiry(forms.newsletter.endpoint, checked.data, keys.keyFor(checked.data));
    if (result.ok) {
      keys.settle();
      setState({ kind: 'done' });
    } else {
      if (result.kind === 'error') console.error(`Newsletter sign-up failed: ${result.message}`);
      setState({ kind: 'error', message: result.kind === 'fields' ? (result.errors.email_address ?? formCopy.failure) : formCopy.failureHint });
    }
  }

  const message = state.kind === 'error' ? state.message : checks.errors.email_address;
  const invalid = Boolean(message);
  return (
    <Dialog id={id} open={open} onClose={() => { onClose(); setState({ kind: 'idle' }); }} title={newsletterDialog.title} closeLabel={newsletterDialog.close} returnFocus={returnFocus}>
      <p>{newsletterDialog.intro}</p>
      {state.kind === 'done' ? (
        <p role="status" className={styles.status} data-tone="success">
          {newsletterDialog.success}
        </p>
      ) : (
        <form data-insights-form={FORM} className={styles.newsletter} onSubmit={(event) => {
          event.preventDefault();
          if (state.kind !== 'sending') void subscribe(event.currentTarget);
        }} onBlur={checks.onBlur} onChange={checks.onChange} noValidate>
          <label htmlFor={inputId} className="visually-hidden">
            {newsletterDialog.label}
          </label>
          <input id={inputId} name="email_address" type="email" inputMode="email" autoComplete="email" placeholder={newsletterDialog.placeholder} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} required />
          {/* Under the address, on a line kept for it: a refusal on blur moves neither Send nor Close. */}
          <p id={errorId} role="alert" className={styles.error}>
            {message ?? ''}
          </p>
          <button type="submit" className={styles.submit} disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? newsletterDialog.sending : newsletterDialog.send}
          </button>
        </form>
      )}
    </Dialog>
  );
}
