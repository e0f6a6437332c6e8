'use client';

import { useRef, useState } from 'react';
import { useSubmission } from './use-submission';

interface FormFlowOptions {
  formId: string;
  endpoint: string;
  /** The payload's field names: server field errors are shown only for these. */
  fields: readonly string[];
  setFieldError: (name: string, message: string) => void;
  reset: () => void;
}

/** What happens around a valid submit: send, reset on success, map server field errors, open the popup. */
export function useFormFlow({ formId, endpoint, fields, setFieldError, reset }: FormFlowOptions) {
  const { status, send } = useSubmission(endpoint);
  const submitRef = useRef<HTMLButtonElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const [popup, setPopup] = useState<'none' | 'thanks' | 'newsletter'>('none');

  async function submit(payload: Record<string, unknown>, popupOnSuccess: 'thanks' | 'newsletter' = 'thanks') {
    const result = await send(payload, honeypotRef.current?.value ?? '');
    if (result.ok) {
      reset();
      if (termsRef.current) termsRef.current.checked = false;
      setPopup(popupOnSuccess);
    } else if (result.kind === 'fields') {
      for (const [name, message] of Object.entries(result.errors)) if (fields.includes(name)) setFieldError(name, message);
      focusFirstInvalid();
    }
  }

  /** Focus follows the page's order, not the order fields were registered in. */
  function focusFirstInvalid() {
    setTimeout(() => document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  }

  return { status, submit, focusFirstInvalid, submitRef, honeypotRef, termsRef, popup, closePopup: () => setPopup('none') };
}
