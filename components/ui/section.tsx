import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';
import styles from './section.module.css';

interface SectionProps {
  id: string;
  eyebrow?: string | undefined;
  heading: string;
  intro?: string | undefined;
  children: ReactNode;
  /** Rendered beside the heading, e.g. a 'View all' link. */
  action?: ReactNode;
  tone?: 'plain' | 'raised' | undefined;
  /** A closing line under the section's content. */
  footnote?: string;
}

/** A page section labelled by its own heading. */
export function Section({ id, eyebrow, heading, intro, children, action, tone = 'plain', footnote }: SectionProps) {
  return (
    <section className={styles.section} data-tone={tone} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <div className={styles.head}>
          <SectionHeading id={`${id}-heading`} eyebrow={eyebrow} heading={heading} intro={intro} />
          {action ? <div className={styles.action}>{action}</div> : null}
        </div>
        {children}
        {footnote ? <p className={styles.footnote}>{footnote}</p> : null}
      </div>
    </section>
  );
}
