import 'server-only';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { StaffAccess } from './constants';
import { requireStaffAction, type Staff } from './guard';

/** A posted form read for a command: its input, or the address to send the person back to, saying why. */
export type FormRead<Input> = { ok: true; input: Input } | { ok: false; back: string };

export interface StaffActionSteps<Input, Outcome, Answer = string> {
  /** Who may: checked first, with the session and the request's origin, before anything else is read. */
  access: StaffAccess;
  /** Open to someone who must still set up two-factor sign-in: the account page's own actions. */
  account?: boolean;
  /** The posted form, read whole into the command's input: a form a client forged goes back saying so. */
  read: (form: FormData) => FormRead<Input>;
  /** The domain's command for this person: it makes the change and writes its own audit line. */
  command: (staff: Staff, input: Input) => Promise<Outcome>;
  /** Where the person goes next, saying what came of it (or, for a form that shows its own state, that state). */
  answer: (outcome: Outcome, input: Input) => Answer;
  /** The staff area's pages drawn again after a change: every badge and list (the default), or none. */
  redraw?: 'staff' | 'none';
}

/**
 * The one skeleton of a staff server action: guard → read the form → command → answer. A refused guard throws
 * StaffRefused (lib/staff/guard.ts); nothing is read from the store before it, and an action does nothing but
 * compose these steps. A form refused by its reader is answered at once, with nothing changed.
 */
async function run<Input, Outcome, Answer>(form: unknown, steps: StaffActionSteps<Input, Outcome, Answer>, refused: (back: string) => Answer): Promise<Answer> {
  const staff = await requireStaffAction(steps.access, { account: steps.account ?? false });
  const read = steps.read(form instanceof FormData ? form : new FormData());
  if (!read.ok) return refused(read.back);
  const outcome = await steps.command(staff, read.input);
  if (steps.redraw !== 'none') revalidatePath('/staff', 'layout');
  return steps.answer(outcome, read.input);
}

/** A staff action answered with a redirect: where `answer` says, or where a refused form's reader says. */
export async function staffAction<Input, Outcome>(form: unknown, steps: StaffActionSteps<Input, Outcome>): Promise<never> {
  redirect(await run(form, steps, (back) => back));
}

/** A staff action whose form shows its own state (React's useActionState): `answer`'s state, or `refused`'s for a form its reader refused. */
export function staffFormAction<Input, Outcome, State>(form: unknown, steps: StaffActionSteps<Input, Outcome, State>, refused: (back: string) => State): Promise<State> {
  return run(form, steps, refused);
}

/** The named fields of a posted form (a missing one undefined; `refs` every value of `ref`). */
export function formFields(form: FormData, ...names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, name === 'refs' ? form.getAll('ref') : (form.get(name) ?? undefined)]));
}
