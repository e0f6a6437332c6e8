import { useActionState, useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { loadToaster, notify } from '@/components/ui/lazy-toaster';
import { formCopy, thankYouPage } from '@/content/forms';
import { initialFormState, type FormState } from '@/lib/forms/form-state';
import { createAttemptKeys, HONEYPOT_FIELD, submitEnquiry } from '@/lib/forms/submit';
import { isValidationUnavailable, type LazyResolver } from './lazy-resolver';

export interface FormStatus {
  tone: 'idle' | 'success' | 'error';
  text: string;
}

export type Popup = 'none' | 'thanks' | 'newsletter';

interface EnquiryFormOptions<Input extends FieldValues, Output> {
  formId: string;
  endpoint: string;
  /** The same pipeline for a post made without JavaScript, or before it arrived. */
  action: (previous: FormState, data: FormData) => Promise<FormState>;
  validation: LazyResolver<Input, Output>;
  /** Every field empty, for the reset after a stored enquiry. */
  empty: Input;
  /** Which popup a stored enquiry opens. */
  popupFor?: (payload: Output) => Popup;
  /** Clears what the form keeps outside react-hook-form (a ticked box held in state). */
  onStored?: () => void;
}

/**
 * One enquiry form. Before the scripts arrive it is a plain HTML form posting to its server action; once they
 * have, react-hook-form validates, the payload goes to the JSON API, and a toast and a popup say what happened.
 */
export function useEnquiryForm<Input extends FieldValues, Output extends Record<string, unknown>>({ formId, endpoint, action, validation, empty, popupFor = () => 'thanks', onStored }: EnquiryFormOptions<Input, Output>) {
  const [posted, formAction] = useActionState(action, initialFormState);
  // No default values: registering a field reads what it holds, so text typed before hydration stays.
  const form = useForm<Input, unknown, Output>({ resolver: validation.resolver, mode: 'onTouched', shouldFocusError: false });
  const [keys] = useState(() => createAttemptKeys());
  const [status, setStatus] = useState<FormStatus>(posted.message ? { tone: 'error', text: posted.message } : { tone: 'idle', text: '' });
  const [popup, setPopup] = useState<Popup>('none');
  /** The stored enquiry's reference, shown with the thanks (the receipt mail quotes it too). */
  const [reference, setReference] = useState<string | undefined>(undefined);
  const submitRef = useRef<HTMLButtonElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const focusPending = useRef(false);
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  // After the render that marks the fields invalid, never before: a timer can fire ahead of React's commit.
  useEffect(() => {
    if (!focusPending.current) return;
    const first = document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    focusPending.current = false;
    first.focus();
  });

  const focusFirstInvalid = () => {
    focusPending.current = true;
    rerender();
  };

  /** Something outside the visitor's control failed: say so, and keep every answer for another try. */
  const fail = (reason: string) => {
    console.error(`Enquiry to ${endpoint} failed: ${reason}`);
    notify.error(formCopy.failure);
    setStatus({ tone: 'error', text: formCopy.failureHint });
  };

  const send = async (payload: Output) => {
    setStatus({ tone: 'idle', text: '' });
    const result = await submitEnquiry(endpoint, { ...payload, [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '' }, keys.keyFor(payload));
    if (result.ok) {
      keys.settle();
      notify.success(formCopy.success);
      setReference(result.ref);
      setStatus({ tone: 'success', text: `${result.queued ? formCopy.queuedHint : formCopy.success} ${thankYouPage.reference}: ${result.ref}.` });
      // Explicit values: a bare reset would restore the ones a form post rendered into the fields.
      form.reset(empty, { keepDefaultValues: true });
      if (termsRef.current) termsRef.current.checked = false;
      onStored?.();
      setPopup(popupFor(payload));
    } else if (result.kind === 'fields') {
      keys.settle();
      notify.error(formCopy.fieldsHint);
      setStatus({ tone: 'error', text: formCopy.fieldsHint });
      const known = Object.entries(result.errors).filter(([name]) => document.getElementById(`${formId}-${name}`));
      for (const [name, message] of known) form.setError(name as Path<Input>, { message });
      // A focus request nothing answers would wait and later pull focus back from a field the visitor is leaving.
      if (known.length) focusFirstInvalid();
    } else {
      fail(result.message);
    }
  };

  const invalid = (errors: FieldErrors<Input>) => {
    if (isValidationUnavailable(errors)) fail('validation could not be loaded');
    else focusFirstInvalid();
  };

  /** A field's message: the live one once the scripts run, else the one the form post came back with. */
  const errorOf = (name: Path<Input>): string | undefined => {
    const live = form.formState.errors[name]?.message;
    return typeof live === 'string' ? live : posted.errors[name];
  };

  /** What a field component needs: the registration, its message, and the value a form post sent back. */
  const bind = (name: Path<Input>) => {
    const value = posted.values[name];
    return { registration: form.register(name), error: errorOf(name), defaultValue: typeof value === 'string' ? value : undefined };
  };

  return {
    form,
    posted,
    bind,
    submitting: form.formState.isSubmitting,
    formAction,
    onSubmit: (event: FormEvent<HTMLFormElement>) => form.handleSubmit(send, invalid)(event),
    status,
    popup,
    reference,
    closePopup: () => setPopup('none'),
    submitRef,
    honeypotRef,
    termsRef,
    /** The first touch of the form fetches what only a visitor who uses it needs. */
    preloadValidationAndToasts: () => {
      validation.preload();
      loadToaster().catch(() => undefined);
    },
  };
}

/** What the form's frame needs, whatever the form's fields. */
export type FormFrame = Pick<ReturnType<typeof useEnquiryForm>, 'formAction' | 'onSubmit' | 'preloadValidationAndToasts' | 'status' | 'submitRef' | 'honeypotRef' | 'posted' | 'submitting'>;
