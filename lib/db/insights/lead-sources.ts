import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { VISIT_GAP_MS } from '@/lib/analytics/measures';
import type { Database, LeadSourcesTable } from '@/lib/db/schema';
import { dayOf } from './insight-salts';

type Queryable = Kysely<Database> | Transaction<Database>;

export type LeadKind = LeadSourcesTable['kind'];
/** Where one enquiry or sign-up came from, as it was copied from its visit. */
export type LeadSource = Selectable<LeadSourcesTable>;

/** The pages of a visit shown beside its enquiry: the way in, not the whole of a long visit. */
const PATH_SHOWN = 50;

/**
 * What an enquiry or sign-up is attributed to: the page view it was sent from, when the form named one; else the visitor
 * key of the day of whoever sent it.
 */
export interface NewLead {
  ref: string;
  kind: LeadKind;
  visitor: string;
  view?: string | undefined;
  now: number;
}

/** How a lead found its visit: by the page view its form named, or by its sender's key (a post without the script). */
export type LeadMatch = 'view' | 'key';

/** The server's answers to an enquiry form, as its funnel counts them. */
export const FORM_ANSWERS = ['accepted', 'invalid', 'spam', 'limited'] as const;
export type FormAnswerStep = (typeof FORM_ANSWERS)[number];

export interface FormAnswer {
  /** The sender's visitor key, when it could be made. */
  visitor?: string | undefined;
  view?: string | undefined;
  /** The form's id (lib/forms/registry.ts). */
  form: string;
  answer: FormAnswerStep;
  /** The first field a refused enquiry's errors name. */
  field?: string | undefined;
  now: number;
}

/** The most values a filter's list offers. */
const MAX_CHOICES = 200;

/**
 * The visit each enquiry or newsletter sign-up came in, copied when it is stored (so it outlives the visit's own
 * retention) and erased with the enquiry.
 */
export class LeadSources {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ready: () => Promise<void>,
  ) {}

  /**
   * Copies the visit of this key into lead_sources and counts the lead on the visit; false when the key has no visit.
   * In a transaction it runs under a savepoint, so a failure throws and leaves the caller's transaction as it was.
   */
  async record(into: Queryable, lead: NewLead): Promise<boolean> {
    if (!into.isTransaction) {
      await this.ready();
      return into.transaction().execute((trx) => copyVisit(trx, lead));
    }
    await sql`savepoint lead_source`.execute(into);
    try {
      const found = await copyVisit(into, lead);
      await sql`release savepoint lead_source`.execute(into);
      return found;
    } catch (error) {
      await sql`rollback to savepoint lead_source`.execute(into);
      await sql`release savepoint lead_source`.execute(into);
      throw error;
    }
  }

  async sourceOf(ref: string): Promise<LeadSource | undefined> {
    await this.ready();
    return this.db.selectFrom('leadSources').selectAll().where('ref', '=', ref).executeTakeFirst();
  }

  /**
   * The pages its visit showed up to the lead, oldest first, at most `limit` (the first ones: how they came in): what
   * "pages seen before it" counted. Undefined once the visit is no longer kept (INSIGHTS_RAW_DAYS), or for a lead
   * joined to none; the count stays on the lead.
   */
  async pathBefore(ref: string, limit = PATH_SHOWN): Promise<{ at: number; path: string }[] | undefined> {
    await this.ready();
    const lead = await this.db.selectFrom('leadSources').select(['visitId', 'createdAt']).where('ref', '=', ref).executeTakeFirst();
    if (!lead || lead.visitId === null) return undefined;
    const rows = await this.db
      .selectFrom('insightEvents')
      .select(['at', 'path'])
      .where('visitId', '=', lead.visitId)
      .where('kind', '=', 'pageview')
      .where('at', '<=', lead.createdAt)
      .orderBy('at')
      .orderBy('id')
      .limit(limit)
      .execute();
    if (rows.length > 0) return rows.map((row) => ({ at: Number(row.at), path: row.path }));
    // No page view kept: the visit itself was swept with them, or it never had one to show.
    const visit = await this.db.selectFrom('insightVisits').select('id').where('id', '=', lead.visitId).executeTakeFirst();
    return visit ? [] : undefined;
  }

  /**
   * Notes the server's answer to an enquiry form on the visit of the page view it was sent from (else its sender's
   * key's), as a step of the form's funnel; false when no visit is found. Never holds up or fails the enquiry: the
   * pipeline calls it once answered and logs a failure.
   */
  async noteAnswer({ visitor, view, form, answer, field, now }: FormAnswer): Promise<boolean> {
    await this.ready();
    const byView = view === undefined ? undefined : await this.db
      .selectFrom('insightEvents')
      .select(['visitId', 'path'])
      .where('view', '=', view)
      .where('kind', '=', 'pageview')
      .limit(1)
      .executeTakeFirst();
    const byKey = byView || visitor === undefined ? undefined : await visitOfKey(this.db, visitor, now);
    const visitId = byView?.visitId ?? byKey?.id;
    if (visitId === undefined) return false;
    await this.db
      .insertInto('insightActions')
      .values({ at: now, visitId, view: view ?? '', path: byView?.path ?? byKey!.exitPath, kind: 'form', name: form, step: answer, field: field ?? null })
      .execute();
    return true;
  }

  /** The UTM sources and campaigns any lead has, A to Z: what the inbox's filters offer. */
  async choices(): Promise<{ sources: string[]; campaigns: string[] }> {
    await this.ready();
    const distinct = async (column: 'utmSource' | 'utmCampaign') =>
      (await this.db.selectFrom('leadSources').select(column).distinct().where(column, 'is not', null).orderBy(column).limit(MAX_CHOICES).execute()).map((row) => row[column]!);
    const [sources, campaigns] = await Promise.all([distinct('utmSource'), distinct('utmCampaign')]);
    return { sources, campaigns };
  }
}

