import { sql, type Insertable, type Transaction } from 'kysely';
import { VISIT_GAP_MS } from '@/lib/analytics/measures';
import type { Database, InsightActionsTable, InsightDevice, InsightEventsTable, InsightVisitsTable, VisitSource } from '@/lib/db/schema';
import { dayOf } from './insight-salts';
import { noteTouch, touchOf, writeTouches, type Touch } from './last-touch';

// How one batch of page views and vitals becomes visits and events, in the transaction the repository (insights.ts) opens.

/** Rows per multi-row insert or update: far below SQLite's and PostgreSQL's parameter limits. */
const INSERT_ROWS = 400;
/** Keys per `in (...)` lookup. */
const LOOKUP_KEYS = 500;

interface HitBase {
  visitor: string;
  /** When the route accepted it, ms. */
  at: number;
  view: string;
  /** A route of the site or NOT_FOUND_PATH: bucketed before it gets here. */
  path: string;
  device: InsightDevice;
}

/** What a page view says of where it came from (a visit's first touch, or a later one) and what it was read on. */
export interface VisitOrigin extends VisitSource {
  channel: string;
  browser: string;
  os: string;
}

export interface PageviewHit extends HitBase {
  kind: 'pageview';
  source: VisitOrigin;
}

export type VitalsValues = Pick<InsightEventsTable, 'lcp' | 'inp' | 'cls' | 'fcp' | 'ttfb' | 'lcpElement' | 'inpTarget' | 'inpPhases' | 'build'>;

export interface VitalsHit extends HitBase, VitalsValues {
  kind: 'vitals';
}

/** A contact intent or a form's step (lib/db/schema.ts's InsightActionsTable), joined to its page view's visit. */
export interface ActionHit extends HitBase {
  kind: 'action';
  action: Pick<InsightActionsTable, 'kind' | 'name' | 'step' | 'field'>;
}

/** One accepted beacon, as the writer (lib/insights/ingest.ts) hands it over. */
export type InsightHit = PageviewHit | VitalsHit | ActionHit;

export interface Recorded {
  pageviews: number;
  vitals: number;
  /** Vitals not counted: their page view was not found, or its vitals were already counted (one set a page view). */
  dropped: number;
  /** Intents and form steps kept; one whose page view was not found is dropped. */
  actions: number;
}

/** What the writer remembers between batches: each visitor's latest visit, each page view's visit. Hints only. */
export interface Memory {
  open: Map<string, { id: number; lastAt: number }>;
  views: Map<string, number>;
}

/** A visit as one batch sees it: found (id known) or started by the batch (id once inserted). */
export interface VisitState {
  id: number | undefined;
  visitor: string;
  lastAt: number;
  exitPath: string;
  /** Page views this batch adds to a visit that was already stored. */
  added: number;
  /** The batch's latest touch of a visit that was already stored (last-touch.ts). */
  touch?: Touch;
  /** The whole row, for a visit this batch starts. */
  fresh?: Insertable<InsightVisitsTable>;
}

/** What a batch wrote, and what the writer may remember once it is committed. */
export interface Written {
  result: Recorded;
  states: VisitState[];
  views: Map<string, VisitState>;
}

/** A stored visit as a batch starts from: only what extending it needs (the rest stays in its row). */
const known = (id: number, visitor: string, lastAt: number): VisitState => ({ id, visitor, lastAt, exitPath: '', added: 0 });

/** A new event row waiting for its visit's id. */
interface PendingEvent {
  visit: VisitState | number;
  row: Omit<Insertable<InsightEventsTable>, 'visitId'>;
}

const viewKey = (visitor: string, view: string) => `${visitor} ${view}`;
const isOpen = (lastAt: number, at: number) => at - lastAt <= VISIT_GAP_MS;

