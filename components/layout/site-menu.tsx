'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/navigation/link';
import type { NavLink } from '@/content/types';
import { prefersReducedMotion } from '@/lib/motion';
import styles from './site-menu.module.css';

interface SiteMenuProps {
  mainLinks: readonly NavLink[];
  secondaryLinks: readonly NavLink[];
  labels: { open: string; close: string; menu: string; main: string; secondary: string };
}

const MENU_ID = 'site-menu';
/** The original menu's opening time; the links' stagger is what is left after the panel and one link (docs/product.md#menu). */
const OPEN_SECONDS = 1.5;

/** Loaded on first use, so gsap is in no page's first-load JavaScript. */
async function animateOpen(panel: HTMLElement) {
  const { gsap } = await import('gsap');
  const context = gsap.context(() => {
    const links = panel.querySelectorAll('li');
    const timeline = gsap.timeline();
    timeline.fromTo(panel, { clipPath: 'inset(0 0 100% 0)' }, { clipPath: 'inset(0 0 0% 0)', duration: 0.6, ease: 'power3.out' });
    timeline.fromTo(links, { yPercent: 110, opacity: 0 }, { yPercent: 0, opacity: 1, duration: 0.7, ease: 'power3.out', stagger: (OPEN_SECONDS - 1.3) / Math.max(1, links.length - 1) }, 0.2);
  }, panel);
  return () => context.revert();
}

/** The full-screen menu: its links are rendered on the server; the island owns only open and close. */
export function SiteMenu({ mainLinks, secondaryLinks, labels }: SiteMenuProps) {
  const pathname = usePathname();
  // The path the menu was opened on: navigating anywhere else closes it without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  // The original menu's two flags (docs/product.md#menu): `initial` once the menu has been toggled, `clicked` while it is open.
  const [initial, setInitial] = useState(false);
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
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>('a')?.focus();
    let revert: (() => void) | undefined;
    let cancelled = false;
    if (panel && !prefersReducedMotion()) {
      void animateOpen(panel).then((undo) => {
        if (cancelled) undo();
        else revert = undo;
      });
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenedOn(null);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelled = true;
      revert?.();
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
        data-initial={initial}
        data-clicked={open}
        onClick={() => {
          setInitial(true);
          setOpenedOn(open ? null : pathname);
        }}
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
