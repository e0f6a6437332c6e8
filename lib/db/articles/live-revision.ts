import { sql } from 'kysely';

/**
 * Which revision the site shows at `now`: a scheduled update once its time has come, the published one before
 * (lib/articles/state.ts says the same of one row). Every public read joins through it: pages, list, feed, redirects.
 */
export const liveRevisionId = (now: number) => sql<number>`case when articles.scheduled_at <= ${now} then articles.scheduled_revision_id else articles.published_revision_id end`;
/** When what the site shows went live: the scheduled update's time once it has come. */
export const livePublishAt = (now: number) => sql<number>`case when articles.scheduled_at <= ${now} then articles.scheduled_at else articles.publish_at end`;
/** When what the site shows last changed: a scheduled update changes it at its time. */
export const liveUpdatedAt = (now: number) => sql<number>`case when articles.scheduled_at <= ${now} and articles.scheduled_at > articles.updated_at then articles.scheduled_at else articles.updated_at end`;
