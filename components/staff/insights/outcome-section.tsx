import { insightsCopy } from '@/content/staff-insights';
import { OUTCOME_DIMENSIONS, type InsightsReport } from '@/lib/insights/report';
import type { TableSort } from '@/lib/staff/table-sort';
import { LostReasonsTable, OutcomeTable } from './outcome-table';
import { Panel } from './panel';
import type { FilterHref } from './top-table';
import styles from './insights.module.css';

interface OutcomeSectionProps {
  filterHref?: FilterHref | undefined;
  outcomes: InsightsReport['outcomes'];
  lost: InsightsReport['lost'];
  /** How long the raw visits are kept: the lead says why a row may have enquiries and no visits. */
  rawDays: number;
  csv: string;
  sort?: TableSort | undefined;
}

/** The enquiries each channel, source, campaign and entry page brought, what became of them, and why work was lost. */
export function OutcomeSection({ outcomes, lost, rawDays, csv, filterHref, sort }: OutcomeSectionProps) {
  const copy = insightsCopy.outcomes;
  return (
    <Panel id="insights-outcomes" title={copy.title} lead={copy.lead(rawDays)} csv={csv}>
      <div className={styles.wideGrid}>
        {OUTCOME_DIMENSIONS.map((dimension) => (
          <OutcomeTable key={dimension} dimension={dimension} rows={outcomes[dimension]} filterHref={filterHref} sort={sort} />
        ))}
        <LostReasonsTable rows={lost} sort={sort} />
      </div>
    </Panel>
  );
}
