import { insightsCopy } from '@/content/staff-insights';
import { DEPLOY_THRESHOLDS, type Regression } from '@/lib/insights/report';
import { dayAndClock, duration, percent } from './format';
import styles from './insights.module.css';
import ui from '../ui.module.css';

/** One regression in words: what got worse after which deploy, from what to what, over how many loads or visits. */
function sentence(regression: Regression): string {
  const { regressions, metrics } = insightsCopy;
  const when = dayAndClock(regression.firstAt);
  if (regression.kind === 'speed') {
    const { build, metric, path, before, after, samplesBefore, samplesAfter } = regression;
    return regressions.speed(build, when, metrics[metric], path, duration(before), duration(after), samplesBefore, samplesAfter);
  }
  return regressions.conversion(regression.build, when, percent(regression.before), percent(regression.after), regression.visitsBefore, regression.visitsAfter);
}

/** The regressions after the period's deploys, in a box of their own; nothing at all when there are none. */
export function RegressionNotice({ regressions }: { regressions: Regression[] }) {
  if (regressions.length === 0) return null;
  const copy = insightsCopy.regressions;
  return (
    <section className={`${ui.panel} ${styles.notice}`} aria-labelledby="insights-regressions">
      <h2 id="insights-regressions" className={ui.sectionTitle}>
        {copy.title}
      </h2>
      <p className={`${ui.small} ${ui.muted} ${styles.lead}`}>{copy.lead(DEPLOY_THRESHOLDS)}</p>
      <ul className={styles.note}>
        {regressions.map((regression) => {
          const text = sentence(regression);
          return <li key={text}>{text}</li>;
        })}
      </ul>
    </section>
  );
}
