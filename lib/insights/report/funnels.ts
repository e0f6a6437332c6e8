import { sql, type Kysely } from 'kysely';
import type { Database, InsightDevice } from '@/lib/db/schema';
import { boundsOf, byKey, type Plan } from './days';
import { visitsWhere } from './filters';

// Each enquiry form from shown to the server's answer, from the raw actions (kept INSIGHTS_RETENTION_DAYS).

/** The page's steps, then the server's answers; the page's own 'invalid' and the server's are one step. */
export const FUNNEL_STEPS = ['view', 'start', 'submit', 'accepted', 'invalid', 'spam', 'limited'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** Visits that reached each step of a form (a visit counts once a step, however often it tried). */
export type StepCounts = Record<FunnelStep, number>;

export interface FormFunnel {
  form: string;
  steps: StepCounts;
  byChannel: { key: string; steps: StepCounts }[];
  byDevice: { key: InsightDevice; steps: StepCounts }[];
  /** The fields whose refusal was the last the form saw of a visit, most often first. */
  endingFields: { field: string; visits: number }[];
}

const noSteps = (): StepCounts => ({ view: 0, start: 0, submit: 0, accepted: 0, invalid: 0, spam: 0, limited: 0 });

interface FormActionRow {
  form: string;
  step: string;
  field: string | null;
  at: number | string;
  visit: number | string;
  channel: string | null;
  device: InsightDevice;
}

/** Each form's funnel over the range's visits, overall, per channel and per device, and the fields that ended visits. */
export async function funnelReport(db: Kysely<Database>, plan: Plan): Promise<FormFunnel[]> {
  const { from, to } = boundsOf(plan.range);
  const { rows } = await sql<FormActionRow>`
    select a.name as form, a.step, a.field, a.at, a.visit_id as visit, v.channel, v.device
    from insight_actions a join insight_visits v on v.id = a.visit_id
    where a.kind = 'form' and a.at >= ${from} and a.at < ${to} and ${visitsWhere(plan.filter, 'v')}
    order by a.at, a.id`.execute(db.withoutPlugins());
  const forms = new Map<string, { seen: Map<string, Set<string>>; last: Map<string, FormActionRow>; refused: Map<string, string> }>();
  for (const row of rows) {
    if (!(FUNNEL_STEPS as readonly string[]).includes(row.step)) continue;
    let form = forms.get(row.form);
    if (!form) forms.set(row.form, (form = { seen: new Map(), last: new Map(), refused: new Map() }));
    const visit = String(row.visit);
    // Step by visit: the set of steps each visit reached.
    let steps = form.seen.get(visit);
    if (!steps) form.seen.set(visit, (steps = new Set()));
    steps.add(row.step);
    form.last.set(visit, row);
    // The latest field refused, by the page's checks or the server's.
    if (row.step === 'invalid' && row.field) form.refused.set(visit, row.field);
  }
  return [...forms.entries()]
    .map(([name, { seen, last, refused }]) => {
      const overall = noSteps();
      const byChannel = new Map<string, StepCounts>();
      const byDevice = new Map<InsightDevice, StepCounts>();
      const ending = new Map<string, number>();
      for (const [visit, steps] of seen) {
        const final = last.get(visit)!;
        const channel = final.channel ?? '';
        if (!byChannel.has(channel)) byChannel.set(channel, noSteps());
        if (!byDevice.has(final.device)) byDevice.set(final.device, noSteps());
        for (const step of steps) {
          overall[step as FunnelStep] += 1;
          byChannel.get(channel)![step as FunnelStep] += 1;
          byDevice.get(final.device)![step as FunnelStep] += 1;
        }
        // A visit a refused field ended: one never accepted, whatever order its last beacons came in (a refusal and its
        // submit are sent together).
        const field = refused.get(visit);
        if (field && !steps.has('accepted')) ending.set(field, (ending.get(field) ?? 0) + 1);
      }
      const bySize = <K extends string>(map: Map<K, StepCounts>) => [...map].map(([key, steps]) => ({ key, steps })).sort((a, b) => b.steps.view + b.steps.start - (a.steps.view + a.steps.start) || byKey(a.key, b.key));
      return {
        form: name,
        steps: overall,
        byChannel: bySize(byChannel),
        byDevice: bySize(byDevice),
        endingFields: [...ending].map(([field, visits]) => ({ field, visits })).sort((a, b) => b.visits - a.visits || byKey(a.field, b.field)),
      };
    })
    .sort((a, b) => b.steps.view - a.steps.view || byKey(a.form, b.form));
}
