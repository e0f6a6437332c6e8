import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { boundsOf, byKey, type Plan } from './days';
import { visitsWhere } from './filters';

// Clicks that mean someone wanted to get in touch, from the raw actions (kept INSIGHTS_RETENTION_DAYS).

export const INTENT_KINDS = ['tel', 'mailto', 'whatsapp', 'cta'] as const;
export type IntentKind = (typeof INTENT_KINDS)[number];

/** One page, channel or campaign: clicks of each kind, and the visits that made any. */
export interface IntentRow {
  key: string;
  clicks: Record<IntentKind, number>;
  visits: number;
}

export interface IntentReport {
  total: IntentRow;
  byPage: IntentRow[];
  byChannel: IntentRow[];
  byCampaign: IntentRow[];
}

const noClicks = (): Record<IntentKind, number> => ({ tel: 0, mailto: 0, whatsapp: 0, cta: 0 });

/** The contact intents of the range's visits, by the page they were made on, the visit's channel and its campaign. */
export async function intentReport(db: Kysely<Database>, plan: Plan): Promise<IntentReport> {
  const { from, to } = boundsOf(plan.range);
  const { rows } = await sql<{ name: string; path: string; channel: string | null; campaign: string | null; visit: number | string }>`
    select a.name, a.path, v.channel, v.utm_campaign as campaign, a.visit_id as visit
    from insight_actions a join insight_visits v on v.id = a.visit_id
    where a.kind = 'intent' and a.at >= ${from} and a.at < ${to} and ${visitsWhere(plan.filter, 'v')}`.execute(db.withoutPlugins());
  const grouped = (keyOf: (row: (typeof rows)[number]) => string) => {
    const groups = new Map<string, { row: IntentRow; visits: Set<string> }>();
    for (const click of rows) {
      if (!(INTENT_KINDS as readonly string[]).includes(click.name)) continue;
      const key = keyOf(click);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { row: { key, clicks: noClicks(), visits: 0 }, visits: new Set() }));
      group.row.clicks[click.name as IntentKind] += 1;
      group.visits.add(String(click.visit));
    }
    return [...groups.values()].map(({ row, visits }) => ({ ...row, visits: visits.size })).sort((a, b) => b.visits - a.visits || byKey(a.key, b.key));
  };
  return {
    total: grouped(() => '')[0] ?? { key: '', clicks: noClicks(), visits: 0 },
    byPage: grouped((row) => row.path),
    byChannel: grouped((row) => row.channel ?? ''),
    byCampaign: grouped((row) => row.campaign ?? ''),
  };
}
