import type { ReactNode } from 'react';
import { Link } from '@/components/navigation/link';
import type { FormIntro } from '@/content/types';
import styles from './enquiry-slot.module.css';

interface EnquirySlotProps {
  id: string;
  intro: FormIntro;
  /** The form island. */
  children: ReactNode;
  terms?: { label: string; href: string };
}

/** The section that holds an enquiry form, with its heading and intro. */
export function EnquirySlot({ id, intro, children, terms }: EnquirySlotProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-heading`}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.head}>
          <h2 id={`${id}-heading`} className={styles.heading}>
            {intro.heading}
          </h2>
          <p className={styles.intro}>{intro.intro}</p>
          {terms ? (
            <p>
              <Link className={styles.terms} href={terms.href}>
                {terms.label}
              </Link>
            </p>
          ) : null}
        </div>
        <div className={styles.panel}>{children}</div>
      </div>
    </section>
  );
}
