import { renderToStaticMarkup } from 'react-dom/server';
import { staffArea } from '@/content/staff-auth';
import { staffShell } from '@/content/staff-inbox';
import { insightsCopy } from '@/content/staff-insights';
import type { StaffRole } from '@/lib/staff/constants';
import { StaffShell } from './staff-shell';

// The frame's menu, for each role: a section shows only to those its page lets in, so an editor is offered no
// enquiries, subscribers, insights or audit trail, and the inbox's counts are never on their page.

jest.mock('next/navigation', () => ({ usePathname: () => '/staff/articles', useRouter: () => ({ replace: () => undefined, refresh: () => undefined }) }));
// Better Auth's browser client ships only ES modules; the sign-out button's click never runs here.
jest.mock('./auth-client', () => ({ authClient: () => undefined }));

const { nav } = staffShell;
const badges = { new: 3, spam: 0, failed: 1 };

function menu(role: StaffRole, counts: typeof badges | undefined = badges) {
  const html = renderToStaticMarkup(
    <StaffShell name="Eve" role={role} badges={counts}>
      <p>Page</p>
    </StaffShell>,
  );
  const sections = [...html.matchAll(/<a [^>]*href="(\/staff[^"?]*)"[^>]*>([^<]+)<\/a>/g)].map((match) => `${match[2]} ${match[1]}`).filter((link) => !link.startsWith(`${staffArea.name} `));
  return { html, sections };
}

describe('the staff menu', () => {
  it('shows an editor the articles and the authors alone, and no counts of enquiries', () => {
    const { html, sections } = menu('editor', undefined);
    expect(sections).toEqual([`${nav.articles} /staff/articles`, `${nav.authors} /staff/authors`, `${nav.account} /staff/account`]);
    expect(html).toContain('aria-current="page"');
    expect(html).not.toContain('/staff/inbox');
  });

  it('shows a viewer the leads and the articles, with the inbox’s counts', () => {
    const { html, sections } = menu('viewer');
    expect(sections).toEqual([`${nav.overview} /staff`, `${nav.inbox} /staff/inbox`, `${nav.articles} /staff/articles`, `${nav.subscribers} /staff/subscribers`, `${insightsCopy.nav} /staff/insights`, `${nav.account} /staff/account`]);
    expect(html).toContain(staffShell.badges.new(3));
    expect(html).toContain(staffShell.badges.failed(1));
    expect(html).not.toContain(staffShell.badges.spam(0));
  });

  it('shows an admin every section', () => {
    expect(menu('admin').sections).toEqual([
      `${nav.overview} /staff`,
      `${nav.inbox} /staff/inbox`,
      `${nav.articles} /staff/articles`,
      `${nav.authors} /staff/authors`,
      `${nav.subscribers} /staff/subscribers`,
      `${insightsCopy.nav} /staff/insights`,
      `${nav.team} /staff/team`,
      `${nav.audit} /staff/audit`,
      `${nav.account} /staff/account`,
    ]);
  });
});
