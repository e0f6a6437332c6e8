import { readFileSync } from 'node:fs';
import path from 'node:path';
import { may, STAFF_ROLES, type StaffAccess } from './constants';
import { ENTRY_ACCESS } from './entry-access';

// The docs' tables of who may do what, held to the guards' own: each role's access (`may`) in docs/STAFF.md, and who
// opens each address in docs/STAFF.md and docs/INSIGHTS.md, from the access its entry point asks for. A page added,
// or an access changed, fails here until the docs say so.

const docs = path.join(__dirname, '..', '..', 'docs');
const read = (name: string) => readFileSync(path.join(docs, name), 'utf8');
const ACCESSES: StaffAccess[] = ['staff', 'leads', 'articles', 'admin'];

/** The body rows of each Markdown table whose header row is `header`, as trimmed cells; indented tables included. */
function tableRows(markdown: string, header: string[]): string[][] {
  const cells = (line: string) => line.trim().replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim());
  const lines = markdown.split('\n');
  return lines.flatMap((line, index) => {
    if (cells(line).join('|') !== header.join('|')) return [];
    const rows: string[][] = [];
    for (let next = index + 2; lines[next]?.trim().startsWith('|'); next += 1) rows.push(cells(lines[next]!));
    return rows;
  });
}

/** The entry point an address opens: a staff page's file under (signed-in), or a route handler's GET. */
function entryOf(address: string): string {
  if (address.startsWith('/api/')) return `${address.slice(1)}/route.ts#GET`;
  const rest = address.replace(/^\/staff\/?/, '');
  return `${rest === '' ? '' : `${rest}/`}page.tsx`;
}

/** A role table's disagreements with `may`: each row is `| role | access, … | … |`, and every role has one. */
function roleProblems(markdown: string): string[] {
  const rows = tableRows(markdown, ['Role', 'Access', 'What they do']);
  const problems = rows.flatMap(([role = '', access = '']) => {
    const granted = ACCESSES.filter((each) => (STAFF_ROLES as readonly string[]).includes(role) && may(role as (typeof STAFF_ROLES)[number], each));
    return access.split(/,\s*/).join(', ') === granted.join(', ') ? [] : [`${role}: the docs say "${access}", the guards "${granted.join(', ')}"`];
  });
  const missing = STAFF_ROLES.filter((role) => !rows.some(([name]) => name === role)).map((role) => `${role}: no row`);
  return [...problems, ...missing];
}

/**
 * An address table's disagreements with ENTRY_ACCESS: each row is `` | `address` | role, … (a note) | ``, the roles in
 * STAFF_ROLES' order; with `everyPage`, each staff page must have its row.
 */
function addressProblems(markdown: string, everyPage = false): string[] {
  const rows = tableRows(markdown, ['Address', 'Opens for']);
  const named = new Set<string>();
  const problems = rows.flatMap(([address = '', opens = '']) => {
    const entry = entryOf(address.replace(/^`|`$/g, ''));
    named.add(entry);
    const access = ENTRY_ACCESS[entry];
    if (access === undefined) return [`${address}: no entry point ${entry} in ENTRY_ACCESS`];
    const said = (opens.split('(')[0] ?? '').trim();
    const roles = STAFF_ROLES.filter((role) => may(role, access)).join(', ');
    return said === roles ? [] : [`${address}: the docs say "${said}", the guards "${roles}" (${access})`];
  });
  const pages = Object.keys(ENTRY_ACCESS).filter((entry) => /(^|\/)page\.tsx$/.test(entry));
  const missing = everyPage ? pages.filter((page) => !named.has(page)).map((page) => `${page}: no row`) : [];
  return [...problems, ...missing];
}

describe("the docs' tables of who may do what", () => {
  const staff = read('STAFF.md');
  const insights = read('INSIGHTS.md');

  it("STAFF.md's roles have the access `may` gives them", () => {
    expect(tableRows(staff, ['Role', 'Access', 'What they do'])).toHaveLength(STAFF_ROLES.length);
    expect(roleProblems(staff)).toEqual([]);
  });

  it('STAFF.md says who opens every staff page, as its guard does', () => {
    expect(addressProblems(staff, true)).toEqual([]);
  });

  it('INSIGHTS.md says who opens the insights, as their guards do', () => {
    expect(tableRows(insights, ['Address', 'Opens for']).length).toBeGreaterThanOrEqual(3);
    expect(addressProblems(insights)).toEqual([]);
  });

  it('fails on a planted mismatch: a role given more, an address opened wider, a page left out', () => {
    expect(roleProblems(staff.replace('| viewer | staff, leads |', '| viewer | staff, leads, articles |'))).toEqual([
      'viewer: the docs say "staff, leads, articles", the guards "staff, leads"',
    ]);
    expect(addressProblems(insights.replace('| `/staff/insights` | viewer, admin |', '| `/staff/insights` | viewer, editor, admin |'))).toEqual([
      '`/staff/insights`: the docs say "viewer, editor, admin", the guards "viewer, admin" (leads)',
    ]);
    expect(addressProblems(staff.replace(/^ {2}\| `\/staff\/audit` \|.*\n/m, ''), true)).toEqual(['audit/page.tsx: no row']);
    expect(addressProblems(staff.replace('| `/staff/team` |', '| `/staff/teams` |'), true)).toEqual(['`/staff/teams`: no entry point teams/page.tsx in ENTRY_ACCESS', 'team/page.tsx: no row']);
  });
});
