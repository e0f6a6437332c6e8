import type { Metadata } from 'next';
import { CountingNote } from '@/components/staff/insights/counting-note';
import { DailySection } from '@/components/staff/insights/daily-section';
import { LiveVisitors } from '@/components/staff/insights/live-visitors';
import { OverviewStats } from '@/components/staff/insights/overview-stats';
import { PeriodLine } from '@/components/staff/insights/period-line';
import { RangeForm } from '@/components/staff/insights/range-form';
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
  const { report, fields, error, days, today, now, csv } = await insightsView(await searchParams);

  return (
    <div className={ui.page}>
      <PageHeading title={insightsCopy.title} lead={insightsCopy.lead} />
      <RangeForm fields={fields} error={error} today={today} />
      <PeriodLine range={report.range} days={days} liveDays={report.liveDays} today={today} />
      <div className={styles.overview}>
        <LiveVisitors visitors={report.liveVisitors} now={now} />
        <OverviewStats totals={report.totals} previous={report.previousTotals} csv={csv('summary')} />
      </div>
      <DailySection days={report.days} csv={csv('daily')} />
      <TopTables top={report.top} csv={csv} />
      <SpeedSection speed={report.speed} worst={report.worst} csv={csv} />
      <CountingNote />
    </div>
  );
}
