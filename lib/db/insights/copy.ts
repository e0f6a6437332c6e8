import type { StoreCopy } from '@/lib/db/copy';
import { CHUNK } from '@/lib/db/paging';

const COUNTED_AFRESH = 'analytics, not records: the new store counts from its first day';

/**
 * Where each enquiry came from, keyed by its reference like the enquiry itself, and the weeks whose digest went out,
 * so the new store does not send one again. The visits are not copied, so a lead's visit id is let go: in the new
 * store that number would be another visit's.
 */
export const insightsCopy: StoreCopy = {
  domain: 'insights',
  copies: ['leadSources', 'insightDigests'],
  leaves: {
    insightSalts: 'a day’s salt never leaves its store: visitor keys start afresh',
    insightVisits: COUNTED_AFRESH,
    insightEvents: COUNTED_AFRESH,
    insightDaily: COUNTED_AFRESH,
    insightSpeedDaily: COUNTED_AFRESH,
    insightConversionDaily: COUNTED_AFRESH,
    insightActions: COUNTED_AFRESH,
    insightDeploys: COUNTED_AFRESH,
    insightShed: COUNTED_AFRESH,
    digestOptouts: 'keyed by staff accounts, which are not copied: each person turns the digest off again',
  },
  async copy(source, target) {
    const leads = (await source.db.selectFrom('leadSources').selectAll().execute()).map((lead) => ({ ...lead, visitId: null }));
    for (let start = 0; start < leads.length; start += CHUNK) await target.db.insertInto('leadSources').values(leads.slice(start, start + CHUNK)).onConflict((conflict) => conflict.column('ref').doNothing()).execute();
    const digests = await source.db.selectFrom('insightDigests').selectAll().execute();
    if (digests.length) await target.db.insertInto('insightDigests').values(digests).onConflict((conflict) => conflict.doNothing()).execute();
    return {};
  },
};
