'use client';

import { OPEN_CONSENT_EVENT, consentCopy } from '@/content/consent';

/** Reopens the cookie banner from the footer. */
export function CookieSettingsButton({ className }: { className?: string | undefined }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
      {consentCopy.settings}
    </button>
  );
}
