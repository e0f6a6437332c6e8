'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

interface NavLinkProps {
  href: string;
  className?: string | undefined;
  children: ReactNode;
}

/** A staff nav link that says which section is open: the layout above it cannot read the path. */
export function NavLink({ href, className, children }: NavLinkProps) {
  const pathname = usePathname();
  const current = pathname === href || (href !== '/staff' && pathname.startsWith(`${href}/`));
  return (
    <Link href={href} className={className} aria-current={current ? 'page' : undefined} prefetch={false}>
      {children}
    </Link>
  );
}
