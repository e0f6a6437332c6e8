'use client';

import { useEffect, useState } from 'react';

/** How often an open insights page asks for "Right now" again. */
export const LIVE_EVERY_MS = 30_000;

/** The "Right now" card's two sentences, as the server words them. */
export interface LiveSentences {
  count: string;
  asOf: string;
}

const isSentences = (body: unknown): body is LiveSentences =>
  typeof body === 'object' && body !== null && typeof (body as LiveSentences).count === 'string' && typeof (body as LiveSentences).asOf === 'string';

/**
 * The count and its time, asked of `src` every LIVE_EVERY_MS while the tab is visible and again when it comes back.
 * An answer that fails leaves the last one, whose time says how old it is. Not a live region: a figure that changes
 * every half minute is not read out unasked.
 */
export function LiveCount({ src, first, countClass, asOfClass }: { src: string; first: LiveSentences; countClass?: string | undefined; asOfClass?: string | undefined }) {
  const [live, setLive] = useState(first);
  useEffect(() => {
    let asking = false;
    const ask = () => {
      if (asking || document.visibilityState !== 'visible') return;
      asking = true;
      fetch(src, { credentials: 'same-origin', cache: 'no-store' })
        .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
        .then((body) => isSentences(body) && setLive({ count: body.count, asOf: body.asOf }))
        .catch(() => undefined)
        .finally(() => (asking = false));
    };
    const timer = window.setInterval(ask, LIVE_EVERY_MS);
    document.addEventListener('visibilitychange', ask);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', ask);
    };
  }, [src]);
  return (
    <>
      <p className={countClass}>{live.count}</p>
      <p className={asOfClass}>{live.asOf}</p>
    </>
  );
}
