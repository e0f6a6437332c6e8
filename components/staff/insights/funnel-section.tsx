import { insightsCopy } from '@/content/staff-insights';
import type { FormFunnel } from '@/lib/insights/report';
import { FunnelTable } from './funnel-table';
import { Panel } from './panel';
import styles from './insights.module.css';
import ui from '../ui.module.css';

/** Each enquiry form's funnel, most viewed first. */
export function FunnelSection({ funnels, csv }: { funnels: FormFunnel[]; csv: string }) {
  const { forms } = insightsCopy;
  return (
    <Panel id="insights-forms" title={forms.title} lead={forms.lead} csv={csv}>
      {funnels.length === 0 ? (
        <p className={`${ui.small} ${ui.muted}`}>{forms.empty}</p>
      ) : (
        <div className={styles.stack}>
          {funnels.map((funnel) => (
            <FunnelTable key={funnel.form} funnel={funnel} />
          ))}
        </div>
      )}
    </Panel>
  );
}
