import { passkeyCopy as copy } from '@/content/staff-auth';
import type { StaffPasskey } from '@/lib/staff/people';
import { PasskeyRevoke } from './passkey-revoke';
import { TimeStamp } from './time-stamp';
import ui from './ui.module.css';

interface PasskeyTableProps {
  passkeys: StaffPasskey[];
  revoke: (form: FormData) => Promise<void>;
}

/** Someone's own passkeys on the account page: each with when it was added, and a Revoke button. */
export function PasskeyTable({ passkeys, revoke }: PasskeyTableProps) {
  return (
    <div className={ui.tableWrap} tabIndex={0} role="region" aria-label={copy.caption}>
      <table className={ui.table}>
        <caption>{copy.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.columns.name}</th>
            <th scope="col">{copy.columns.added}</th>
            <th scope="col">{copy.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {passkeys.map((passkey) => (
            <tr key={passkey.id}>
              <th scope="row">{passkey.name ? <bdi>{passkey.name}</bdi> : copy.unnamed}</th>
              <td className={ui.nowrap}>{passkey.createdAt > 0 && <TimeStamp ms={passkey.createdAt} dayOnly />}</td>
              <td>
                <PasskeyRevoke passkeyId={passkey.id} name={passkey.name || copy.unnamed} action={revoke} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
