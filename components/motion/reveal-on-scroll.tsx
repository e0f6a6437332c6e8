'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { isBelowFold, prefersReducedMotion } from '@/lib/motion';

/** Arms every [data-reveal] element below the fold and lets it slide or scale in once it scrolls into view. */
export function RevealOnScroll() {
  const pathname = usePathname();

  useEffect(() => {
    if (prefersReducedMotion()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.removeAttribute('data-armed');
          observer.unobserve(entry.target);
        }
      },
      { threshold: 0.15 },
    );
    for (const element of document.querySelectorAll<HTMLElement>('main [data-reveal]')) {
      if (!isBelowFold(element)) continue;
      element.setAttribute('data-armed', '');
      observer.observe(element);
    }
    return () => {
      observer.disconnect();
      document.querySelectorAll('[data-armed]').forEach((element) => element.removeAttribute('data-armed'));
    };
  }, [pathname]);

  return null;
}
