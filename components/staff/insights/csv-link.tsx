import { insightsCopy } from '@/content/staff-insights';
import styles from './insights.module.css';
import ui from '../ui.module.css';

/** A table's CSV download, named for its table so each link says where it goes. */
export function CsvLink({ href, title }: { href: string; title: string }) {
  return (
    <a href={href} className={`${ui.button} ${styles.csv}`} download title={insightsCopy.csvHint(title)}>
      {insightsCopy.csv}
      <span className="visually-hidden">: {title}</span>
    </a>
  );
}
