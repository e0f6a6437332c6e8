'use client';

import { useActionState } from 'react';
import type { TeamState } from '@/app/(staff)/staff/(signed-in)/team/actions';
import { teamCopy as copy } from '@/content/staff-auth';
import styles from './staff-auth.module.css';

interface TeamInviteProps {
  action: (state: TeamState, form: FormData) => Promise<TeamState>;
}

/** The invite form; the link it makes is shown here once, to be copied and sent by the admin. */
export function TeamInvite({ action }: TeamInviteProps) {
  const [state, submit, pending] = useActionState(action, null);
  return (
    <form className={styles.form} action={submit}>
      <label className={styles.field}>
        <span>{copy.email}</span>
        <input name="email" type="email" required maxLength={254} autoComplete="off" />
      </label>
      <label className={styles.field}>
        <span>{copy.name}</span>
        <input name="name" maxLength={80} autoComplete="off" />
      </label>
      <div className={styles.field}>
        <label htmlFor="invite-role">{copy.role}</label>
        <select id="invite-role" name="role" defaultValue="">
          <option value="">{copy.keepRole}</option>
          <option value="viewer">{copy.roles.viewer}</option>
          <option value="admin">{copy.roles.admin}</option>
        </select>
      </div>
      <button className={styles.primary} type="submit" disabled={pending}>
        {copy.invite}
      </button>
      <div role="status" aria-live="polite">
        {state?.ok === true && (
          <>
            <p className={styles.ok}>{copy.inviteReady(state.email)}</p>
            <p className={styles.secret} data-invite-link>
              {state.link}
            </p>
            <p className={styles.hint}>
              {copy.expires} <time dateTime={new Date(state.expiresAt).toISOString()}>{new Date(state.expiresAt).toUTCString()}</time>
            </p>
          </>
        )}
        {state?.ok === false && <p className={styles.error}>{state.error}</p>}
      </div>
    </form>
  );
}
