'use client';

import { getCookie, setCookie } from 'cookies-next/client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Link } from '@/components/navigation/link';
import { CONSENT_CHOSEN_EVENT, CONSENT_COOKIE, OPEN_CONSENT_EVENT, consentCopy } from '@/content/consent';
import styles from './cookie-banner.module.css';

type Choice = 'true' | 'false';

/** The staff's preview of an article, framed by the editor: never counted, and its frames show the page alone. */
const STAFF_PREVIEW = /^\/preview(\/|$)/;

/**
 * Shown until the visitor chooses; Accept and Decline weigh the same; Global Privacy Control counts as Decline. Never
 * on the staff's preview of an article, where it would cover half of the phone's frame.
 */
export function CookieBanner() {
  const preview = STAFF_PREVIEW.test(usePathname());
  const [open, setOpen] = useState(false);
  const [gpc, setGpc] = useState(false);

  useEffect(() => {
    const privacySignal = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
    const choice = getCookie(CONSENT_COOKIE.name);
    const show = () => setOpen(true);
    // Reading the browser happens after hydration; the banner is fixed, so it never shifts the page.
    queueMicrotask(() => {
      setGpc(privacySignal);
      if (choice !== 'true' && choice !== 'false') show();
    });
    window.addEventListener(OPEN_CONSENT_EVENT, show);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, show);
  }, []);

  const choose = (choice: Choice) => {
    setCookie(CONSENT_COOKIE.name, choice, { path: CONSENT_COOKIE.path, maxAge: CONSENT_COOKIE.maxAge, sameSite: 'lax', secure: window.location.protocol === 'https:' });
    // The insights script holds this page's view until now (lib/insights/hold.ts): Accept sends it, Decline drops it.
    window.dispatchEvent(new CustomEvent(CONSENT_CHOSEN_EVENT, { detail: choice }));
    setOpen(false);
  };

  if (!open || preview) return null;
  return (
    <section className={styles.banner} aria-label={consentCopy.label} data-gpc={gpc || undefined}>
      <div className={styles.text}>
        <h2 className={styles.title}>{consentCopy.title}</h2>
        <p>
          {consentCopy.body} <Link href={consentCopy.policy.href}>{consentCopy.policy.label}</Link>
        </p>
        {gpc ? <p className={styles.gpc}>{consentCopy.gpc}</p> : null}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => choose('false')}>
          {consentCopy.decline}
        </button>
        <button type="button" className={styles.button} onClick={() => choose('true')}>
          {consentCopy.accept}
        </button>
      </div>
    </section>
  );
}
