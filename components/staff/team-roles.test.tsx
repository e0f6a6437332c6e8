import { renderToStaticMarkup } from 'react-dom/server';
import { teamCopy } from '@/content/staff-auth';
import type { StaffMember } from '@/lib/staff/people';
import { TeamInvite } from './team-invite';
import { TeamTable } from './team-table';

// The Team page's role choices: the invite form offers every role with a line on what each may do, and each person's
// row offers the roles they do not have.

const noop = async () => undefined;
const member = (id: string, role: StaffMember['role']): StaffMember => ({ id, name: id, email: `${id}@quillmark.test`, role, banned: false, createdAt: 0, passkeys: [], activeSessions: 0 });
const actions = { setRole: noop, signOutEverywhere: noop, remove: noop, revokePasskey: noop };

describe('the Team page', () => {
  it('invites a viewer, an editor or an admin, each described', () => {
    const html = renderToStaticMarkup(<TeamInvite action={async () => null} />);
    expect([...html.matchAll(/<option value="(\w*)"/g)].map((match) => match[1])).toEqual(['', 'viewer', 'editor', 'admin']);
    expect(html).toContain(`<option value="editor">${teamCopy.roles.editor}</option>`);
    expect(html).toContain('aria-describedby="invite-role-help"');
    for (const role of ['viewer', 'editor', 'admin'] as const) expect(html).toContain(`${teamCopy.roles[role]}: ${teamCopy.roleDescriptions[role]}`);
  });

  it('offers each person the roles they do not have', () => {
    const html = renderToStaticMarkup(<TeamTable team={[member('ana', 'admin'), member('eve', 'editor'), member('omar', 'viewer')]} meId="ana" actions={actions} />);
    const offered = (id: string) => {
      const row = new RegExp(`<tr data-email="${id}@quillmark\\.test">(.*?)</tr>`).exec(html)?.[1] ?? '';
      return [...row.matchAll(/name="role" value="(\w+)"/g)].map((match) => match[1]);
    };
    expect(offered('ana')).toEqual(['viewer', 'editor']);
    expect(offered('eve')).toEqual(['viewer', 'admin']);
    expect(offered('omar')).toEqual(['editor', 'admin']);
    expect(html).toContain(`<td>${teamCopy.roles.editor}</td>`);
    expect(html).toContain(teamCopy.makeRole.editor);
  });
});
