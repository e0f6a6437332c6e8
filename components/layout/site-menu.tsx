'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { NavLink } from '@/content/types';
import styles from './site-menu.module.css';

interface SiteMenuProps {
  mainLinks: readonly NavLink[];
  secondaryLinks: readonly NavLink[];
  labels: { open: string; close: string; menu: string; main: string; secondary: string };
}

const MENU_ID = 'site-menu';

/** The full-screen menu: its links are rendered on the server; the island owns only open and close. */
export function SiteMenu({ mainLinks, secondaryLinks, labels }: SiteMenuProps) {
  const pathname = usePathname();
  // The path the menu was opened on: navigating anywhere else closes it without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn !== null && openedOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (!open) {
      if (wasOpen.current) toggleRef.current?.focus();
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    const outside = [document.getElementById('main'), document.querySelector('footer')];
    document.body.classList.add('nav-active');
    outside.forEach((element) => element?.setAttribute('inert', ''));
    panelRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenedOn(null);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.classList.remove('nav-active');
      outside.forEach((element) => element?.removeAttribute('inert'));
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const renderLinks = (links: readonly NavLink[]) =>
    links.map((link) => (
      <li key={link.href}>
        <Link href={link.href} aria-current={link.href === pathname ? 'page' : undefined} onClick={() => setOpenedOn(null)}>
          {link.label}
        </Link>
      </li>
    ));

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={MENU_ID}
        data-open={open}
        onClick={() => setOpenedOn(open ? null : pathname)}
      >
        <span className={styles.toggleText}>{open ? labels.close : labels.open}</span>
        <span className={styles.bars} aria-hidden="true">
          <span />
          <span />
        </span>
      </button>
      <div id={MENU_ID} ref={panelRef} className={styles.panel} hidden={!open} aria-label={labels.menu} role="dialog" aria-modal="true">
        <div className={`container ${styles.grid}`}>
          <nav aria-label={labels.main}>
            <ul className={styles.main}>{renderLinks(mainLinks)}</ul>
          </nav>
          <nav aria-label={labels.secondary}>
            <ul className={styles.secondary}>{renderLinks(secondaryLinks)}</ul>
          </nav>
        </div>
      </div>
    </>
  );
}
