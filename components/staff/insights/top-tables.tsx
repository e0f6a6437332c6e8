import { insightsCopy } from '@/content/staff-insights';
import type { InsightsReport } from '@/lib/insights/report';
import { TOP_TABLES, type InsightTable, type TopTableKey } from '@/lib/staff/insights-tables';
import type { TableSort } from '@/lib/staff/table-sort';
import { Panel } from './panel';
import { TopTable, type FilterHref } from './top-table';
import styles from './insights.module.css';

/** The tables of this section; channels, clients and exits have theirs (clients-section.tsx). */
const SHOWN: TopTableKey[] = ['pages', 'entries', 'referrers', 'sources', 'campaigns', 'devices'];

interface TopTablesProps {
  filterHref?: FilterHref | undefined;
  top: InsightsReport['top'];
  csv: (table: InsightTable) => string;
  sort?: TableSort | undefined;
}

/** Pages, entry pages, referrers, UTM sources and campaigns, and devices, each in a card of its own. */
export function TopTables({ top, csv, filterHref, sort }: TopTablesProps) {
  return (
    <Panel id="insights-top" title={insightsCopy.top.title}>
      <div className={styles.grid}>
        {SHOWN.map((table) => (
          <TopTable key={table} name={TOP_TABLES[table]} rows={top[TOP_TABLES[table]]} csv={csv(table)} filterHref={filterHref} sort={sort} />
        ))}
      </div>
    </Panel>
  );
}
