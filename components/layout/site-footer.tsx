import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { Link } from '@/components/navigation/link';
import { EmailList, OfficeList, PhoneList, SocialList } from '@/components/sections/contact-details';
import { company } from '@/content/company';
import { footerCopy, footerLegalLinks, footerQuickLinks } from '@/content/navigation';
import styles from './site-footer.module.css';

interface SiteFooterProps {
  /** The about page shows only the blurb and the social links. */
  variant?: 'full' | 'compact';
}

export function SiteFooter({ variant = 'full' }: SiteFooterProps) {
  return (
    <footer className={styles.footer} data-variant={variant}>
      <div className="container">
        {variant === 'full' ? (
          <div className={styles.grid}>
            <nav aria-label={footerCopy.quickLinksHeading} className={styles.quick}>
              <h2 className={styles.heading}>{footerCopy.quickLinksHeading}</h2>
              <ul>
                {footerQuickLinks.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.offices}>
              <OfficeList heading={footerCopy.officesHeading} headingLevel="h2" />
            </div>
            <EmailList heading={footerCopy.emailsHeading} headingLevel="h2" />
            <PhoneList heading={footerCopy.phonesHeading} headingLevel="h2" />
            <SocialList heading={footerCopy.socialHeading} headingLevel="h2" />
          </div>
        ) : (
          <div className={styles.compact}>
            <p className={styles.blurb}>{company.blurb}</p>
            <SocialList heading={footerCopy.socialHeading} headingLevel="h2" />
          </div>
        )}
        <div className={styles.bottom}>
          <p>
            © {new Date().getFullYear()} {company.legalName}. {footerCopy.rights}
          </p>
          <ul className={styles.legal}>
            {footerLegalLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            <li>
              <CookieSettingsButton className={styles.settings} />
            </li>
          </ul>
          <a className={styles.top} href="#top">
            {footerCopy.top} <span aria-hidden="true">↑</span>
          </a>
        </div>
      </div>
    </footer>
  );
}
