'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch'>;

/**
 * Next's Link, prefetching its route when a visitor reaches for it rather than when it scrolls into view.
 * By default every link on screen fetches its route's payload, styles and scripts, and the page parses them
 * while the visitor is still reading (Lighthouse on a mid-range phone: up to 0.5 s of blocked main thread on
 * /services, none of it needed). Pointing at, touching or tabbing to the link switches Next's own prefetching
 * on (the pattern of Next's prefetching guide); the 100-300 ms before the click is enough for a prerendered page.
 * A full prefetch (`true`, not Next's automatic one): the pages that list articles are rendered per request, and for
 * those the automatic prefetch fetches nothing without a loading boundary; for a prerendered page the two are the same.
 */
export function Link({ onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
