import { teamCopy as copy } from '@/content/staff-auth';
import { STAFF_ROLES } from '@/lib/staff/constants';
import type { StaffMember } from '@/lib/staff/people';
import { TeamPasskeys } from './team-passkeys';
import card from './card.module.css';
import table from './team.module.css';
import ui from './ui.module.css';

type FormAction = (form: FormData) => Promise<void>;

interface TeamTableProps {
  team: StaffMember[];
  /** The admin looking: they cannot remove themselves. */
  meId: string;
  actions: { setRole: FormAction; signOutEverywhere: FormAction; remove: FormAction; revokePasskey: FormAction };
}

/** Everyone on the team, a row each, with the changes an admin can make to them. */
export function TeamTable({ team, meId, actions }: TeamTableProps) {
  return (
    <div className={ui.tableWrap} tabIndex={0} role="region" aria-label={copy.caption}>
      <table className={`${ui.table} ${table.wide}`}>
        <caption>{copy.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.columns.person}</th>
            <th scope="col">{copy.columns.role}</th>
            <th scope="col">{copy.columns.passkeys}</th>
            <th scope="col">{copy.columns.sessions}</th>
            <th scope="col">{copy.columns.status}</th>
            <th scope="col">{copy.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {team.map((member) => (
            <tr key={member.id} data-email={member.email}>
              <th scope="row">
                {member.name} {member.id === meId && copy.you}
                <br />
                <span className={card.hint}>{member.email}</span>
              </th>
              <td>{copy.roles[member.role]}</td>
              <td>
                <TeamPasskeys passkeys={member.passkeys} revoke={actions.revokePasskey} />
              </td>
              <td>{copy.devices(member.activeSessions)}</td>
              <td>{member.banned ? copy.removed : copy.active}</td>
              <td>
                <div className={ui.actions}>
                  {!member.banned &&
                    STAFF_ROLES.filter((role) => role !== member.role).map((role) => (
                      <form key={role} action={actions.setRole}>
                        <input type="hidden" name="userId" value={member.id} />
                        <input type="hidden" name="role" value={role} />
                        <button className={ui.button} type="submit">
                          {copy.makeRole[role]}
                        </button>
                      </form>
                    ))}
                  {member.activeSessions > 0 && (
                    <form action={actions.signOutEverywhere}>
                      <input type="hidden" name="userId" value={member.id} />
                      <button className={ui.button} type="submit">
                        {copy.signOut}
                      </button>
                    </form>
                  )}
                  {!member.banned && member.id !== meId && (
                    <form action={actions.remove}>
                      <input type="hidden" name="userId" value={member.id} />
                      <button className={ui.button} type="submit">
                        {copy.remove}
                      </button>
                    </form>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
