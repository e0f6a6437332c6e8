import { insightsCopy } from '@/content/staff-insights';
import type { InsightsReport } from '@/lib/insights/report';
import { TOP_TABLES, type InsightTable } from '@/lib/staff/insights-tables';
import { Panel } from './panel';
import { TopTable } from './top-table';
import styles from './insights.module.css';

interface TopTablesProps {
  top: InsightsReport['top'];
  csv: (table: InsightTable) => string;
}

/** Pages, entry pages, referrers, UTM sources and campaigns, and devices, each in a card of its own. */
export function TopTables({ top, csv }: TopTablesProps) {
  return (
    <Panel id="insights-top" title={insightsCopy.top.title}>
      <div className={styles.grid}>
        {(Object.keys(TOP_TABLES) as (keyof typeof TOP_TABLES)[]).map((table) => (
          <TopTable key={table} name={TOP_TABLES[table]} rows={top[TOP_TABLES[table]]} csv={csv(table)} />
        ))}
      </div>
    </Panel>
  );
}
