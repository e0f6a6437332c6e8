import { articleEditor as copy } from '@/content/staff-articles';
import type { ArticleState } from '@/lib/articles/state';
import type { FieldErrors } from '@/lib/forms/errors';
import { formatLondon } from '@/lib/london-time';
import { ArticleGaps } from './article-gaps';
import card from './card.module.css';
import ui from './ui.module.css';

type FormAction = (form: FormData) => Promise<void>;

interface ArticleStatusProps {
  view: {
    article: { id: number; slug: string; publishAt: number | null; publishedRevisionId: number | null; binnedAt: number | null; binnedBy: string | null };
    state: ArticleState;
    current: { id: number; number: number };
    liveNumber: number | undefined;
    /** When it first went live, when that is not the time the line above gives. */
    firstPublished: number | undefined;
    /** An update of the live article waiting for its time. */
    scheduledUpdate: { number: number; at: number } | undefined;
    scheduleDefault: string;
    /** What the newest revision still lacks to be published (none when ready). */
    gaps: FieldErrors;
    /** When an article in the bin is deleted for good. */
    purgeOn: number | undefined;
  };
  canEdit: boolean;
  actions: { publish: FormAction; unpublish: FormAction; delete: FormAction; unbin: FormAction; cancelSchedule: FormAction };
}

/** Where the article stands, what the site shows, and (for editors) publish, schedule, unpublish or move to the bin. */
export function ArticleStatus({ view, canEdit, actions }: ArticleStatusProps) {
  const { article, state, current, liveNumber, scheduledUpdate } = view;
  if (article.binnedAt !== null) return <BinnedStatus view={view} canEdit={canEdit} unbin={actions.unbin} />;
  const when = article.publishAt === null ? '' : formatLondon(article.publishAt);
  const line = state === 'published' ? copy.published(when) : state === 'scheduled' ? copy.scheduled(when) : state === 'unpublished' ? copy.unpublished : copy.draft;
  const behind = liveNumber !== undefined && liveNumber !== current.number && scheduledUpdate?.number !== current.number && state !== 'unpublished';
  const ids = (
    <>
      <input type="hidden" name="articleId" value={article.id} />
      <input type="hidden" name="revisionId" value={current.id} />
    </>
  );
  return (
    <section className={ui.panel} aria-labelledby="article-state">
      <h2 className={ui.sectionTitle} id="article-state">
        {line}
      </h2>
      {/* Only once it is on the site: a scheduled article shows nothing yet. */}
      {liveNumber !== undefined && state === 'published' && <p className={card.hint}>{copy.liveRevision(liveNumber)}</p>}
      {view.firstPublished !== undefined && <p className={card.hint}>{copy.firstPublished(formatLondon(view.firstPublished))}</p>}
      {scheduledUpdate && <p className={card.hint}>{copy.scheduledUpdate(scheduledUpdate.number, formatLondon(scheduledUpdate.at))}</p>}
      {behind && <p className={card.hint}>{copy.notLiveYet}</p>}
      <ArticleGaps lead={copy.gapsLead} gaps={view.gaps} />
      {state === 'published' && (
        <p>
          <a className={ui.link} href={`/blog/${article.slug}`}>
            {copy.view}
          </a>
        </p>
      )}
      {canEdit && (
        <div className={ui.actions}>
          <form action={actions.publish}>
            {ids}
            <button className={`${ui.button} ${ui.primary}`} type="submit">
              {state === 'published' ? copy.publishChanges : copy.publish}
            </button>
          </form>
          <form action={actions.publish} className={ui.actions}>
            {ids}
            <label className={ui.field}>
              <span className={ui.label}>{copy.scheduleAt}</span>
              <input className={ui.input} type="datetime-local" name="when" required defaultValue={view.scheduleDefault} />
            </label>
            <button className={ui.button} type="submit">
              {copy.schedule}
            </button>
          </form>
          {(scheduledUpdate || state === 'scheduled') && (
            <form action={actions.cancelSchedule}>
              <input type="hidden" name="articleId" value={article.id} />
              <button className={ui.button} type="submit">
                {copy.cancelSchedule}
              </button>
            </form>
          )}
          {/* A scheduled article is not on the site: its schedule is cancelled, not the article unpublished. */}
          {state === 'published' && (
            <form action={actions.unpublish}>
              <input type="hidden" name="articleId" value={article.id} />
              <button className={`${ui.button} ${ui.danger}`} type="submit">
                {copy.unpublish}
              </button>
            </form>
          )}
          {(state === 'draft' || state === 'unpublished') && (
            <form action={actions.delete} className={ui.actions}>
              <input type="hidden" name="articleId" value={article.id} />
              {/* Asked, not only printed: every revision goes with it, to the bin. */}
              <label className={ui.check}>
                <input type="checkbox" name="confirm" value="yes" required />
                {copy.deleteConfirm}
              </label>
              <button className={`${ui.button} ${ui.danger}`} type="submit">
                {state === 'draft' ? copy.deleteDraft : copy.deleteArticle}
              </button>
            </form>
          )}
        </div>
      )}
    </section>
  );
}

/** An article in the bin: when it goes for good, and (for editors) the way back out. */
function BinnedStatus({ view, canEdit, unbin }: { view: ArticleStatusProps['view']; canEdit: boolean; unbin: FormAction }) {
  const { article, purgeOn } = view;
  return (
    <section className={ui.panel} aria-labelledby="article-state">
      <h2 className={ui.sectionTitle} id="article-state">
        {copy.binned(formatLondon(article.binnedAt ?? 0), article.binnedBy ?? '', purgeOn === undefined ? '' : formatLondon(purgeOn))}
      </h2>
      {canEdit && (
        <form action={unbin}>
          <input type="hidden" name="articleId" value={article.id} />
          <button className={`${ui.button} ${ui.primary}`} type="submit">
            {copy.unbin}
          </button>
        </form>
      )}
    </section>
  );
}
