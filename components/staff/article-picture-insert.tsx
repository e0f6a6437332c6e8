import { articleEditor as copy } from '@/content/staff-articles';
import { PICTURE_TYPES } from './article-editor-requests';
import { PICTURE_ALT_ID, PICTURE_ID, type PictureUploads } from './use-picture-uploads';
import styles from './article-editor.module.css';
import card from './card.module.css';
import ui from './ui.module.css';

/**
 * A picture for the text: chosen here, or pasted or dropped into the text, and described, in either order; it goes
 * in where the cursor was once it is uploaded.
 */
export function PictureInsert({ uploads }: { uploads: PictureUploads }) {
  const error = uploads.errors.inline;
  return (
    <div className={styles.picture}>
      <div className={ui.field}>
        <label htmlFor={PICTURE_ALT_ID} className={ui.label}>
          {copy.pictureAlt}
        </label>
        <input id={PICTURE_ALT_ID} className={ui.input} value={uploads.alt} onChange={(event) => uploads.setAlt(event.target.value)} onKeyDown={uploads.altKeyDown} aria-required="true" autoComplete="off" />
      </div>
      <div className={ui.field}>
        <label htmlFor={PICTURE_ID} className={ui.label}>
          {copy.fields.picture}
        </label>
        <input
          id={PICTURE_ID}
          className={ui.input}
          type="file"
          accept={PICTURE_TYPES}
          onChange={uploads.choosePicture}
          aria-busy={uploads.uploading.inline}
          aria-describedby={error ? 'article-picture-hint article-picture-error' : 'article-picture-hint'}
        />
      </div>
      {uploads.held !== undefined && (
        <div className={`${ui.actions} ${styles.wide}`}>
          <p className={ui.small}>{copy.pictureHeld(uploads.held)}</p>
          <button type="button" className={`${ui.button} ${ui.primary}`} onClick={() => void uploads.insertHeld()} aria-busy={uploads.uploading.inline}>
            {copy.insertHeld}
          </button>
          <button type="button" className={ui.button} onClick={uploads.dropHeld}>
            {copy.dropHeld}
          </button>
        </div>
      )}
      <p id="article-picture-hint" className={`${card.hint} ${styles.wide}`}>
        {copy.fields.pictureHint}
      </p>
      <p id="article-picture-error" className={`${styles.fieldError} ${styles.wide}`} role="alert">
        {error}
      </p>
    </div>
  );
}
