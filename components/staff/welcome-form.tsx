'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { welcomeCopy as copy } from '@/content/staff-auth';
import { authClient } from './auth-client';
import card from './card.module.css';
import ui from './ui.module.css';

/**
 * Registers the invited person's passkey with the token from the link's fragment (after #: the page's own request and
 * Referer never carry it; Better Auth's client sends it once, in the registration's query string, and the server uses
 * it up there), then signs in with it. Registering does not sign in by itself, so that using up the invite never waits
 * on Better Auth's transaction (on SQLite both share one connection).
 */
export function WelcomeForm() {
  const router = useRouter();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const fragment = window.location.hash.slice(1);
    // The token is kept in memory only: the address bar, history and a shared screen lose it at once.
    history.replaceState(history.state, '', window.location.pathname);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from the address, which only the browser has
    setToken(/^[A-Za-z0-9_-]{43}$/.test(fragment) ? fragment : null);
  }, []);

  async function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim().slice(0, 60);
    setBusy(true);
    setMessage('');
    const client = authClient();
    const added = await client.passkey.addPasskey({ context: token, ...(name ? { name } : {}) });
    if (added?.error) {
      setBusy(false);
      // The server refuses a used or expired invite with 400; the browser's own refusals carry a WebAuthn code.
      const code = 'code' in added.error ? added.error.code : '';
      return setMessage(added.error.status === 400 && !code.startsWith('ERROR_') ? copy.expired : copy.failed);
    }
    setMessage(copy.done);
    const signedIn = await client.signIn.passkey();
    router.replace(signedIn.data && !signedIn.error ? '/staff' : '/staff/sign-in');
  }

  if (token === null)
    return (
      <p className={card.error} role="alert">
        {copy.missing}
      </p>
    );

  return (
    <form className={card.form} onSubmit={register}>
      <label className={ui.field}>
        <span className={ui.label}>{copy.name}</span>
        <input className={ui.input} name="name" maxLength={60} placeholder={copy.namePlaceholder} autoComplete="off" />
      </label>
      <p className={message === copy.done ? card.ok : card.error} role="status" aria-live="polite">
        {message}
      </p>
      <button className={`${ui.button} ${ui.primary}`} type="submit" disabled={busy || !token}>
        {busy ? copy.working : copy.register}
      </button>
    </form>
  );
}
