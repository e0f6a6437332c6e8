// The article's cover: its upload (or, for a viewer, its key), the thumbnail of the picture chosen, and its description.
import { articleEditor as copy } from '@/content/staff-articles';
import { uploadIdOfKey, uploadUrl } from '@/lib/uploads';
import type { FieldGroupProps } from './article-editor-fields';
import { PICTURE_TYPES } from './article-editor-requests';
import { Field } from './article-field';
import type { PictureUploads } from './use-picture-uploads';
import styles from './article-editor.module.css';
import ui from './ui.module.css';

interface CoverFieldsProps extends FieldGroupProps {
  readOnly: boolean;
  uploads: PictureUploads;
  /** The cover the page was loaded with, and its thumbnail's URL. */
  savedCover: string;
  savedCoverUrl: string | null;
}

/** The thumbnail for a cover key: the page's own for the saved cover, else the URL an upload answered with. */
export function coverThumbnail(cover: string, uploaded: Record<string, string>, savedCover: string, savedUrl: string | null): string | null {
  if (Object.hasOwn(uploaded, cover)) return uploaded[cover] ?? null;
  if (cover === savedCover) return savedUrl;
  const id = uploadIdOfKey(cover);
  return id ? uploadUrl(id) : null;
}

export function CoverFields({ fields, errors, onText, readOnly, uploads, savedCover, savedCoverUrl }: CoverFieldsProps) {
  const thumbnail = coverThumbnail(fields.cover, uploads.uploaded, savedCover, savedCoverUrl);
  return (
    <>
      <div className={styles.cover}>
        <Field name="cover" hint={readOnly ? undefined : copy.fields.coverHint} error={uploads.errors.cover || errors.cover} live>
          {(control) => (
            <>
              <input type="hidden" name="cover" value={fields.cover} />
              {readOnly ? (
                <input {...control} className={`${ui.input} ${ui.mono}`} value={fields.cover} readOnly />
              ) : (
                <input {...control} className={ui.input} type="file" accept={PICTURE_TYPES} onChange={uploads.chooseCover} aria-busy={uploads.uploading.cover} />
              )}
            </>
          )}
        </Field>
        {thumbnail && (
          // eslint-disable-next-line @next/next/no-img-element -- an uploaded picture's own WebP, shown small: nothing for an optimiser to do
          <img className={styles.thumbnail} src={thumbnail} alt={fields.coverAlt} width={240} height={126} loading="lazy" decoding="async" />
        )}
      </div>
      <Field name="coverAlt" error={errors.coverAlt}>
        {(control) => <input {...control} className={ui.input} name="coverAlt" value={fields.coverAlt} onChange={onText('coverAlt')} autoComplete="off" />}
      </Field>
    </>
  );
}
