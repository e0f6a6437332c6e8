import { insightsCopy } from '@/content/staff-insights';
import type { ShedTotal } from '@/lib/insights/report';
import styles from './insights.module.css';
import ui from '../ui.module.css';

/** What the numbers mean: UTC days, live today, visitors summed per day, who is not counted, what was shed. */
export function CountingNote({ shed }: { shed: ShedTotal }) {
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
        <li id="insights-shed">{note.shed(shed.beacons, shed.days)}</li>
      </ul>
    </section>
  );
}
