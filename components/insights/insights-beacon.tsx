'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { mayCountHere } from '@/lib/insights/consent';

type Client = typeof import('@/lib/insights/client');

// One per document: the script's state outlives a navigation, and a path seen before it loads waits here.
let client: Client | 'off' | undefined;
let last: string | undefined;
const pending: string[] = [];

/**
 * The script's decision, on <html data-insights="on|held|off">: the moment a page that counts has sent its first beacon
 * or holds it until the banner is answered (lib/insights/hold.ts), or one that does not never will, which is what a
 * test of "nothing was sent" waits for.
 */
function decided(state: 'on' | 'held' | 'off') {
  document.documentElement.dataset.insights = state;
}

function load() {
  if (!mayCountHere(location.pathname)) {
    client = 'off';
    decided('off');
    return;
  }
  import('@/lib/insights/client').then(
    (module) => {
      client = module;
      decided(module.start(pending.splice(0)));
    },
    () => {
      client = 'off';
      decided('off');
    },
  );
}

/** Runs once the window's load event has fired and the browser has an idle moment (a second later without rIC). */
function afterLoadAndIdle(run: () => void) {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1000));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** Counts each page viewed; its script loads only after the page's load, when the browser is idle. */
export function InsightsBeacon() {
  const pathname = usePathname();

  useEffect(() => {
    // The same path twice in a row is an effect run again (Strict Mode), not a visit.
    if (pathname === last || client === 'off') return;
    last = pathname;
    if (client) client.pageview(pathname);
    else if (pending.push(pathname) === 1) afterLoadAndIdle(load);
  }, [pathname]);

  return null;
}
