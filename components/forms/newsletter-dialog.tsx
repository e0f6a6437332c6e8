import { useId, useState, type FormEvent, type RefObject } from 'react';
import { formCopy, newsletterDialog } from '@/content/forms';
import { createAttemptKeys, submitEnquiry } from '@/lib/forms/browser-submit';
import { fieldErrors } from '@/lib/forms/errors';
import { forms } from '@/lib/forms/registry';
import { Dialog } from './dialog';
import styles from './form.module.css';

interface NewsletterDialogProps {
  id: string;
  open: boolean;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'error'; message: string };

/** The newsletter dialog: one email, sent to /api/v1/newsletter, with its answer shown inline. */
export function NewsletterDialog({ id, open, onClose, returnFocus }: NewsletterDialogProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [keys] = useState(() => createAttemptKeys());
  const inputId = useId();
  const errorId = `${inputId}-error`;

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email_address') ?? '';
    // The dialog opens only after the contact form was validated, so zod is already here and this is a small fetch.
    const schema = await import('@/lib/forms/newsletter').then((module) => module.newsletterSchema, (error: unknown) => {
      console.error(`Newsletter validation could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
    if (!schema) {
      setState({ kind: 'error', message: formCopy.failureHint });
      return;
    }
    const parsed = schema.safeParse({ email_address: email });
    if (!parsed.success) {
      setState({ kind: 'error', message: fieldErrors(parsed.error).email_address ?? formCopy.failure });
      return;
    }
    setState({ kind: 'sending' });
    const result = await submitEnquiry(forms.newsletter.endpoint, parsed.data, keys.keyFor(parsed.data));
    if (result.ok) {
      keys.settle();
      setState({ kind: 'done' });
    } else {
      if (result.kind === 'error') console.error(`Newsletter sign-up failed: ${result.message}`);
      setState({ kind: 'error', message: result.kind === 'fields' ? (result.errors.email_address ?? formCopy.failure) : formCopy.failureHint });
    }
  }

  const invalid = state.kind === 'error';
  return (
    <Dialog id={id} open={open} onClose={() => { onClose(); setState({ kind: 'idle' }); }} title={newsletterDialog.title} closeLabel={newsletterDialog.close} returnFocus={returnFocus}>
      <p>{newsletterDialog.intro}</p>
      {state.kind === 'done' ? (
        <p role="status" className={styles.status} data-tone="success">
          {newsletterDialog.success}
        </p>
      ) : (
        <form className={styles.newsletter} onSubmit={subscribe} noValidate>
          <label htmlFor={inputId} className="visually-hidden">
            {newsletterDialog.label}
          </label>
          <input id={inputId} name="email_address" type="email" inputMode="email" autoComplete="email" placeholder={newsletterDialog.placeholder} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} required />
          <button type="submit" className={styles.submit} disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? newsletterDialog.sending : newsletterDialog.send}
          </button>
          <p id={errorId} role="alert" className={styles.error} hidden={!invalid}>
            {invalid ? state.message : ''}
          </p>
        </form>
      )}
    </Dialog>
  );
}
