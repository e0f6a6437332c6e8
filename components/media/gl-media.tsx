'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { prefersReducedMotion } from '@/lib/motion';

/** The specification's start delay for the deformation effect. */
export const GL_START_DELAY_MS = 2500;

/** Bends media frames with scroll velocity; loaded late and lazily, and never needed for anything to show. */
export function GlMedia() {
  const pathname = usePathname();

  useEffect(() => {
    if (prefersReducedMotion()) return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      const frames = [...document.querySelectorAll<HTMLElement>('main [data-gl-media]')];
      if (frames.length === 0) return;
      const { createScene } = await import('./gl/scene');
      if (cancelled) return;
      destroy = createScene(frames)?.destroy;
    }, GL_START_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      destroy?.();
    };
  }, [pathname]);

  return null;
}
