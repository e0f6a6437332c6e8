import type { ReactNode } from 'react';
import { CsvLink } from './csv-link';
import styles from './insights.module.css';
import ui from '../ui.module.css';

interface PanelProps {
  id: string;
  title: string;
  lead?: string | undefined;
  /** The heading's level: sections are h2, the tables inside one h3. */
  level?: 2 | 3;
  /** Where the panel's table downloads as CSV. */
  csv?: string | undefined;
  children: ReactNode;
}

/** A titled card of the insights page, with its table's CSV link beside the title. */
export function Panel({ id, title, lead, level = 2, csv, children }: PanelProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={ui.panel} aria-labelledby={id}>
      <div className={styles.panelHead}>
        <Heading id={id} className={level === 2 ? ui.sectionTitle : styles.tableTitle}>
          {title}
        </Heading>
        {csv && <CsvLink href={csv} title={title} />}
      </div>
      {lead && <p className={`${ui.small} ${ui.muted} ${styles.lead}`}>{lead}</p>}
      {children}
    </section>
  );
}
