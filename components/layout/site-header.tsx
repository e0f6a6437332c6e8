import { Link } from '@/components/navigation/link';
import { mainLinks, secondaryLinks, shellCopy } from '@/content/navigation';
import { Logo } from './logo';
import { SiteMenu } from './site-menu';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {shellCopy.skipLink}
      </a>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo} aria-label={shellCopy.homeLabel}>
          <Logo />
        </Link>
        <SiteMenu
          mainLinks={mainLinks}
          secondaryLinks={secondaryLinks}
          labels={{
            open: shellCopy.menuOpen,
            close: shellCopy.menuClose,
            menu: shellCopy.menuLabel,
            main: shellCopy.mainNavLabel,
            secondary: shellCopy.secondaryNavLabel,
          }}
        />
      </div>
    </header>
  );
}
