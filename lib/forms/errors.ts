import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** The first message per field, keyed by the payload's field name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return errors;
}
