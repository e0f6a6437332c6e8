import { useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import type { z } from 'zod';
import { lazyImport } from '@/lib/lazy-import';

/** A form's zod schema, fetched on the visitor's first touch so that a visitor who never uses the form never downloads zod. */
export interface LazySchema<Input, Output> {
  load: () => Promise<z.ZodType<Output, Input>>;
  /** Starts the download early, so validation is usually ready before the first blur needs it. */
  preload: () => void;
}

export function lazySchema<Input, Output>(loadSchema: () => Promise<z.ZodType<Output, Input>>): LazySchema<Input, Output> {
  const load = lazyImport(loadSchema);
  return { load, preload: () => void load().catch(() => undefined) };
}

export type FieldName<Input> = Extract<keyof Input, string>;

/** A field's live message; a name that is present has been checked here (undefined: it passed). */
export type LiveErrors<Input> = Partial<Record<FieldName<Input>, string | undefined>>;

/** An invalid form names its first field in error, in the form's order. */
export type Checked<Output> = { kind: 'valid'; data: Output } | { kind: 'invalid'; field: string | undefined } | { kind: 'unavailable'; reason: string };

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (target: unknown): target is Field => target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/** The form's answers as the schema reads them: a string per field, a list where the empty form holds a list (checkboxes). */
function readValues<Input extends Record<string, unknown>>(form: HTMLFormElement, empty: Input): Record<string, unknown> {
  const data = new FormData(form);
  return Object.fromEntries(Object.entries(empty).map(([name, blank]) => [name, Array.isArray(blank) ? data.getAll(name) : (data.get(name) ?? '')]));
}

/** The first message per field, as a visitor reads one thing at a time. */
function messagesOf(issues: z.ZodError['issues']): Map<string, string> {
  const messages = new Map<string, string>();
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (!messages.has(name)) messages.set(name, issue.message);
  }
  return messages;
}

/**
 * Validation for a form of native, uncontrolled fields: a field is checked when the visitor leaves it, then on
 * every change once it has been left or the form submitted, and every field on submit. The values are read from
 * the form itself, so text typed before the scripts arrived counts.
 */
export function useFieldChecks<Input extends Record<string, unknown>, Output>(schema: LazySchema<Input, Output>, empty: Input) {
  const [errors, setErrors] = useState<LiveErrors<Input>>({});
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);
  /** Per field, the latest check asked for: an older one that resolves later is dropped. */
  const latest = useRef(new Map<string, number>());
  /** Counts every check ever asked for, so a ticket from before a reset never matches one after it. */
  const tickets = useRef(0);
  /**
   * The field that had focus when the form was sent and reset. The dialog takes focus from it and, closing, the
   * browser hands it back and takes it again: none of that is the visitor leaving it, until they type in it again.
   */
  const heldThroughReset = useRef<Element | null>(null);

  const known = (name: string): name is FieldName<Input> => Object.hasOwn(empty, name);

  const checkField = async (form: HTMLFormElement, name: FieldName<Input>) => {
    const ticket = (tickets.current += 1);
    latest.current.set(name, ticket);
    let validator: z.ZodType<Output, Input>;
    try {
      validator = await schema.load();
    } catch {
      return; // The submit says so; a blur has nothing to add.
    }
    const result = validator.safeParse(readValues(form, empty));
    if (latest.current.get(name) !== ticket) return;
    const message = result.success ? undefined : messagesOf(result.error.issues).get(name);
    setErrors((current) => ({ ...current, [name]: message }));
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!isField(event.target) || !known(event.target.name)) return;
    if (event.target === heldThroughReset.current) return;
    touched.current.add(event.target.name);
    void checkField(event.currentTarget, event.target.name);
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    if (!isField(event.target) || !known(event.target.name)) return;
    // Typing into it starts a new answer, which its blur should check.
    if (event.target === heldThroughReset.current) heldThroughReset.current = null;
    if (submitted.current || touched.current.has(event.target.name)) void checkField(event.currentTarget, event.target.name);
  };

  /** Every field, for a submit: the payload when all pass, else each field's message shown. */
  const checkAll = async (form: HTMLFormElement): Promise<Checked<Output>> => {
    submitted.current = true;
    heldThroughReset.current = null;
    latest.current.clear();
    let validator: z.ZodType<Output, Input>;
    try {
      validator = await schema.load();
    } catch (error) {
      return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
    }
    const result = validator.safeParse(readValues(form, empty));
    const messages = result.success ? new Map<string, string>() : messagesOf(result.error.issues);
    setErrors(Object.fromEntries(Object.keys(empty).map((name) => [name, messages.get(name)])) as LiveErrors<Input>);
    return result.success ? { kind: 'valid', data: result.data } : { kind: 'invalid', field: Object.keys(empty).find((name) => messages.has(name)) };
  };

  /** Messages the server sent for fields the browser could not judge. */
  const showErrors = (messages: Record<string, string>) => setErrors((current) => ({ ...current, ...Object.fromEntries(Object.entries(messages).filter(([name]) => known(name))) }));

  /**
   * Back to the empty form: its values, no messages, nothing touched. A bare form reset would restore what a form
   * post rendered; every field counts as checked and passed, so no message a form post came back with shows again.
   */
  const reset = (form: HTMLFormElement) => {
    for (const [name, blank] of Object.entries(empty)) {
      const field = form.elements.namedItem(name);
      if (typeof blank === 'string' && field && isField(field)) field.value = blank;
    }
    touched.current.clear();
    submitted.current = false;
    latest.current.clear();
    heldThroughReset.current = isField(document.activeElement) && form.contains(document.activeElement) ? document.activeElement : null;
    setErrors(Object.fromEntries(Object.keys(empty).map((name) => [name, undefined])) as LiveErrors<Input>);
  };

  return { errors, onBlur, onChange, checkAll, showErrors, reset, known };
}
