import { insightsCopy } from '@/content/staff-insights';
import type { InsightsReport } from '@/lib/insights/report';
import type { InsightTable } from '@/lib/staff/insights-tables';
import type { TableSort } from '@/lib/staff/table-sort';
import { Panel } from './panel';
import { SpeedRoutes } from './speed-routes';
import { SpeedTrend } from './speed-trend';
import { WorstTable } from './worst-table';
import styles from './insights.module.css';

interface SpeedSectionProps {
  speed: InsightsReport['speed'];
  worst: InsightsReport['worst'];
  /** Marked on the trend's charts. */
  deploys: InsightsReport['deploys'];
  csv: (table: InsightTable) => string;
  sort?: TableSort | undefined;
}

/** Real visitors' Core Web Vitals: the site's trend, each page and device, and the elements behind the poor ones. */
export function SpeedSection({ speed, worst, deploys, csv, sort }: SpeedSectionProps) {
  return (
    <Panel id="insights-speed" title={insightsCopy.speed.title} lead={insightsCopy.speed.lead}>
      <div className={styles.stack}>
        <SpeedTrend trend={speed.trend} deploys={deploys} csv={csv('speed-trend')} />
        <SpeedRoutes routes={speed.routes} csv={csv('speed')} sort={sort} />
        <div className={styles.grid}>
          <WorstTable metric="lcp" rows={worst.lcp} csv={csv('lcp-elements')} sort={sort} />
          <WorstTable metric="inp" rows={worst.inp} csv={csv('inp-targets')} sort={sort} />
        </div>
      </div>
    </Panel>
  );
}
