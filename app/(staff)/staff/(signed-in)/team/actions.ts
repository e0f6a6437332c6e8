'use server';

import { teamCopy } from '@/content/staff-auth';
import { staffAction, staffFormAction, type FormRead } from '@/lib/staff/action';
import { readInvite, readPasskey, readPerson, readRoleChange } from '@/lib/staff/team';
import { changeRole, inviteSomeone, removeFromTeam, revokePasskeyOf, signOutEverywhereFor } from '@/lib/staff/team-commands';

// The team page's changes. Each is an admin's, checked whatever the page showed; each lands in the audit trail once
// it has happened, and never for a change that was refused.

export type TeamState = { ok: true; email: string; link: string; expiresAt: number } | { ok: false; error: string } | null;

const TEAM = '/staff/team';
/** A team form read, or the page again saying the form was not one of its own. */
const readOr = <Input>(input: Input | undefined): FormRead<Input> => (input ? { ok: true, input } : { ok: false, back: `${TEAM}?done=invalid` });
const saying = (notice: string) => `${TEAM}?done=${notice}`;

/** A link shown once to the admin who asked; never mailed, never stored but as a hash. */
export async function inviteAction(_previous: TeamState, form: FormData): Promise<TeamState> {
  return staffFormAction(
    form,
    {
      access: 'admin',
      read: (data) => readOr(readInvite(data)),
      command: inviteSomeone,
      answer: (made): TeamState => (typeof made === 'string' ? { ok: false, error: teamCopy.refusals[made] } : { ok: true, email: made.email, link: made.link, expiresAt: made.expiresAt }),
    },
    (): TeamState => ({ ok: false, error: teamCopy.invalidEmail }),
  );
}

export async function setRoleAction(form: FormData): Promise<void> {
  await staffAction(form, { access: 'admin', read: (data) => readOr(readRoleChange(data)), command: changeRole, answer: saying });
}

export async function signOutEverywhereAction(form: FormData): Promise<void> {
  await staffAction(form, { access: 'admin', read: (data) => readOr(readPerson(data)), command: signOutEverywhereFor, answer: saying });
}

export async function removeAction(form: FormData): Promise<void> {
  await staffAction(form, { access: 'admin', read: (data) => readOr(readPerson(data)), command: removeFromTeam, answer: saying });
}

/** Any member's passkey, by an admin: for a lost device, or one that should never have been registered. */
export async function revokePasskeyAction(form: FormData): Promise<void> {
  await staffAction(form, {
    access: 'admin',
    read: (data) => readOr(readPasskey(data)),
    command: (staff, input) => revokePasskeyOf(staff, input, false),
    answer: (outcome) => saying(outcome === 'revoked' ? 'passkey-revoked' : outcome),
  });
}
