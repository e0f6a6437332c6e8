import { Section } from '@/components/ui/section';
import type { TextSection } from '@/content/types';
import styles from './text-block.module.css';

interface TextBlockProps {
  id: string;
  section: TextSection & { points?: readonly string[] };
  eyebrow?: string;
  tone?: 'plain' | 'raised';
}

export function TextBlock({ id, section, eyebrow, tone }: TextBlockProps) {
  return (
    <Section id={id} eyebrow={eyebrow} heading={section.heading} tone={tone}>
      <div className={styles.grid}>
        <div className={styles.prose}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {section.points?.length ? (
          <ul className={styles.points}>
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </Section>
  );
}