/**
 * The visit of the page view the form named: its id lived only in the memory of the page it was sent from, so nobody
 * else can claim it (a neighbour sharing the key could only start a visit of their own).
 */
function visitOfView(into: Queryable, view: string) {
  return into
    .selectFrom('insightEvents')
    .innerJoin('insightVisits', 'insightVisits.id', 'insightEvents.visitId')
    .selectAll('insightVisits')
    .where('insightEvents.view', '=', view)
    .where('insightEvents.kind', '=', 'pageview')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The key's visit: its latest within the last 30 minutes, else its latest of the day. The latest row of the two sets
 * together is that one, since any row later than a recent one is recent too.
 */
function visitOfKey(into: Queryable, visitor: string, now: number) {
  return into
    .selectFrom('insightVisits')
    .selectAll()
    .where('visitor', '=', visitor)
    .where((eb) => eb.or([eb('lastAt', '>=', now - VISIT_GAP_MS), eb('day', '=', dayOf(now))]))
    .orderBy('lastAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The page view's visit when the form named one that was counted; else the key's, marked as found by the key. */
async function copyVisit(into: Queryable, { ref, kind, visitor, view, now }: NewLead): Promise<boolean> {
  const byView = view === undefined ? undefined : await visitOfView(into, view);
  const visit = byView ?? (await visitOfKey(into, visitor, now));
  if (!visit) return false;
  const matchedBy: LeadMatch = byView ? 'view' : 'key';
  const { id, startedAt, entryPath, referrerHost, utmSource, utmMedium, utmCampaign, utmTerm, utmContent, pages, channel, device, browser, os } = visit;
  // The first touch and the last beside it: the lead is credited to either (lib/insights/report/outcomes.ts).
  const { lastReferrerHost, lastUtmSource, lastUtmMedium, lastUtmCampaign, lastUtmTerm, lastUtmContent, lastChannel, lastTouchAt } = visit;
  const last = { lastReferrerHost, lastUtmSource, lastUtmMedium, lastUtmCampaign, lastUtmTerm, lastUtmContent, lastChannel, lastTouchAt };
  const inserted = await into
    .insertInto('leadSources')
    .values({ ref, kind, landedAt: startedAt, entryPath, referrerHost, utmSource, utmMedium, utmCampaign, utmTerm, utmContent, ...last, pagesBefore: pages, createdAt: now, matchedBy, visitId: id, channel, device, browser, os })
    .onConflict((conflict) => conflict.column('ref').doNothing())
    .executeTakeFirst();
  // A reference already attributed is counted once.
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return true;
  await into
    .updateTable('insightVisits')
    .set((eb) => (kind === 'signup' ? { signups: eb('signups', '+', 1) } : { enquiries: eb('enquiries', '+', 1) }))
    .where('id', '=', visit.id)
    .execute();
  return true;
}
