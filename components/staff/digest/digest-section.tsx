import { staffDigestCopy as copy } from '@/content/staff-digest';
import type { DigestSection as Section } from '@/lib/insights/digest';
import styles from './digest.module.css';
import ui from '../ui.module.css';

interface DigestSectionProps {
  section: Section;
}

/** One part of the digest as a card: its lines in a table of what, this week, and the change against the week before. */
export function DigestSection({ section }: DigestSectionProps) {
  const id = `digest-${section.id}`;
  return (
    <section className={`${ui.panel} ${styles.section}`} aria-labelledby={id}>
      <h2 id={id} className={ui.sectionTitle}>
        {section.title}
      </h2>
      <p className={`${ui.small} ${ui.muted}`}>{section.lead}</p>
      {section.lines.length === 0 ? (
        <p className={ui.small}>{section.empty}</p>
      ) : (
        <table className={`${ui.table} ${styles.table}`}>
          <caption className={styles.caption}>{copy.caption(section.title)}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.columns.what}</th>
              <th scope="col" className={ui.num}>
                {copy.columns.value}
              </th>
              {/* The best channels and campaigns say this week's detail in the last column, not a change. */}
              <th scope="col">{section.id === 'channels' || section.id === 'campaigns' ? copy.columns.detail : copy.columns.change}</th>
            </tr>
          </thead>
          <tbody>
            {section.lines.map((line, index) => (
              <tr key={index}>
                <th scope="row" className={`${styles.label} ${ui.wrap}`}>
                  <bdi>{line.label}</bdi>
                </th>
                <td className={`${ui.num} ${styles.value}`}>
                  <bdi>{line.value}</bdi>
                </td>
                <td className={ui[line.tone]}>{line.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
