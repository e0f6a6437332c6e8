import { passkeyCopy, teamCopy as copy } from '@/content/staff-auth';
import type { StaffPasskey } from '@/lib/staff/people';
import { PasskeyRevoke } from './passkey-revoke';
import { TimeStamp } from './time-stamp';
import card from './card.module.css';
import ui from './ui.module.css';

interface TeamPasskeysProps {
  passkeys: StaffPasskey[];
  revoke: (form: FormData) => Promise<void>;
}

/** A team member's passkeys in their row: folded to a count, each opened with its date and a Revoke button. */
export function TeamPasskeys({ passkeys, revoke }: TeamPasskeysProps) {
  if (passkeys.length === 0) return <>{copy.noPasskeys}</>;
  return (
    <details>
      <summary>{copy.passkeyCount(passkeys.length)}</summary>
      <div className={card.stack}>
        {passkeys.map((passkey) => {
          const name = passkey.name || passkeyCopy.unnamed;
          return (
            <div key={passkey.id} className={ui.actions}>
              <span>
                {passkey.name ? <bdi>{passkey.name}</bdi> : passkeyCopy.unnamed}
                <br />
                <span className={card.hint}>
                  {passkeyCopy.added} {passkey.createdAt > 0 && <TimeStamp ms={passkey.createdAt} dayOnly />}
                </span>
              </span>
              <PasskeyRevoke passkeyId={passkey.id} name={name} action={revoke} />
            </div>
          );
        })}
      </div>
    </details>
  );
}
