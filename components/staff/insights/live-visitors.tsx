import { insightsCopy } from '@/content/staff-insights';
import { utcClock } from './format';
import { LiveCount, type LiveSentences } from './live-count';
import styles from './insights.module.css';
import ui from '../ui.module.css';

/** What the card says: how many, and as of when (the page and app/api/staff/insights/live say it alike). */
export function liveSentences(visitors: number, now: number): LiveSentences {
  return { count: insightsCopy.live.visitors(visitors), asOf: insightsCopy.live.asOf(utcClock(now)) };
}

/** Visitors seen in the last 30 minutes, as of the page's moment, then asked again while the page is open. */
export function LiveVisitors({ visitors, now, src }: { visitors: number; now: number; src: string }) {
  return (
    <section className={`${ui.panel} ${styles.live}`} aria-labelledby="insights-live">
      <h2 id="insights-live" className={ui.sectionTitle}>
        {insightsCopy.live.title}
      </h2>
      <LiveCount src={src} first={liveSentences(visitors, now)} countClass={styles.liveCount} asOfClass={`${ui.small} ${ui.muted}`} />
    </section>
  );
}
