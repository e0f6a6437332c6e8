'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { prefersReducedMotion, watchEntrances } from '@/lib/motion';

/** Arms every [data-reveal] element below the fold and lets it slide or scale in once it scrolls into view. */
export function RevealOnScroll() {
  const pathname = usePathname();

  useEffect(() => {
    if (prefersReducedMotion()) return;
    const disconnect = watchEntrances(document.querySelectorAll('main [data-reveal]'), {
      arm: (element) => element.setAttribute('data-armed', ''),
      enter: (element) => element.removeAttribute('data-armed'),
      threshold: 0.15,
    });
    return () => {
      disconnect();
      document.querySelectorAll('[data-armed]').forEach((element) => element.removeAttribute('data-armed'));
    };
  }, [pathname]);

  return null;
}
