'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { signInCopy as copy } from '@/content/staff-auth';
import { authClient, failureOf } from './auth-client';
import card from './card.module.css';
import ui from './ui.module.css';

type Step = 'choose' | 'code';

/** A passkey first; a password only for those who set one, and then always with their authenticator's code. */
export function SignInForm() {
  const [step, setStep] = useState<Step>('choose');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const router = useRouter();
  const finish = () => router.replace('/staff');

  async function withPasskey() {
    setBusy(true);
    setError('');
    const { data, error: failure } = await authClient().signIn.passkey();
    setBusy(false);
    if (data && !failure) finish();
    else setError(failureOf(failure, copy));
  }

  async function withPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    const { data, error: failure } = await authClient().signIn.email({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
    setBusy(false);
    if (failure || !data) return setError(failureOf(failure, copy));
    if ('twoFactorRedirect' in data && data.twoFactorRedirect) return setStep('code');
    // A password without an authenticator app: the guard sends them to set one up before anything else.
    finish();
  }

  async function withCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s+/g, '');
    setBusy(true);
    setError('');
    const { error: failure } = await authClient().twoFactor.verifyTotp({ code });
    setBusy(false);
    if (failure) setError(failureOf(failure, copy));
    else finish();
  }

  const alert = (
    <p className={card.error} role="alert" aria-live="assertive">
      {error}
    </p>
  );

  if (step === 'code')
    return (
      <form className={card.form} onSubmit={withCode}>
        <h2 className={card.heading}>{copy.codeHeading}</h2>
        <p className={card.hint}>{copy.codeLead}</p>
        <label className={ui.field}>
          <span className={ui.label}>{copy.code}</span>
          <input className={ui.input} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,8}" required autoFocus />
        </label>
        {alert}
        <button className={`${ui.button} ${ui.primary}`} type="submit" disabled={busy}>
          {copy.submitCode}
        </button>
      </form>
    );

  return (
    <div className={card.stack}>
      <button className={`${ui.button} ${ui.primary}`} type="button" onClick={withPasskey} disabled={busy} aria-describedby="sign-in-status">
        {busy ? copy.working : copy.passkey}
      </button>
      <div id="sign-in-status">{alert}</div>
      <details className={card.details}>
        <summary>{copy.passwordHeading}</summary>
        <form className={card.form} onSubmit={withPassword}>
          <p className={card.hint}>{copy.passwordHint}</p>
          <label className={ui.field}>
            <span className={ui.label}>{copy.email}</span>
            <input className={ui.input} name="email" type="email" autoComplete="username" required maxLength={254} />
          </label>
          <label className={ui.field}>
            <span className={ui.label}>{copy.password}</span>
            <input className={ui.input} name="password" type="password" autoComplete="current-password" required minLength={12} maxLength={128} />
          </label>
          <button className={ui.button} type="submit" disabled={busy}>
            {copy.submitPassword}
          </button>
        </form>
      </details>
      <p className={card.hint}>{copy.noAccess}</p>
    </div>
  );
}
