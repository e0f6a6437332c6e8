import 'server-only';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { StaffAccess } from './constants';
import { requireStaffAction, type Staff } from './guard';

/** A posted form read for a command: its input, or the address to send the person back to, saying why. */
export type FormRead<Input> = { ok: true; input: Input } | { ok: false; back: string };

export interface StaffActionSteps<Input, Outcome> {
  /** Who may: checked first, with the session and the request's origin, before anything else is read. */
  access: StaffAccess;
  /** The posted form, read whole into the command's input: a form a client forged goes back saying so. */
  read: (form: FormData) => FormRead<Input>;
  /** The domain's command for this person: it makes the change and writes its own audit line. */
  command: (staff: Staff, input: Input) => Promise<Outcome>;
  /** Where the person goes next, saying what came of it. */
  answer: (outcome: Outcome, input: Input) => string;
}

/**
 * The one skeleton of a staff server action: guard → read the form → command → answer (a redirect). A refused guard
 * throws StaffRefused (lib/staff/guard.ts); nothing is read from the store before it, and an action does nothing
 * but compose these steps. Every badge and list of the staff area is drawn again after a change.
 */
export async function staffAction<Input, Outcome>(form: unknown, steps: StaffActionSteps<Input, Outcome>): Promise<never> {
  const staff = await requireStaffAction(steps.access);
  const read = steps.read(form instanceof FormData ? form : new FormData());
  if (!read.ok) redirect(read.back);
  const outcome = await steps.command(staff, read.input);
  revalidatePath('/staff', 'layout');
  redirect(steps.answer(outcome, read.input));
}

/** The named fields of a posted form (a missing one undefined; `refs` every value of `ref`). */
export function formFields(form: FormData, ...names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, name === 'refs' ? form.getAll('ref') : (form.get(name) ?? undefined)]));
}