export const chunks = <T>(items: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Writes a batch: each page view extends its visitor's open visit or starts one; each vitals beacon joins the visit
 * of its page view, once: a beacon with no page view of that visitor, or for a page view whose vitals are counted
 * (in this batch, or stored: the unique index insight_events_vitals_view), is dropped.
 */
export async function writeBatch(trx: Transaction<Database>, hits: readonly InsightHit[], memory: Memory): Promise<Written> {
  const current = await openVisits(trx, hits, memory);
  const views = new Map<string, VisitState>();
  const events: PendingEvent[] = [];
  const touched = new Set<VisitState>();
  const fresh: VisitState[] = [];

  for (const hit of hits) {
    if (hit.kind !== 'pageview') continue;
    let state = current.get(hit.visitor);
    if (state && isOpen(state.lastAt, hit.at)) {
      if (state.fresh) {
        state.fresh.pages = Number(state.fresh.pages) + 1;
      } else {
        state.added += 1;
        touched.add(state);
      }
      if (hit.at >= state.lastAt) {
        state.lastAt = hit.at;
        state.exitPath = hit.path;
      }
      noteTouch(state, hit.source, hit.at);
    } else {
      state = { id: undefined, visitor: hit.visitor, lastAt: hit.at, exitPath: hit.path, added: 0 };
      // Its first touch is its last, until another comes.
      state.fresh = { day: dayOf(hit.at), visitor: hit.visitor, startedAt: hit.at, lastAt: hit.at, entryPath: hit.path, exitPath: hit.path, pages: 1, device: hit.device, ...hit.source, ...touchOf(hit.source, hit.at) };
      current.set(hit.visitor, state);
      fresh.push(state);
    }
    views.set(viewKey(hit.visitor, hit.view), state);
    events.push({ visit: state, row: { at: hit.at, kind: 'pageview', view: hit.view, path: hit.path, device: hit.device } });
  }

  const vitals = hits.filter((hit): hit is VitalsHit => hit.kind === 'vitals');
  const actions = hits.filter((hit): hit is ActionHit => hit.kind === 'action');
  const unseen = [...vitals, ...actions].filter((hit) => !views.has(viewKey(hit.visitor, hit.view)) && !memory.views.has(viewKey(hit.visitor, hit.view)));
  const stored = await storedViews(trx, unseen);
  const visitOf = (hit: HitBase) => {
    const key = viewKey(hit.visitor, hit.view);
    return views.get(key) ?? memory.views.get(key) ?? stored.get(key);
  };
  const measured = new Set<string>();
  for (const hit of vitals) {
    const { visitor, at, view, path, device, kind, ...values } = hit;
    const visit = visitOf(hit);
    if (visit === undefined || measured.has(view)) continue;
    measured.add(view);
    events.push({ visit, row: { at, kind, view, path, device, ...values } });
  }
  const done: { visit: VisitState | number; row: Omit<Insertable<InsightActionsTable>, 'visitId'> }[] = [];
  for (const hit of actions) {
    const visit = visitOf(hit);
    if (visit !== undefined) done.push({ visit, row: { at: hit.at, view: hit.view, path: hit.path, ...hit.action } });
  }

  for (const batch of chunks(fresh, INSERT_ROWS)) {
    const rows = await trx
      .insertInto('insightVisits')
      .values(batch.map((state) => ({ ...state.fresh!, lastAt: state.lastAt, exitPath: state.exitPath })))
      .returning(['id', 'visitor', 'startedAt'])
      .execute();
    // Matched by visitor and start, not by order: neither database promises RETURNING's order.
    const byStart = new Map(batch.map((state) => [`${state.visitor} ${state.fresh!.startedAt}`, state]));
    for (const row of rows) byStart.get(`${row.visitor} ${Number(row.startedAt)}`)!.id = Number(row.id);
  }
  // One statement for every visit the batch extends: a statement through Kysely costs far more than SQLite's work.
  // The list of ids lets SQLite look each visit up by its key rather than scan every visit for the values' rows;
  // in key order, so two hosts extending the same visits on PostgreSQL lock them in one order.
  for (const batch of chunks([...touched].sort((a, b) => a.id! - b.id!), INSERT_ROWS)) {
    const rows = batch.map((state) => sql`(cast(${state.id!} as bigint), cast(${state.added} as integer), cast(${state.lastAt} as bigint), cast(${state.exitPath} as text))`);
    await sql`update insight_visits set
        pages = insight_visits.pages + seen.column2,
        exit_path = case when insight_visits.last_at <= seen.column3 then seen.column4 else insight_visits.exit_path end,
        last_at = case when insight_visits.last_at < seen.column3 then seen.column3 else insight_visits.last_at end
      from (values ${sql.join(rows)}) as seen
      where insight_visits.id = seen.column1 and insight_visits.id in (${sql.join(batch.map((state) => state.id!))})`.execute(trx);
  }
  await writeTouches(trx, [...touched].flatMap((state) => (state.touch ? [{ id: state.id!, touch: state.touch }] : [])));
  // A page view's vitals already stored (sent again, by this host or another) are let go by the unique index.
  let inserted = 0;
  for (const batch of chunks(events, INSERT_ROWS)) {
    const { numInsertedOrUpdatedRows } = await trx
      .insertInto('insightEvents')
      .values(batch.map(({ visit, row }) => ({ ...row, visitId: typeof visit === 'number' ? visit : visit.id! })))
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    inserted += Number(numInsertedOrUpdatedRows ?? 0);
  }

  for (const batch of chunks(done, INSERT_ROWS)) {
    await trx
      .insertInto('insightActions')
      .values(batch.map(({ visit, row }) => ({ ...row, visitId: typeof visit === 'number' ? visit : visit.id! })))
      .execute();
  }

  const pageviews = events.length - measured.size;
  const counted = inserted - pageviews;
  return { result: { pageviews, vitals: counted, dropped: vitals.length - counted, actions: done.length }, states: [...current.values()], views };
}

/** Each visitor's latest visit that may still be open for this batch: remembered, else looked up. */
async function openVisits(trx: Transaction<Database>, hits: readonly InsightHit[], memory: Memory): Promise<Map<string, VisitState>> {
  const current = new Map<string, VisitState>();
  const earliest = new Map<string, number>();
  for (const hit of hits) {
    const remembered = memory.open.get(hit.visitor);
    if (remembered && isOpen(remembered.lastAt, hit.at)) {
      if (!current.has(hit.visitor)) current.set(hit.visitor, known(remembered.id, hit.visitor, remembered.lastAt));
    } else if (!earliest.has(hit.visitor) || hit.at < earliest.get(hit.visitor)!) {
      earliest.set(hit.visitor, hit.at);
    }
  }
  const unknown = [...earliest.keys()].filter((visitor) => !current.has(visitor));
  for (const visitors of chunks(unknown, LOOKUP_KEYS)) {
    const since = Math.min(...visitors.map((visitor) => earliest.get(visitor)!)) - VISIT_GAP_MS;
    const rows = await trx.selectFrom('insightVisits').select(['id', 'visitor', 'lastAt']).where('visitor', 'in', visitors).where('lastAt', '>=', since).execute();
    for (const row of rows) {
      const found = current.get(row.visitor);
      const lastAt = Number(row.lastAt);
      if (!found || lastAt > found.lastAt) current.set(row.visitor, known(Number(row.id), row.visitor, lastAt));
    }
  }
  return current;
}

/**
 * The visits of page views this process does not remember, found by view id among their visitor's visits. The kind
 * is checked here, not in SQL: SQLite, without statistics, would rather walk the kind index over every page view.
 */
async function storedViews(trx: Transaction<Database>, vitals: readonly HitBase[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const batch of chunks(vitals, LOOKUP_KEYS)) {
    const rows = await trx
      .selectFrom('insightEvents')
      .innerJoin('insightVisits', 'insightVisits.id', 'insightEvents.visitId')
      .select(['insightVisits.visitor', 'insightEvents.view', 'insightEvents.visitId', 'insightEvents.kind'])
      .where('insightVisits.visitor', 'in', [...new Set(batch.map((hit) => hit.visitor))])
      .where('insightEvents.view', 'in', [...new Set(batch.map((hit) => hit.view))])
      .execute();
    for (const row of rows) if (row.kind === 'pageview') found.set(viewKey(row.visitor, row.view), Number(row.visitId));
  }
  return found;
}
