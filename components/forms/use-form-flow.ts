'use client';

import { useEffect, useReducer, useRef, useState } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { loadToaster } from '@/components/ui/lazy-toaster';
import { isValidationUnavailable } from './lazy-resolver';
import { useSubmission } from './use-submission';

interface FormFlowOptions {
  formId: string;
  endpoint: string;
  /** The payload's field names: server field errors are shown only for these. */
  fields: readonly string[];
  setFieldError: (name: string, message: string) => void;
  reset: () => void;
  /** Starts loading the form's validation. */
  preload: () => void;
}

/** What happens around a valid submit: send, reset on success, map server field errors, open the popup. */
export function useFormFlow({ formId, endpoint, fields, setFieldError, reset, preload }: FormFlowOptions) {
  const { status, send, fail } = useSubmission(endpoint);
  const submitRef = useRef<HTMLButtonElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const [popup, setPopup] = useState<'none' | 'thanks' | 'newsletter'>('none');
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

  async function submit(payload: Record<string, unknown>, popupOnSuccess: 'thanks' | 'newsletter' = 'thanks') {
    const result = await send(payload, honeypotRef.current?.value ?? '');
    if (result.ok) {
      reset();
      if (termsRef.current) termsRef.current.checked = false;
      setPopup(popupOnSuccess);
    } else if (result.kind === 'fields') {
      const known = Object.entries(result.errors).filter(([name]) => fields.includes(name));
      for (const [name, message] of known) setFieldError(name, message);
      // A focus request nothing answers would wait and later pull focus back from a field the visitor is leaving.
      if (known.length) focusFirstInvalid();
    }
  }

  /** Focus follows the page's order, not the order fields were registered in. */
  function focusFirstInvalid() {
    focusPending.current = true;
    rerender();
  }

  function invalid(errors: FieldErrors<FieldValues>) {
    if (isValidationUnavailable(errors)) fail('validation could not be loaded');
    else focusFirstInvalid();
  }

  /** The first touch of the form fetches what only a visitor who uses it needs. */
  function engage() {
    preload();
    loadToaster().catch(() => undefined);
  }

  return { status, submit, invalid, engage, submitRef, honeypotRef, termsRef, popup, closePopup: () => setPopup('none') };
}
