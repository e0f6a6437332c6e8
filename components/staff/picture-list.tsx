import Link from 'next/link';
import { articlePictures as copy } from '@/content/staff-articles';
import { londonClock } from '@/lib/london-time';
import type { PictureView } from '@/lib/staff/views/pictures';
import { EmptyState } from './empty-state';
import { TimeStamp } from './time-stamp';
import cards from './card-list.module.css';
import styles from './picture-list.module.css';
import ui from './ui.module.css';

interface PictureListProps {
  pictures: readonly PictureView[];
  /** The admin's delete, offered on each picture no live revision shows; absent for other roles. */
  deleteAction?: (form: FormData) => Promise<void>;
}

const pill = { live: ui.pillGood, staff: ui.pillInfo, unused: ui.pillWarn } as const;

/** Every uploaded picture, newest first: where it is shown, who can open it, and (for an admin) its delete. */
export function PictureList({ pictures, deleteAction }: PictureListProps) {
  if (!pictures.length) return <EmptyState title={copy.empty} body={copy.lead} />;
  return (
    <ul className={cards.list} aria-label={copy.listLabel}>
      {pictures.map((picture) => (
        <li key={picture.id} className={`${cards.card} ${styles.card}`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a staff member's upload, served by the site itself at its smallest size. */}
          <img src={picture.thumbnail.src} width={picture.thumbnail.width} height={picture.thumbnail.height} alt={copy.thumbnail(copy.kinds[picture.kind], picture.width, picture.height)} loading="lazy" decoding="async" />
          <div className={cards.details}>
            <p>
              <span className={`${ui.pill} ${pill[picture.access]}`}>{copy.states[picture.access]}</span> <span className={ui.small}>{copy.explain[picture.access]}</span>
            </p>
            <p className={`${ui.muted} ${ui.small}`}>
              {copy.kinds[picture.kind]} · {copy.size(picture.width, picture.height)} · {copy.uploaded(londonClock(picture.createdAt), picture.createdBy)}
            </p>
            {picture.shownIn.length > 0 && (
              <ul className={`${styles.uses} ${ui.small}`} aria-label={copy.shownIn}>
                {picture.shownIn.map((article) => (
                  <li key={article.articleId}>
                    <Link className={ui.link} href={`/staff/articles/${article.articleId}`}>
                      {article.title ?? copy.formerArticle}
                    </Link>
                    {`, ${copy.revisions(article.numbers)}`}
                    {article.liveNumber !== undefined && ` (${copy.onSite(article.liveNumber)})`}
                  </li>
                ))}
              </ul>
            )}
            {picture.access === 'unused' && (
              <p className={ui.small}>
                {picture.sweptAt === undefined ? (
                  copy.sweepsSoon
                ) : (
                  <>
                    {copy.sweepsOn} <TimeStamp ms={picture.sweptAt} dayOnly /> {copy.sweepsUnless}
                  </>
                )}
              </p>
            )}
            {deleteAction && picture.access === 'live' && <p className={`${ui.muted} ${ui.small}`}>{copy.liveHint}</p>}
            {deleteAction && picture.access !== 'live' && (
              <form action={deleteAction} className={`${cards.remove} ${styles.remove}`}>
                <input type="hidden" name="pictureId" value={picture.id} />
                <p className={`${ui.muted} ${ui.small}`}>{copy.deleteHint}</p>
                <label className={ui.check}>
                  <input type="checkbox" name="confirm" value="yes" required />
                  {copy.confirm}
                </label>
                <button type="submit" className={`${ui.button} ${ui.danger}`}>
                  {copy.delete}
                </button>
              </form>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
