import type { Store } from '@/lib/db/store';
import { openStore } from '@/lib/db/test-stores';
import { AUDIT_PAGE_SIZE, auditHref, auditView } from './audit';

// The trail's address as the page reads it: anything that is not an action, a reference or a page is dropped, and a
// page past the end shows the last one.

let mockStore: Store | undefined;
jest.mock('@/lib/container', () => ({ services: () => ({ store: mockStore }) }));

const REF = 'QM-20261125-7K3F9D';

/** A store whose trail holds `views` views of REF and one sign-in. */
async function trail(views: number): Promise<Store> {
  const store = await openStore('SQLite');
  mockStore = store;
  const entry = { actorId: 'u1', actorEmail: 'ana@quillmark.test', subject: REF, ip: '127.0.0.1' };
  for (let index = 0; index < views; index += 1) await store.audit.append({ ...entry, action: 'view-enquiry' }, 1_000 + index);
  await store.audit.append({ ...entry, action: 'sign-in', subject: null }, 5_000);
  return store;
}

describe('the audit view', () => {
  it('narrows the trail to a known action and a well-formed reference', async () => {
    await trail(2);
    const view = await auditView({ action: 'view-enquiry', subject: REF });
    expect(view).toMatchObject({ action: 'view-enquiry', subject: REF, page: 1, pages: 1 });
    expect(view.rows.map((row) => row.action)).toEqual(['view-enquiry', 'view-enquiry']);
  });

  it('drops an unknown action, a malformed reference and a page that is not a number', async () => {
    await trail(2);
    const view = await auditView(new URLSearchParams({ action: 'drop-table', subject: `${REF}'--`, page: 'two' }));
    expect(view).toMatchObject({ action: undefined, subject: undefined, page: 1, pages: 1 });
    expect(view.rows).toHaveLength(3);
  });

  it('shows the last page for a page past the end', async () => {
    await trail(AUDIT_PAGE_SIZE);
    const view = await auditView({ page: '7' });
    expect(view).toMatchObject({ page: 2, pages: 2 });
    // Oldest last: the first view is alone on the second page.
    expect(view.rows.map((row) => row.at)).toEqual([1_000]);
  });

  it('writes its address back without the defaults', () => {
    expect(auditHref(undefined, undefined, 1)).toBe('/staff/audit');
    expect(auditHref('view-enquiry', REF, 3)).toBe(`/staff/audit?action=view-enquiry&subject=${REF}&page=3`);
  });
});
