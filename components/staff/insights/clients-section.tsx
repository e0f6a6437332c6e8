import { insightsCopy } from '@/content/staff-insights';
import type { InsightsReport } from '@/lib/insights/report';
import { TOP_TABLES, type InsightTable, type TopTableKey } from '@/lib/staff/insights-tables';
import type { TableSort } from '@/lib/staff/table-sort';
import { Panel } from './panel';
import { TopTable, type FilterHref } from './top-table';
import styles from './insights.module.css';

const SHOWN: TopTableKey[] = ['channels', 'browsers', 'systems', 'exits'];

interface ClientsSectionProps {
  filterHref?: FilterHref | undefined;
  top: InsightsReport['top'];
  csv: (table: InsightTable) => string;
  sort?: TableSort | undefined;
}

/** How visits arrived (channels), what they browsed with, and where they left, each with its mean visit length. */
export function ClientsSection({ top, csv, filterHref, sort }: ClientsSectionProps) {
  const { clients } = insightsCopy;
  return (
    <Panel id="insights-clients" title={clients.title} lead={clients.lead}>
      <div className={styles.wideGrid}>
        {SHOWN.map((table) => (
          <TopTable key={table} name={TOP_TABLES[table]} rows={top[TOP_TABLES[table]]} csv={csv(table)} filterHref={filterHref} sort={sort} duration />
        ))}
      </div>
    </Panel>
  );
}
