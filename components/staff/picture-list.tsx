import Link from 'next/link';
import { articlePictures as copy } from '@/content/staff-articles';
import type { PictureView } from '@/lib/staff/views/pictures';
import { EmptyState } from './empty-state';
import { TimeStamp } from './time-stamp';
import ui from './ui.module.css';

interface PictureListProps {
  pictures: readonly PictureView[];
  /** The admin's delete, shown on each picture no live revision shows; absent for other roles. */
  deleteAction?: (form: FormData) => Promise<void>;
}

const pill = { live: ui.pillGood, staff: ui.pillInfo, unused: ui.pillWarn } as const;

/** Every uploaded picture, newest first: where it is shown, who can open it, and (for an admin) its delete. */
export function PictureList({ pictures, deleteAction }: PictureListProps) {
  if (!pictures.length) return <EmptyState title={copy.empty} body={copy.lead} />;
  return (
    <div className={ui.tableWrap}>
      <table className={ui.table}>
        <caption className="visually-hidden">{copy.title}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.columns.picture}</th>
            <th scope="col">{copy.columns.uploaded}</th>
            <th scope="col">{copy.columns.shown}</th>
            <th scope="col">{copy.columns.state}</th>
          </tr>
        </thead>
        <tbody>
          {pictures.map((picture) => (
            <tr key={picture.id}>
              <td>
                {/* eslint-disable-next-line @next/next/no-img-element -- a staff member's upload, served by the site itself at its own size. */}
                <img src={picture.thumbnail.src} width={picture.thumbnail.width} height={picture.thumbnail.height} alt={copy.thumbnail(copy.kinds[picture.kind], picture.width, picture.height)} loading="lazy" decoding="async" />
                <div className={ui.small}>
                  {copy.kinds[picture.kind]} · {copy.size(picture.width, picture.height)}
                </div>
              </td>
              <td>
                <TimeStamp ms={picture.createdAt} />
                <div className={ui.small}>{copy.by(picture.createdBy)}</div>
              </td>
              <td>
                {picture.uses.length > 0 && (
                  <ul className={ui.plainList}>
                    {picture.uses.map((use) => (
                      <li key={`${use.articleId}-${use.number}`}>
                        <Link className={ui.link} href={`/staff/articles/${use.articleId}`}>
                          {copy.revision(use.title ?? copy.formerArticle, use.number, use.live)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                <span className={`${ui.pill} ${pill[picture.access]}`}>{copy.states[picture.access]}</span>
                {picture.access === 'unused' && <div className={ui.small}>{picture.sweptOn ? copy.sweepsOn(picture.sweptOn) : copy.sweepsSoon}</div>}
                {deleteAction && picture.access === 'live' && <p className={`${ui.muted} ${ui.small}`}>{copy.liveHint}</p>}
                {deleteAction && picture.access !== 'live' && (
                  <form action={deleteAction}>
                    <input type="hidden" name="pictureId" value={picture.id} />
                    <p className={`${ui.muted} ${ui.small}`}>{copy.deleteHint}</p>
                    <label className={ui.check}>
                      <input type="checkbox" name="confirm" value="yes" required />
                      {copy.confirm}
                    </label>
                    <div>
                      <button type="submit" className={`${ui.button} ${ui.danger}`}>
                        {copy.delete}
                      </button>
                    </div>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
