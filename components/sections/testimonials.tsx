import { Section } from '@/components/ui/section';
import type { Testimonial } from '@/content/types';
import styles from './testimonials.module.css';

interface TestimonialsProps {
  heading: string;
  items: readonly Testimonial[];
}

export function Testimonials({ heading, items }: TestimonialsProps) {
  return (
    <Section id="testimonials" heading={heading} tone="raised">
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.name} data-reveal="up">
            <figure className={styles.card}>
              <blockquote className={styles.quote}>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className={styles.who}>
                <strong>{item.name}</strong>
                <span>{item.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
