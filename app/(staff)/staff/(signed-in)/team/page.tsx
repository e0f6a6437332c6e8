import type { Metadata } from 'next';
import { PageHeading } from '@/components/staff/page-heading';
import { TeamInvite } from '@/components/staff/team-invite';
import { teamCopy as copy } from '@/content/staff-auth';
import { enquiryRuntime } from '@/lib/enquiries/runtime';
import { requireStaff } from '@/lib/staff/guard';
import { listStaff } from '@/lib/staff/people';
import { inviteAction, removeAction, setRoleAction, signOutEverywhereAction } from './actions';
import styles from '@/components/staff/staff-auth.module.css';
import table from '@/components/staff/team.module.css';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: copy.title };

/** Admins only: who can sign in, with what role, on how many devices; invite, change, sign out, remove. */
export default async function TeamPage() {
  const me = await requireStaff('admin');
  const team = await listStaff(enquiryRuntime().store);
  return (
    <div className={ui.page}>
      <PageHeading title={copy.title} lead={copy.lead} />
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
                  {member.name} {member.id === me.id && copy.you}
                  <br />
                  <span className={styles.hint}>{member.email}</span>
                </th>
                <td>{copy.roles[member.role]}</td>
                <td>{member.passkeys}</td>
                <td>{copy.devices(member.activeSessions)}</td>
                <td>{member.banned ? copy.removed : copy.active}</td>
                <td>
                  <div className={ui.actions}>
                    {!member.banned && (
                      <form action={setRoleAction}>
                        <input type="hidden" name="userId" value={member.id} />
                        <input type="hidden" name="role" value={member.role === 'admin' ? 'viewer' : 'admin'} />
                        <button className={styles.secondary} type="submit">
                          {member.role === 'admin' ? copy.makeViewer : copy.makeAdmin}
                        </button>
                      </form>
                    )}
                    {member.activeSessions > 0 && (
                      <form action={signOutEverywhereAction}>
                        <input type="hidden" name="userId" value={member.id} />
                        <button className={styles.secondary} type="submit">
                          {copy.signOut}
                        </button>
                      </form>
                    )}
                    {!member.banned && member.id !== me.id && (
                      <form action={removeAction}>
                        <input type="hidden" name="userId" value={member.id} />
                        <button className={styles.secondary} type="submit">
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
      <section aria-labelledby="invite-heading" className={table.invite}>
        <h2 className={ui.sectionTitle} id="invite-heading">{copy.inviteHeading}</h2>
        <p className={styles.hint}>{copy.inviteLead}</p>
        <TeamInvite action={inviteAction} />
      </section>
    </div>
  );
}
