import { insightsCopy } from '@/content/staff-insights';
import { utcClock } from './format';
import styles from './insights.module.css';
import ui from '../ui.module.css';

/** Visitors seen in the last 30 minutes, as of the page's moment: a reload updates it, nothing polls. */
export function LiveVisitors({ visitors, now }: { visitors: number; now: number }) {
  const { live } = insightsCopy;
  return (
    <section className={`${ui.panel} ${styles.live}`} aria-labelledby="insights-live">
      <h2 id="insights-live" className={ui.sectionTitle}>
        {live.title}
      </h2>
      <p className={styles.liveCount}>{live.visitors(visitors)}</p>
      <p className={`${ui.small} ${ui.muted}`}>{live.asOf(utcClock(now))}</p>
    </section>
  );
}
