import { ButtonLink } from '@/components/ui/button-link';
import styles from './cta-block.module.css';

interface CtaBlockProps {
  lines: readonly string[];
  button: string;
  href?: string;
}

/** Up to three lines: the first is the heading, the rest support it. */
export function CtaBlock({ lines, button, href = '/contact-us' }: CtaBlockProps) {
  const [heading, ...rest] = lines.slice(0, 3);
  return (
    <section className={`container ${styles.section}`} aria-labelledby="cta-heading">
      <div className={styles.panel}>
        <h2 id="cta-heading" className={styles.heading}>
          {heading}
        </h2>
        {rest.map((line) => (
          <p key={line} className={styles.line}>
            {line}
          </p>
        ))}
        <div className={styles.action}>
          <ButtonLink href={href}>{button}</ButtonLink>
        </div>
      </div>
    </section>
  );
}
