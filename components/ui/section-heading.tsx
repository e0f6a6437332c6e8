import { SplitHeading } from '@/components/motion/split-heading';
import styles from './section-heading.module.css';

interface SectionHeadingProps {
  id?: string | undefined;
  eyebrow?: string | undefined;
  heading: string;
  intro?: string | undefined;
  level?: 2 | 3;
}

export function SectionHeading({ id, eyebrow, heading, intro, level = 2 }: SectionHeadingProps) {
  return (
    <div className={styles.root}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <SplitHeading as={level === 2 ? 'h2' : 'h3'} id={id} className={styles.heading} text={heading} />
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
