// The article form's written fields, in groups: the title, address and summary, then the byline.
import type { ChangeEvent } from 'react';
import { articleEditor as copy } from '@/content/staff-articles';
import type { ArticleFieldName, ArticleFieldValues } from './article-editor-storage';
import { Field } from './article-field';
import type { ArticleSaveOptions } from './use-article-save';
import styles from './article-editor.module.css';
import ui from './ui.module.css';

/** A text field's change handler, by the field's name. */
export type OnText = (name: ArticleFieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;

export interface FieldGroupProps {
  fields: ArticleFieldValues;
  /** The save's refusals by field. */
  errors: Record<string, string>;
  onText: OnText;
}

/** The address is tidied into one the rules take as it is left. */
export function HeadFields({ fields, errors, onText, onSlugBlur }: FieldGroupProps & { onSlugBlur: () => void }) {
  return (
    <>
      <Field name="title" error={errors.title}>
        {(control) => <input {...control} className={ui.input} name="title" value={fields.title} onChange={onText('title')} autoComplete="off" />}
      </Field>
      <Field name="slug" hint={copy.fields.slugHint} error={errors.slug}>
        {(control) => <input {...control} className={`${ui.input} ${ui.mono}`} name="slug" value={fields.slug} onChange={onText('slug')} onBlur={onSlugBlur} autoComplete="off" spellCheck={false} autoCapitalize="none" />}
      </Field>
      <Field name="summary" error={errors.summary}>
        {(control) => <textarea {...control} className={ui.input} name="summary" value={fields.summary} onChange={onText('summary')} rows={3} />}
      </Field>
    </>
  );
}

interface BylineFieldsProps extends FieldGroupProps {
  authors: ArticleSaveOptions['authors'];
  onAuthor: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** The author (an unknown one kept as it is, so a save does not drop it), their role, the tags and the date. */
export function BylineFields({ fields, errors, onText, authors, onAuthor }: BylineFieldsProps) {
  const known = authors.some((author) => author.slug === fields.author);
  return (
    <div className={styles.pair}>
      <Field name="author" error={errors.author}>
        {(control) => (
          <select {...control} className={ui.input} name="author" value={fields.author} onChange={onAuthor}>
            <option value="">{copy.chooseAuthor}</option>
            {!known && fields.author !== '' && <option value={fields.author}>{fields.author}</option>}
            {authors.map((author) => (
              <option key={author.slug} value={author.slug}>
                {author.name} — {author.role}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="authorRole" error={errors.authorRole}>
        {(control) => <input {...control} className={ui.input} name="authorRole" value={fields.authorRole} readOnly />}
      </Field>
      <Field name="tags" hint={copy.fields.tagsHint} error={errors.tags}>
        {(control) => <input {...control} className={ui.input} name="tags" value={fields.tags} onChange={onText('tags')} autoComplete="off" />}
      </Field>
      <Field name="date" error={errors.date}>
        {(control) => <input {...control} className={ui.input} name="date" type="date" value={fields.date} onChange={onText('date')} />}
      </Field>
    </div>
  );
}
