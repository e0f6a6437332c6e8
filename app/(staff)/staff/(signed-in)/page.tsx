import type { Metadata } from 'next';
import { OutboxPanels } from '@/components/staff/outbox-panels';
import { PageHeading } from '@/components/staff/page-heading';
import { chartData, PerDayChart } from '@/components/staff/per-day-chart';
import { PerDayTables } from '@/components/staff/per-day-tables';
import { overviewCopy } from '@/content/staff-inbox';
import { appServices } from '@/lib/enquiries/runtime';
import { requireStaff } from '@/lib/staff/guard';
import styles from '@/components/staff/overview.module.css';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: overviewCopy.title };

const DAYS = 30;

/** The figures, read once for the request's moment. */
async function overview(now = Date.now()) {
  const { store, config } = appServices();
  const [delivery, mail, badges, perDay] = await Promise.all([store.enquiries.state(), store.mails.state(), store.inbox.badges(), store.inbox.perDay(DAYS, now)]);
  return { delivery, mail, badges, now, data: chartData(perDay, DAYS, now), upstream: config.API_BASE_URL !== '', smtp: Boolean(config.SMTP_URL) };
}

export default async function OverviewPage() {
  await requireStaff('viewer');
  const { delivery, mail, badges, now, data, upstream, smtp } = await overview();

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
