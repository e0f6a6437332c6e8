'use client';

import { useEffect, useRef, useState } from 'react';
import { WIDE_QUERY } from '@/lib/motion';

interface PreloaderControlsProps {
  webm: string;
  mp4: string;
  seenKey: string;
  durationMs: number;
  skipLabel: string;
  className?: string;
  videoClassName?: string;
}

const LEAVE_MS = 900;

/** The intro's only script: remembers it was seen, plays the video on wide screens, and lets people skip it. */
export function PreloaderControls({ webm, mp4, seenKey, durationMs, skipLabel, className, videoClassName }: PreloaderControlsProps) {
  const [active, setActive] = useState(false);
  const [wide, setWide] = useState(false);
  const skipRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const root = document.documentElement;
    if (!root.hasAttribute('data-intro')) return;
    setActive(true);
    setWide(window.matchMedia(WIDE_QUERY).matches);
    try {
      sessionStorage.setItem(seenKey, '1');
    } catch {
      // Storage may be blocked; the intro then simply shows again next time.
    }
    const finish = () => root.removeAttribute('data-intro');
    const timer = window.setTimeout(finish, durationMs + LEAVE_MS);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
      finish();
    };
  }, [seenKey, durationMs]);

  useEffect(() => {
    if (active) skipRef.current?.focus({ preventScroll: true });
  }, [active]);

  if (!active) return null;
  return (
    <>
      {wide ? (
        <video className={videoClassName} autoPlay muted playsInline preload="auto" aria-hidden="true" tabIndex={-1}>
          <source src={webm} type="video/webm" />
          <source src={mp4} type="video/mp4" />
        </video>
      ) : null}
      <button ref={skipRef} type="button" className={className} onClick={() => document.documentElement.removeAttribute('data-intro')}>
        {skipLabel}
      </button>
    </>
  );
}
