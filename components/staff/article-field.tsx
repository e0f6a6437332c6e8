// One labelled field of the article form, with its hint and error wired to the control, and the labels the form's error summary shares.
import type { ReactNode } from 'react';
import { articleEditor as copy } from '@/content/staff-articles';
import type { ArticleFieldName } from './article-editor-storage';
import styles from './article-editor.module.css';
import card from './card.module.css';
import ui from './ui.module.css';

/** Every field's label, in the form's order: the error summary and the first field to focus follow it. */
export const LABELS: Record<ArticleFieldName, string> = {
  title: copy.fields.title,
  slug: copy.fields.slug,
  summary: copy.fields.summary,
  author: copy.fields.author,
  authorRole: copy.fields.authorRole,
  tags: copy.fields.tags,
  date: copy.fields.date,
  cover: copy.fields.cover,
  coverAlt: copy.fields.coverAlt,
  body: copy.fields.body,
  seoTitle: copy.fields.seoTitle,
  seoDescription: copy.fields.seoDescription,
};
export const FORM_ORDER = Object.keys(LABELS) as ArticleFieldName[];

export const fieldId = (name: ArticleFieldName) => `article-${name}`;

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  name: ArticleFieldName;
  hint?: string | undefined;
  error: string | undefined;
  /** An upload's failure, which comes without a save: announced as it appears. */
  live?: boolean;
  children: (control: ControlProps) => ReactNode;
}

export function Field({ name, hint, error, live = false, children }: FieldProps) {
  const id = fieldId(name);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {LABELS[name]}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={card.hint}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      <p id={`${id}-error`} className={styles.fieldError} role={live ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  );
}
