import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { OutboxPanels } from '@/components/staff/outbox-panels';
import { PageHeading } from '@/components/staff/page-heading';
import { chartData, PerDayChart } from '@/components/staff/per-day-chart';
import { PerDayTables } from '@/components/staff/per-day-tables';
import { overviewCopy } from '@/content/staff-inbox';
import { may } from '@/lib/staff/constants';
import { requireStaff } from '@/lib/staff/guard';
import { overviewView } from '@/lib/staff/views/overview';
import styles from '@/components/staff/overview.module.css';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: overviewCopy.title };

export default async function OverviewPage() {
  const staff = await requireStaff('staff');
  // An editor's home is the articles: the overview's figures are enquiries.
  if (!may(staff.role, 'leads')) redirect('/staff/articles');
  const { delivery, mail, badges, perDay, span, now, upstream, smtp } = await overviewView();
  const data = chartData(perDay, span, now);

  return (
    <div className={ui.page}>
      <PageHeading title={overviewCopy.title} />
      <OutboxPanels delivery={delivery} mail={mail} badges={badges} upstream={upstream} smtp={smtp} now={now} />
      <section className={ui.panel} aria-labelledby="overview-chart">
        <h2 id="overview-chart" className={ui.sectionTitle}>
          {overviewCopy.chart.title}
        </h2>
        <div className={styles.chartPanel}>
          <PerDayChart data={data} />
          <PerDayTables data={data} />
        </div>
      </section>
    </div>
  );
}
