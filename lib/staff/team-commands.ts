import 'server-only';
import { services } from '@/lib/container';
import { audit } from './audit';
import type { StaffRole } from './constants';
import type { Staff } from './guard';
import { staffAuth } from './runtime';
import { invite, remove, revokePasskey, setRole, signOutEverywhere, TeamError, type Invite, type InviteForm, type TeamRefusal } from './team';

// The team's commands, for the person acting: each makes its change and writes its audit line once it happened;
// a change the team's rules refuse (the last admin, someone unknown) is answered by its reason, with no line.

/** What `work` came to: `done`, or the team rule that refused it. */
async function refusedOr<Done>(work: () => Promise<Done>): Promise<Done | TeamRefusal> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TeamError) return error.reason;
    throw error;
  }
}

/** A one-time link for someone new, or a new device for someone on the team. */
export function inviteSomeone(staff: Staff, form: InviteForm): Promise<Invite | TeamRefusal> {
  return refusedOr(async () => {
    const made = await invite(services().store, await staffAuth(), services().config.SITE_URL, { ...form, invitedBy: staff.id });
    await audit(staff, 'invite', made.userId, { email: made.email, role: made.role });
    return made;
  });
}

export function changeRole(staff: Staff, { userId, role }: { userId: string; role: StaffRole }): Promise<'role' | TeamRefusal> {
  return refusedOr(async () => {
    await setRole(services().store, await staffAuth(), userId, role);
    await audit(staff, 'role', userId, { role });
    return 'role' as const;
  });
}

export function signOutEverywhereFor(staff: Staff, { userId }: { userId: string }): Promise<'signed-out' | TeamRefusal> {
  return refusedOr(async () => {
    await signOutEverywhere(await staffAuth(), userId);
    await audit(staff, 'revoke-sessions', userId);
    return 'signed-out' as const;
  });
}

export function removeFromTeam(staff: Staff, { userId }: { userId: string }): Promise<'removed' | TeamRefusal> {
  return refusedOr(async () => {
    await remove(services().store, await staffAuth(), userId);
    await audit(staff, 'remove-staff', userId);
    return 'removed' as const;
  });
}

/** A passkey revoked: any member's by an admin (`ownOnly` false), or the person's own, never their last. */
export function revokePasskeyOf(staff: Staff, { passkeyId }: { passkeyId: string }, ownOnly: boolean): Promise<'revoked' | TeamRefusal> {
  return refusedOr(async () => {
    const revoked = await revokePasskey(await staffAuth(), passkeyId, { actorId: staff.id, ownOnly });
    await audit(staff, 'revoke-passkey', revoked.userId, { passkeyId: revoked.passkeyId, name: revoked.name });
    return 'revoked' as const;
  });
}

/** A password beside the person's passkeys, set through Better Auth for the session these headers carry (one with none yet). */
export async function setOwnPassword(staff: Staff, newPassword: string, headers: Headers): Promise<void> {
  await (await staffAuth()).api.setPassword({ body: { newPassword }, headers });
  await audit(staff, 'set-password', staff.id);
}
