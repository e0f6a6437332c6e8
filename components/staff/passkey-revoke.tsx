import { passkeyCopy as copy } from '@/content/staff-auth';
import ui from './ui.module.css';

interface PasskeyRevokeProps {
  passkeyId: string;
  name: string;
  action: (form: FormData) => Promise<void>;
}

/** One passkey's Revoke button, named for the passkey so that a list of them reads apart. */
export function PasskeyRevoke({ passkeyId, name, action }: PasskeyRevokeProps) {
  return (
    <form action={action}>
      <input type="hidden" name="passkeyId" value={passkeyId} />
      <button className={ui.button} type="submit" aria-label={copy.revokeLabel(name)}>
        {copy.revoke}
      </button>
    </form>
  );
}
