import type { ReactNode } from 'react';
import { Link } from '@/components/navigation/link';
import styles from './button-link.module.css';

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'ghost';
  /** Names the destination for screen readers when the visible label repeats ("Visit now"). */
  label?: string;
}

/** A link styled as a button; external links open in a new tab and say so. */
export function ButtonLink({ href, children, variant = 'primary', label }: ButtonLinkProps) {
  const className = `${styles.button} ${styles[variant]}`;
  if (/^https?:\/\//.test(href)) {
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer" aria-label={label ? `${label} (opens in a new tab)` : undefined}>
        {children}
        <span aria-hidden="true" className={styles.arrow}>↗</span>
      </a>
    );
  }
  return (
    <Link className={className} href={href} aria-label={label}>
      {children}
      <span aria-hidden="true" className={styles.arrow}>→</span>
    </Link>
  );
}
