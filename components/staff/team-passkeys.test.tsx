import { renderToStaticMarkup } from 'react-dom/server';
import { passkeyCopy } from '@/content/staff-auth';
import type { StaffPasskey } from '@/lib/staff/people';
import { PasskeyTable } from './passkey-table';
import { TeamPasskeys } from './team-passkeys';

// A passkey's name is what its owner typed: on the Team page and the account page it is isolated in <bdi>, so a
// right-to-left override in one cannot reorder the line around it; our own "Unnamed passkey" is not.

const added = Date.UTC(2026, 10, 24, 14, 51);
const passkeys: StaffPasskey[] = [
  { id: 'pk1', userId: 'u1', name: 'Ana \u202elaptop', createdAt: added },
  { id: 'pk2', userId: 'u1', name: '', createdAt: added },
];
const revoke = async () => undefined;

describe("a passkey's name", () => {
  it('is isolated on the Team page', () => {
    const html = renderToStaticMarkup(<TeamPasskeys passkeys={passkeys} revoke={revoke} />);
    expect(html).toContain('<bdi>Ana \u202elaptop</bdi>');
    expect(html).toContain(`<span>${passkeyCopy.unnamed}<br/>`);
    expect(html).not.toContain(`<bdi>${passkeyCopy.unnamed}</bdi>`);
  });

  it('is isolated on the account page', () => {
    const html = renderToStaticMarkup(<PasskeyTable passkeys={passkeys} revoke={revoke} />);
    expect(html).toContain('<th scope="row"><bdi>Ana \u202elaptop</bdi></th>');
    expect(html).toContain(`<th scope="row">${passkeyCopy.unnamed}</th>`);
  });
});
