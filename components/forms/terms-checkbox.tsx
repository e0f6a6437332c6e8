import type { RefObject } from 'react';
import { Link } from '@/components/navigation/link';
import { formCopy } from '@/content/forms';
import styles from './form.module.css';

/** Shown on the enquiry forms and never sent: the payload has no terms field. */
export function TermsCheckbox({ id, inputRef }: { id: string; inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div className={`${styles.check} ${styles.wide}`}>
      <input ref={inputRef} id={id} type="checkbox" />
      <label htmlFor={id}>
        {formCopy.terms.before} <Link href={formCopy.terms.href}>{formCopy.terms.link}</Link>
      </label>
    </div>
  );
}
