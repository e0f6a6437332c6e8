import { insightsCopy } from '@/content/staff-insights';
import { OUTCOME_DIMENSIONS, type Credit, type InsightsReport } from '@/lib/insights/report';
import type { TableSort } from '@/lib/staff/table-sort';
import { CreditChoice } from './credit-choice';
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
  /** The touch the tables credit each enquiry to, and the page crediting the other. */
  credit?: Credit;
  creditHref?: ((credit: Credit) => string) | undefined;
}

/**
 * The enquiries each channel, source, campaign and entry page brought (credited to their visits' first or last touch),
 * what became of them, and why work was lost.
 */
export function OutcomeSection({ outcomes, lost, rawDays, csv, filterHref, sort, credit = 'first', creditHref }: OutcomeSectionProps) {
  const copy = insightsCopy.outcomes;
  return (
    <Panel id="insights-outcomes" title={copy.title} lead={copy.lead(rawDays)} csv={csv}>
      {creditHref && <CreditChoice credit={credit} href={creditHref} />}
      <div className={styles.wideGrid}>
        {OUTCOME_DIMENSIONS.map((dimension) => (
          <OutcomeTable key={dimension} dimension={dimension} rows={outcomes[dimension]} filterHref={filterHref} sort={sort} credit={credit} />
        ))}
        <LostReasonsTable rows={lost} sort={sort} />
      </div>
    </Panel>
  );
}
