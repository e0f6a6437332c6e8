import type { Metadata } from 'next';
import Link from 'next/link';
import { ClientsSection } from '@/components/staff/insights/clients-section';
import { CountingNote } from '@/components/staff/insights/counting-note';
import { DailySection } from '@/components/staff/insights/daily-section';
import { FilterNote } from '@/components/staff/insights/filter-note';
import { FunnelSection } from '@/components/staff/insights/funnel-section';
import { IntentSection } from '@/components/staff/insights/intent-section';
import { LiveVisitors } from '@/components/staff/insights/live-visitors';
import { OutcomeSection } from '@/components/staff/insights/outcome-section';
import { OverviewStats } from '@/components/staff/insights/overview-stats';
import { PeriodLine } from '@/components/staff/insights/period-line';
import { RangeForm } from '@/components/staff/insights/range-form';
import { RegressionNotice } from '@/components/staff/insights/regression-notice';
import { SpeedConversion } from '@/components/staff/insights/speed-conversion';
import { SpeedSection } from '@/components/staff/insights/speed-section';
import { TopTables } from '@/components/staff/insights/top-tables';
import { PageHeading } from '@/components/staff/page-heading';
import { insightsCopy } from '@/content/staff-insights';
import { requireStaff } from '@/lib/staff/guard';
import type { SearchParams } from '@/lib/staff/inbox-filter';
import { insightsView } from '@/lib/staff/views/insights';
import styles from '@/components/staff/insights/insights.module.css';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: insightsCopy.title };

export default async function InsightsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff('leads');
  const { report, fields, error, days, today, now, filter, ignored, choices, rawDays, clearHref, withoutHref, withHref, sort, credit, creditHref, live, csv } = await insightsView(await searchParams);

  return (
    <div className={ui.page}>
      <PageHeading title={insightsCopy.title} lead={insightsCopy.lead} />
      <p className={ui.small}>
        <Link className={ui.link} href="/staff/insights/digest">
          {insightsCopy.digestLink}
        </Link>
      </p>
      {/* The first screen is the headline and its chart; the filters applied show as chips, the form follows the chart. */}
      <PeriodLine range={report.range} days={days} liveDays={report.liveDays} today={today} />
      <p className={ui.small}>
        <a className={ui.link} href="#insights-filters">
          {insightsCopy.range.jump}
        </a>
      </p>
      <FilterNote filter={filter} ignored={ignored} rawDays={rawDays} clearHref={clearHref} withoutHref={withoutHref} />
      {error && (
        <p className={ui.small} role="alert">
          <a className={ui.link} href="#insights-filters">
            {insightsCopy.range.errorJump}
          </a>
        </p>
      )}
      <div className={styles.overview}>
        <OverviewStats totals={report.totals} previous={report.previousTotals} work={report.work} previousWork={report.previousWork} csv={csv('summary')} />
        <LiveVisitors visitors={report.liveVisitors} now={now} src={live} />
      </div>
      <RegressionNotice regressions={report.regressions} />
      <DailySection days={report.days} deploys={report.deploys} csv={csv('daily')} />
      <div id="insights-filters" tabIndex={-1}>
        <RangeForm fields={fields} error={error} today={today} filter={filter} choices={choices} credit={credit} />
      </div>
      <OutcomeSection outcomes={report.outcomes} lost={report.lost} rawDays={rawDays} csv={csv('outcomes')} filterHref={withHref} sort={sort} credit={credit} creditHref={creditHref} />
      <TopTables top={report.top} csv={csv} filterHref={withHref} sort={sort} />
      <ClientsSection top={report.top} csv={csv} filterHref={withHref} sort={sort} />
      <IntentSection intents={report.intents} csv={csv('intents')} sort={sort} />
      <FunnelSection funnels={report.funnels} csv={csv('funnels')} />
      <SpeedSection speed={report.speed} worst={report.worst} deploys={report.deploys} csv={csv} sort={sort} />
      <SpeedConversion rows={report.speedConversion} csv={csv('speed-conversion')} sort={sort} />
      <CountingNote shed={report.shed} />
    </div>
  );
}
