import { company } from '@/content/company';
import styles from './contact-details.module.css';

interface ContactListProps {
  heading: string;
  headingLevel?: 'h2' | 'h3';
}

export function OfficeList({ heading, headingLevel: Heading = 'h3' }: ContactListProps) {
  return (
    <div className={styles.group}>
      <Heading className={styles.heading}>{heading}</Heading>
      <ul className={styles.offices}>
        {company.offices.map((office) => (
          <li key={office.id}>
            <strong>{office.label}</strong>
            <address>
              {office.addressLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function EmailList({ heading, headingLevel: Heading = 'h3' }: ContactListProps) {
  return (
    <div className={styles.group}>
      <Heading className={styles.heading}>{heading}</Heading>
      <ul className={styles.list}>
        {company.emails.map((email) => (
          <li key={email.id}>
            <span className={styles.label}>{email.label}</span>
            <a href={`mailto:${email.address}`}>{email.address}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PhoneList({ heading, headingLevel: Heading = 'h3' }: ContactListProps) {
  return (
    <div className={styles.group}>
      <Heading className={styles.heading}>{heading}</Heading>
      <ul className={styles.list}>
        {company.phones.map((phone) => (
          <li key={phone.id}>
            <span className={styles.label}>{phone.label}</span>
            <a href={`tel:${phone.number}`}>{phone.display}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SocialList({ heading, headingLevel: Heading = 'h3' }: ContactListProps) {
  return (
    <div className={styles.group}>
      <Heading className={styles.heading}>{heading}</Heading>
      <ul className={styles.social}>
        {company.social.map((link) => (
          <li key={link.id}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
