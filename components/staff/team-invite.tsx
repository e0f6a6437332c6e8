'use client';

import { useActionState } from 'react';
import type { TeamState } from '@/app/(staff)/staff/(signed-in)/team/actions';
import { teamCopy as copy } from '@/content/staff-auth';
import { STAFF_ROLES } from '@/lib/staff/constants';
import card from './card.module.css';
import ui from './ui.module.css';

interface TeamInviteProps {
  action: (state: TeamState, form: FormData) => Promise<TeamState>;
}

/** The invite form; the link it makes is shown here once, to be copied and sent by the admin. */
export function TeamInvite({ action }: TeamInviteProps) {
  const [state, submit, pending] = useActionState(action, null);
  return (
    <form className={card.form} action={submit}>
      <label className={ui.field}>
        <span className={ui.label}>{copy.email}</span>
        <input className={ui.input} name="email" type="email" required maxLength={254} autoComplete="off" />
      </label>
      <label className={ui.field}>
        <span className={ui.label}>{copy.name}</span>
        <input className={ui.input} name="name" maxLength={80} autoComplete="off" />
      </label>
      <div className={ui.field}>
        <label htmlFor="invite-role" className={ui.label}>{copy.role}</label>
        <select id="invite-role" name="role" className={ui.input} defaultValue="" aria-describedby="invite-role-help">
          <option value="">{copy.keepRole}</option>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {copy.roles[role]}
            </option>
          ))}
        </select>
        <ul id="invite-role-help" className={card.hint}>
          {STAFF_ROLES.map((role) => (
            <li key={role}>
              {copy.roles[role]}: {copy.roleDescriptions[role]}
            </li>
          ))}
        </ul>
      </div>
      <button className={`${ui.button} ${ui.primary}`} type="submit" disabled={pending}>
        {copy.invite}
      </button>
      <div role="status" aria-live="polite">
        {state?.ok === true && (
          <>
            <p className={card.ok}>{copy.inviteReady(state.email)}</p>
            <p className={card.secret} data-invite-link>
              {state.link}
            </p>
            <p className={card.hint}>
              {copy.expires} <time dateTime={new Date(state.expiresAt).toISOString()}>{new Date(state.expiresAt).toUTCString()}</time>
            </p>
          </>
        )}
        {state?.ok === false && <p className={card.error}>{state.error}</p>}
      </div>
    </form>
  );
}
