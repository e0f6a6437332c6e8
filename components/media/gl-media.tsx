'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { prefersReducedMotion } from '@/lib/motion';

/** How long the deformation effect waits before a scroll may set it up (docs/product.md#motion). */
export const GL_START_DELAY_MS = 2500;

/**
 * Bends media frames with scroll velocity; never needed for anything to show. It draws only while the page
 * scrolls, so it is loaded and set up on the first scroll after the start delay: a visitor who reads without
 * scrolling never pays for WebGL.
 */
export function GlMedia() {
  const pathname = usePathname();

  useEffect(() => {
    if (prefersReducedMotion()) return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    const start = async () => {
      window.removeEventListener('scroll', start);
      const frames = [...document.querySelectorAll<HTMLElement>('main [data-gl-media]')];
      if (frames.length === 0) return;
      const { createScene } = await import('./gl/scene');
      if (cancelled) return;
      destroy = createScene(frames)?.destroy;
    };
    const timer = window.setTimeout(() => window.addEventListener('scroll', start, { passive: true }), GL_START_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      window.removeEventListener('scroll', start);
      destroy?.();
    };
  }, [pathname]);

  return null;
}
