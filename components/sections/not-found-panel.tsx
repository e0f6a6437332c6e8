import { Link } from '@/components/navigation/link';
import { ButtonLink } from '@/components/ui/button-link';
import { mainLinks, secondaryLinks } from '@/content/navigation';
import { notFoundPage } from '@/content/pages';
import styles from './not-found-panel.module.css';

export function NotFoundPanel() {
  return (
    <section className={`container ${styles.panel}`} aria-labelledby="page-title">
      <p className={styles.code} aria-hidden="true">
        {notFoundPage.code}
      </p>
      <h1 id="page-title" className={styles.title}>
        {notFoundPage.title}
      </h1>
      <p className="lead">{notFoundPage.body}</p>
      <ButtonLink href={notFoundPage.home.href}>{notFoundPage.home.label}</ButtonLink>
      <nav aria-label={notFoundPage.alternatives} className={styles.links}>
        <p>{notFoundPage.alternatives}</p>
        <ul>
          {[...mainLinks.slice(1), ...secondaryLinks].map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
