/**
 * What a plain form post answers when it cannot go on to the thank-you page: the values as sent, a message per
 * field, a form-level message, and the key for the next attempt. Shared by the server action and the form.
 */
export interface FormState {
  values: Record<string, string | string[]>;
  errors: Record<string, string>;
  message?: string;
  /** The idempotency key rendered into the form for its next post; empty on the prerendered page. */
  key: string;
}

export const initialFormState: FormState = { values: {}, errors: {}, key: '' };

