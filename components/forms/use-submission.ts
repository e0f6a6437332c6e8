'use client';

import { useState } from 'react';
import { notify } from '@/components/ui/lazy-toaster';
import { formCopy } from '@/content/forms';
import { createAttemptKeys, HONEYPOT_FIELD, submitEnquiry, type SubmitResult } from '@/lib/forms/submit';

export interface FormStatus {
  tone: 'idle' | 'success' | 'error';
  text: string;
}

/** Sends one form's payload, says what happened in a toast and in the inline status, and never throws. */
export function useSubmission(endpoint: string) {
  const [keys] = useState(() => createAttemptKeys());
  const [status, setStatus] = useState<FormStatus>({ tone: 'idle', text: '' });

  /** Something outside the visitor's control failed: say so, and keep every answer for another try. */
  function fail(reason: string) {
    console.error(`Enquiry to ${endpoint} failed: ${reason}`);
    notify.error(formCopy.failure);
    setStatus({ tone: 'error', text: formCopy.failureHint });
  }

  async function send(payload: Record<string, unknown>, honeypot: string): Promise<SubmitResult> {
    setStatus({ tone: 'idle', text: '' });
    const result = await submitEnquiry(endpoint, { ...payload, [HONEYPOT_FIELD]: honeypot }, keys.keyFor(payload));
    if (result.ok) {
      keys.settle();
      notify.success(formCopy.success);
      setStatus({ tone: 'success', text: result.queued ? formCopy.queuedHint : formCopy.success });
    } else if (result.kind === 'fields') {
      keys.settle();
      notify.error(formCopy.fieldsHint);
      setStatus({ tone: 'error', text: formCopy.fieldsHint });
    } else {
      fail(result.message);
    }
    return result;
  }

  return { status, send, fail };
}
