import type { ReactNode } from 'react';
import { staffFieldLabels } from '@/content/staff-inbox';
import { insightsCopy } from '@/content/staff-insights';
import { FUNNEL_STEPS, type FormFunnel, type FunnelStep, type StepCounts } from '@/lib/insights/report';
import { share, whole } from './format';
import { Panel } from './panel';
import { ScrollTable } from './scroll-table';
import styles from './insights.module.css';
import ui from '../ui.module.css';

/** The step each one's share is taken of: the step before it, and for the server's answers the submitted. */
const OF: Partial<Record<FunnelStep, FunnelStep>> = { start: 'view', submit: 'start', accepted: 'submit', invalid: 'submit', spam: 'submit', limited: 'submit' };

function Steps({ label, steps }: { label: ReactNode; steps: StepCounts }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {FUNNEL_STEPS.map((step) => {
        const of = OF[step];
        return (
          <td key={step} className={`${ui.num} ${ui.nowrap}`}>
            {whole(steps[step])}
            {of && steps[of] > 0 && <span className={`${ui.muted} ${styles.share}`}> ({share(steps[step], steps[of])})</span>}
          </td>
        );
      })}
    </tr>
  );
}

const formName = (form: string) => insightsCopy.formNames[form as keyof typeof insightsCopy.formNames] ?? form;

/** One form's funnel: all its visits, then by channel and by device, and the field that most often ended a visit. */
export function FunnelTable({ funnel }: { funnel: FormFunnel }) {
  const { forms, steps, channels, devices } = insightsCopy;
  const name = formName(funnel.form);
  const caption = forms.caption(name);
  const ending = funnel.endingFields[0];
  const group = (title: string) => (
    <tr>
      <th scope="rowgroup" colSpan={FUNNEL_STEPS.length + 1} className={styles.group}>
        {title}
      </th>
    </tr>
  );
  return (
    <Panel id={`insights-form-${funnel.form}`} title={name} level={3}>
      <ScrollTable label={caption} columns={[forms.segment, ...FUNNEL_STEPS.map((step) => steps[step])]}>
        <table className={ui.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{forms.segment}</th>
              {FUNNEL_STEPS.map((step) => (
                <th key={step} scope="col" className={ui.num}>
                  {steps[step]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Steps label={forms.all} steps={funnel.steps} />
          </tbody>
          <tbody>
            {group(forms.byChannel)}
            {funnel.byChannel.map((row) => (
              <Steps key={row.key} label={row.key === '' ? insightsCopy.top.tables.channel.none : (channels[row.key as keyof typeof channels] ?? <bdi>{row.key}</bdi>)} steps={row.steps} />
            ))}
          </tbody>
          <tbody>
            {group(forms.byDevice)}
            {funnel.byDevice.map((row) => (
              <Steps key={row.key} label={devices[row.key]} steps={row.steps} />
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <p className={ui.small}>{ending ? forms.endingField(staffFieldLabels[ending.field] ?? ending.field, ending.visits) : forms.noEndingField}</p>
    </Panel>
  );
}
