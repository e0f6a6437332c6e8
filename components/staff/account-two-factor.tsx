'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { accountCopy as copy } from '@/content/staff-auth';
import { authClient, failureOf } from './auth-client';
import card from './card.module.css';
import ui from './ui.module.css';

interface Enrolment {
  uri: string;
  secret: string;
}

/**
 * Sets up TOTP for someone who has a password: Better Auth makes the secret after checking the password, and turns
 * two-factor on once the first code from the app is right.
 */
export function AccountTwoFactor() {
  const router = useRouter();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    const { data, error: failure } = await authClient().twoFactor.enable({ password: String(new FormData(event.currentTarget).get('password') ?? '') });
    setBusy(false);
    if (failure || !data || !('totpURI' in data)) return setError(failureOf(failure, { limited: copy.failed, failed: copy.failed }));
    setEnrolment({ uri: data.totpURI, secret: new URL(data.totpURI).searchParams.get('secret') ?? '' });
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s+/g, '');
    const { error: failure } = await authClient().twoFactor.verifyTotp({ code });
    setBusy(false);
    if (failure) return setError(failureOf(failure, { limited: copy.failed, failed: copy.failed }));
    router.refresh();
  }

  const alert = (
    <p className={card.error} role="alert">
      {error}
    </p>
  );

  if (!enrolment)
    return (
      <form className={card.form} onSubmit={start}>
        <label className={ui.field}>
          <span className={ui.label}>{copy.confirmPassword}</span>
          <input className={ui.input} name="password" type="password" autoComplete="current-password" required minLength={12} maxLength={128} />
        </label>
        {alert}
        <button className={`${ui.button} ${ui.primary}`} type="submit" disabled={busy}>
          {copy.startTwoFactor}
        </button>
      </form>
    );

  return (
    <form className={card.form} onSubmit={confirm}>
      <p className={card.hint}>{copy.secretLead}</p>
      <p>
        {copy.secretLabel}: <span className={card.secret} data-totp-secret>{enrolment.secret}</span>
      </p>
      <p>
        <a href={enrolment.uri}>{copy.openInApp}</a>
      </p>
      <p className={card.hint}>{copy.lostApp}</p>
      <label className={ui.field}>
        <span className={ui.label}>{copy.code}</span>
        <input className={ui.input} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,8}" required />
      </label>
      {alert}
      <button className={`${ui.button} ${ui.primary}`} type="submit" disabled={busy}>
        {copy.verify}
      </button>
    </form>
  );
}
