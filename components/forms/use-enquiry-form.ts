import { useActionState, useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { loadToaster, notify } from '@/components/ui/lazy-toaster';
import { formCopy, thankYouPage } from '@/content/forms';
import { createAttemptKeys, submitEnquiry } from '@/lib/forms/browser-submit';
import { initialFormState, type FormState } from '@/lib/forms/form-state';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { announceRefusal } from '@/lib/forms/page-view';
import { forms, type FormId } from '@/lib/forms/registry';
import { useFieldChecks, type FieldName, type LazySchema } from './use-field-checks';

export interface FormStatus {
  tone: 'idle' | 'success' | 'error';
  text: string;
}

export type OpenDialog = 'none' | 'thanks' | 'newsletter';

interface EnquiryFormOptions<Input extends Record<string, unknown>, Output> {
  /** Which form: its element's id, and through the registry the endpoint it posts to. */
  form: FormId;
  /** The same pipeline for a post made without JavaScript, or before it arrived. */
  action: (previous: FormState, data: FormData) => Promise<FormState>;
  validation: LazySchema<Input, Output>;
  /** Every field empty, for the reset after a stored enquiry; its keys are the fields the schema reads. */
  empty: Input;
  /** Which dialog a stored enquiry opens. */
  dialogFor?: (payload: Output) => OpenDialog;
  /** Clears what the form keeps in state (a ticked box). */
  onStored?: () => void;
}

/**
 * One enquiry form. Before the scripts arrive it is a plain HTML form posting to its server action; once they
 * have, its fields are checked as the visitor leaves them, the payload goes to the JSON API, and a toast and a
 * dialog say what happened.
 */
export function useEnquiryForm<Input extends Record<string, unknown>, Output extends Record<string, unknown>>({ form: formId, action, validation, empty, dialogFor = () => 'thanks', onStored }: EnquiryFormOptions<Input, Output>) {
  const { endpoint, page } = forms[formId];
  // The permalink is React's documented way to give the form a real action: without it the markup says action="",
  // which HTML does not allow. The post goes to the same page either way.
  const [posted, formAction] = useActionState(action, initialFormState, page);
  const checks = useFieldChecks(validation, empty);
  const [keys] = useState(() => createAttemptKeys());
  const [status, setStatus] = useState<FormStatus>(posted.message ? { tone: 'error', text: posted.message } : { tone: 'idle', text: '' });
  const [submitting, setSubmitting] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>('none');
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

  const send = async (form: HTMLFormElement, payload: Output) => {
    setStatus({ tone: 'idle', text: '' });
    const result = await submitEnquiry(endpoint, { ...payload, [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '' }, keys.keyFor(payload));
    if (result.ok) {
      keys.settle();
      notify.success(formCopy.success);
      setReference(result.ref);
      setStatus({ tone: 'success', text: `${result.queued ? formCopy.queuedHint : formCopy.success} ${thankYouPage.reference}: ${result.ref}.` });
      checks.reset(form);
      if (termsRef.current) termsRef.current.checked = false;
      onStored?.();
      setDialog(dialogFor(payload));
    } else if (result.kind === 'fields') {
      keys.settle();
      notify.error(formCopy.fieldsHint);
      setStatus({ tone: 'error', text: formCopy.fieldsHint });
      const shown = Object.fromEntries(Object.entries(result.errors).filter(([name]) => checks.known(name) && document.getElementById(`${formId}-${name}`)));
      checks.showErrors(shown);
      // A focus request nothing answers would wait and later pull focus back from a field the visitor is leaving.
      if (Object.keys(shown).length) focusFirstInvalid();
    } else {
      fail(result.message);
    }
  };

  const submit = async (form: HTMLFormElement) => {
    setSubmitting(true);
    try {
      const checked = await checks.checkAll(form);
      if (checked.kind === 'valid') await send(form, checked.data);
      else if (checked.kind === 'invalid') {
        announceRefusal(form, checked.field);
        focusFirstInvalid();
      }
      else fail(`validation could not be loaded: ${checked.reason}`);
    } finally {
      setSubmitting(false);
    }
  };

  /** A field's message: the live one once the field has been checked here, else the one a form post came back with. */
  const errorOf = (name: FieldName<Input>): string | undefined => (Object.hasOwn(checks.errors, name) ? checks.errors[name] : posted.errors[name]);

  /** What a field component needs: its name, its message, and the value a form post sent back. */
  const bind = (name: FieldName<Input>) => {
    const value = posted.values[name];
    return { name, error: errorOf(name), defaultValue: typeof value === 'string' ? value : undefined };
  };

  return {
    posted,
    bind,
    submitting,
    formAction,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      // Before any await: the browser's own post (the server action) must not run as well.
      event.preventDefault();
      if (!submitting) void submit(event.currentTarget);
    },
    onBlur: checks.onBlur,
    onChange: checks.onChange,
    status,
    dialog,
    reference,
    closeDialog: () => setDialog('none'),
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
export type FormFrame = Pick<ReturnType<typeof useEnquiryForm>, 'formAction' | 'onSubmit' | 'onBlur' | 'onChange' | 'preloadValidationAndToasts' | 'status' | 'submitRef' | 'honeypotRef' | 'posted' | 'submitting'>;
