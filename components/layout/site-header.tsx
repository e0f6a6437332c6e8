import Link from 'next/link';
import { mainLinks, secondaryLinks, shellCopy } from '@/content/navigation';
import { company } from '@/content/company';
import { mediaUrl } from '@/lib/media';
import { SiteMenu } from './site-menu';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header} id="top">
      <a className={styles.skip} href="#main">
        {shellCopy.skipLink}
      </a>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo} aria-label={shellCopy.homeLabel}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG from the media host needs no optimiser */}
          <img src={mediaUrl('brand/logo.svg')} alt={company.name} width={144} height={32} />
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
