'use client';

// The staff article editor's one island: it composes the form from its parts, and its saves, uploads and keys from the hooks beside it.
import { useRef, type ChangeEvent } from 'react';
import { articleEditor as copy } from '@/content/staff-articles';
import { slugFromTitle } from '@/lib/articles/slug';
import { BodyField } from './article-body-field';
import { CoverFields, coverThumbnail } from './article-cover-field';
import { BylineFields, HeadFields, type OnText } from './article-editor-fields';
import { EditorMessages } from './article-editor-messages';
import type { ArticleFieldName } from './article-editor-storage';
import { LivePreview } from './article-live-preview';
import { applyEdit, type BodyEdit, type TextSelection } from './article-markdown';
import { PictureInsert } from './article-picture-insert';
import { SaveState } from './article-save-state';
import { SearchFields } from './article-search-fields';
import { useArticleSave } from './use-article-save';
import { useEditorKeys } from './use-editor-keys';
import { useNoStrayDrops, usePictureUploads } from './use-picture-uploads';
import styles from './article-editor.module.css';
import card from './card.module.css';
import ui from './ui.module.css';

export type { ArticleFieldName } from './article-editor-storage';

export interface ArticleEditorProps {
  /** Null for a new article, not saved yet. */
  articleId: number | null;
  /** The revision the form was loaded from (null for a new article). */
  baseRevisionId: number | null;
  baseRevisionNumber: number | null;
  /** Tags already joined with ', '. */
  initial: Record<ArticleFieldName, string>;
  authors: { slug: string; name: string; role: string }[];
  /** Viewers: every control disabled, no save, no upload, no toolbar. */
  readOnly: boolean;
  /** Why it is read-only when the role is not the reason (an article in the bin). */
  readOnlyNote?: string;
  /** The current cover, shown as a thumbnail. */
  coverPreviewUrl: string | null;
  /** The public site's host name, as the share card shows it. */
  siteHost: string;
}

/**
 * The article's form: saved as JSON to the route (by the person, and on its own as they type once the article
 * exists), previewed by the server as it is typed, and copied into this browser on every change until a save has it,
 * so nothing typed is lost to a crash, a signed-out session, a lost connection or a conflict.
 */
export function ArticleEditor({ articleId, baseRevisionId, baseRevisionNumber, initial, authors, readOnly, readOnlyNote, coverPreviewUrl, siteHost }: ArticleEditorProps) {
  const draft = useArticleSave({ articleId, baseRevisionId, baseRevisionNumber, initial, authors, readOnly });
  const { fields, errors, change } = draft;

  const formRef = useRef<HTMLFormElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  useEditorKeys({ dirty: draft.dirty, readOnly, isLeaving: draft.isLeaving, formRef });

  const onText: OnText = (name) => (event) => {
    const value = event.target.value;
    // A new article's address follows its title until the writer types one of their own.
    if (name === 'title' && articleId === null && fields.slug === slugFromTitle(fields.title)) change({ title: value, slug: slugFromTitle(value) });
    else change({ [name]: value });
  };
  /** An address typed loosely ("Throwaway Draft!") is tidied as the field is left, not refused at the save. */
  const tidySlug = () => {
    const tidy = slugFromTitle(fields.slug);
    if (tidy !== '' && tidy !== fields.slug) change({ slug: tidy });
  };

  function chooseAuthor(event: ChangeEvent<HTMLSelectElement>) {
    const author = event.target.value;
    change({ author, authorRole: authors.find((one) => one.slug === author)?.role ?? '' });
  }

  function edit(make: (selection: TextSelection) => BodyEdit) {
    const textarea = bodyRef.current;
    if (!textarea || readOnly) return;
    applyEdit(textarea, make({ value: textarea.value, start: textarea.selectionStart, end: textarea.selectionEnd }), (body) => change({ body }));
  }

  const uploads = usePictureUploads({ setCover: (cover) => change({ cover }), edit, say: draft.setStatus });
  useNoStrayDrops(readOnly);

  return (
    <div className={styles.editor}>
      <EditorMessages readOnly={readOnly} {...(readOnlyNote ? { readOnlyNote } : {})} localCopyAt={draft.localCopyAt} onDiscardCopy={draft.discardCopy} status={draft.status} alert={draft.alert} alertRef={draft.alertRef} errors={errors} />

      <form ref={formRef} className={`${card.form} ${styles.form}`} onSubmit={draft.save} noValidate>
        <fieldset className={styles.fieldset} disabled={readOnly}>
          <HeadFields fields={fields} errors={errors} onText={onText} onSlugBlur={tidySlug} />
          <BylineFields fields={fields} errors={errors} onText={onText} authors={authors} onAuthor={chooseAuthor} />
          <CoverFields fields={fields} errors={errors} onText={onText} readOnly={readOnly} uploads={uploads} savedCover={initial.cover} savedCoverUrl={coverPreviewUrl} />
          <BodyField bodyRef={bodyRef} value={fields.body} error={errors.body} readOnly={readOnly} onChange={onText('body')} onEdit={edit} onPictures={uploads.takeFiles} />
          {!readOnly && <PictureInsert uploads={uploads} />}
          <SearchFields fields={fields} errors={errors} onText={onText} coverUrl={coverThumbnail(fields.cover, uploads.uploaded, initial.cover, coverPreviewUrl)} siteHost={siteHost} />
        </fieldset>

        {!readOnly && (
          <div className={styles.saveRow}>
            <button type="submit" className={`${ui.button} ${ui.primary}`} aria-keyshortcuts="Control+S Meta+S" aria-disabled={draft.saving || undefined}>
              {draft.saving ? copy.saving : copy.save}
            </button>
            {draft.base.number !== null && <span className={`${ui.muted} ${ui.small}`}>{copy.revision(draft.base.number)}</span>}
            <SaveState autosaves={draft.autosaves} dirty={draft.dirty} state={draft.autosave} />
          </div>
        )}
      </form>

      <LivePreview body={fields.body} />
    </div>
  );
}
