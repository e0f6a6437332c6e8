import { insightsCopy } from '@/content/staff-insights';
import styles from './insights.module.css';
import ui from '../ui.module.css';

/** What the numbers mean: UTC days, live today, visitors summed per day, who is not counted. */
export function CountingNote() {
  const { note } = insightsCopy;
  return (
    <section id="insights-note" className={ui.panel} aria-labelledby="insights-note-title">
      <h2 id="insights-note-title" className={ui.sectionTitle}>
        {note.title}
      </h2>
      <ul className={styles.note}>
        {note.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
