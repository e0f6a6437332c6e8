'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { WIDE_QUERY } from '@/lib/motion';

interface PreloaderControlsProps {
  animated: string;
  webm: string;
  mp4: string;
  seenKey: string;
  durationMs: number;
  skipLabel: string;
  className?: string | undefined;
  videoClassName?: string | undefined;
}

const LEAVE_MS = 900;
const root = () => document.documentElement;

/** Follows the data-intro attribute that the inline decision sets and the end of the intro removes. */
function subscribeIntro(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(root(), { attributes: true, attributeFilter: ['data-intro'] });
  return () => observer.disconnect();
}

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const finish = () => root().removeAttribute('data-intro');

/** The intro's only script: remembers it was seen, plays the motion (video wide, animated image narrow), and lets people skip it. */
export function PreloaderControls({ animated, webm, mp4, seenKey, durationMs, skipLabel, className, videoClassName }: PreloaderControlsProps) {
  const active = useSyncExternalStore(subscribeIntro, () => root().hasAttribute('data-intro'), () => false);
  const wide = useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE_QUERY).matches, () => false);
  const skipRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!active) return;
    try {
      sessionStorage.setItem(seenKey, '1');
    } catch {
      // Storage may be blocked; the intro then simply shows again next time.
    }
    skipRef.current?.focus({ preventScroll: true });
    const timer = window.setTimeout(finish, durationMs + LEAVE_MS);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
    };
  }, [active, seenKey, durationMs]);

  // Leaving the page ends the intro for good.
  useEffect(() => finish, []);

  if (!active) return null;
  return (
    <>
      {wide ? (
        <video className={videoClassName} autoPlay muted playsInline preload="auto" aria-hidden="true" tabIndex={-1}>
          <source src={webm} type="video/webm" />
          <source src={mp4} type="video/mp4" />
        </video>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- an animated WebP, which the optimiser would pass through untouched
        <img className={videoClassName} src={animated} alt="" width={480} height={300} />
      )}
      <button ref={skipRef} type="button" className={className} onClick={finish}>
        {skipLabel}
      </button>
    </>
  );
}
