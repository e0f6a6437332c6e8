// The article's search title and description, with their lengths, and the share card they make with the cover.
import { company } from '@/content/company';
import { articleEditor as copy } from '@/content/staff-articles';
import type { FieldGroupProps } from './article-editor-fields';
import { Field } from './article-field';
import styles from './article-search-fields.module.css';
import ui from './ui.module.css';

/** What fits before search engines and share cards cut a title or a description (the field takes a little more). */
export const FITS = { seoTitle: 60, seoDescription: 155 } as const;

interface SearchFieldsProps extends FieldGroupProps {
  /** The cover's thumbnail as the form shows it, or none yet. */
  coverUrl: string | null;
  /** The public site's host name, as a shared link shows it. */
  siteHost: string;
}

/** What the article's page tells search engines and share cards: its own words, or the title and summary. */
export function shareText(fields: FieldGroupProps['fields']) {
  return {
    title: fields.seoTitle.trim() || `${fields.title.trim()} | ${company.name}`,
    description: fields.seoDescription.trim() || fields.summary.trim(),
  };
}

export function SearchFields({ fields, errors, onText, coverUrl, siteHost }: SearchFieldsProps) {
  const shared = shareText(fields);
  const count = (name: keyof typeof FITS) => (
    <span className={`${ui.small} ${fields[name].length > FITS[name] ? styles.over : ui.muted}`} aria-live="off">
      {copy.characters(fields[name].length, FITS[name])}
    </span>
  );
  return (
    <section className={styles.search} aria-labelledby="article-search-heading">
      <h2 className={ui.sectionTitle} id="article-search-heading">
        {copy.searchAndSharing}
      </h2>
      <Field name="seoTitle" hint={copy.fields.seoTitleHint} error={errors.seoTitle}>
        {(control) => (
          <>
            <input {...control} className={ui.input} name="seoTitle" value={fields.seoTitle} onChange={onText('seoTitle')} autoComplete="off" />
            {count('seoTitle')}
          </>
        )}
      </Field>
      <Field name="seoDescription" hint={copy.fields.seoDescriptionHint} error={errors.seoDescription}>
        {(control) => (
          <>
            <textarea {...control} className={ui.input} name="seoDescription" value={fields.seoDescription} onChange={onText('seoDescription')} rows={2} />
            {count('seoDescription')}
          </>
        )}
      </Field>
      <figure className={styles.card}>
        <figcaption className={ui.small}>
          <strong>{copy.shareCard}</strong> · {copy.shareCardHint}
        </figcaption>
        <div className={styles.preview} aria-hidden="true">
          {coverUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- the cover's own thumbnail, served by the site itself.
            <img src={coverUrl} alt="" width={1200} height={630} />
          ) : (
            <div className={styles.noCover} />
          )}
          <div className={styles.words}>
            <span className={styles.host}>{siteHost}</span>
            <span className={styles.title}>{shared.title}</span>
            <span className={styles.description}>{shared.description}</span>
          </div>
        </div>
      </figure>
    </section>
  );
}
