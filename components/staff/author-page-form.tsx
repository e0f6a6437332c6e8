'use client';

import { useActionState, useState, type ChangeEvent, type ReactNode } from 'react';
import type { AuthorFormState } from '@/app/(staff)/staff/(signed-in)/authors/actions';
import { authorPagesCopy as copy } from '@/content/staff-authors';
import { PICTURE_TYPES, uploadPicture } from './article-editor-requests';
import styles from './author-page-form.module.css';
import card from './card.module.css';
import ui from './ui.module.css';

type Name = 'name' | 'role' | 'bio' | 'topics' | 'slug' | 'photo' | 'photoAlt';

interface AuthorPageFormProps {
  action: (state: AuthorFormState, form: FormData) => Promise<AuthorFormState>;
  /** The page as stored; undefined for a new one. */
  page?: { slug: string; name: string; role: string; bio: string; topics: string; photo: string; photoAlt: string } | undefined;
  photoUrl: string | null;
  readOnly: boolean;
}

const NOTICES: Partial<Record<NonNullable<AuthorFormState>['outcome'], string>> = {
  saved: copy.notices.saved,
  invalid: copy.notices.invalid,
  refused: copy.readOnly,
  missing: copy.notices.missing,
};

/** One labelled control with its hint and its refusal, wired together. */
function Field({ name, label, hint, error, children }: { name: Name; label: string; hint?: string | undefined; error: string | undefined; children: (control: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode }) {
  const id = `author-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={card.hint}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <p id={`${id}-error`} className={styles.fieldError}>
        {error}
      </p>
    </div>
  );
}

/** An author page's form: made by its writer or changed by them (or an admin); the photo is uploaded as it is chosen. */
export function AuthorPageForm({ action, page, photoUrl, readOnly }: AuthorPageFormProps) {
  const [state, submit, pending] = useActionState(action, null);
  const [photo, setPhoto] = useState({ key: page?.photo ?? '', url: photoUrl });
  const [uploading, setUploading] = useState(false);
  const [photoError, setPhotoError] = useState('');
  const errors = state?.errors ?? {};
  // After a refused save the form keeps what was sent; otherwise it shows the page as stored.
  const value = (name: Name) => state?.values[name] ?? page?.[name as keyof typeof page] ?? '';
  const fields = { readOnly, autoComplete: 'off' } as const;

  async function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setUploading(true);
    setPhotoError('');
    const result = await uploadPicture(file, 'inline');
    setUploading(false);
    if (result.ok) setPhoto({ key: result.key, url: result.url });
    else setPhotoError(result.error);
  }

  return (
    <form className={card.form} action={submit} key={state?.outcome === 'saved' ? JSON.stringify(state.values) : 'form'}>
      {page && <input type="hidden" name="page" value={page.slug} />}
      <Field name="name" label={copy.fields.name} error={errors.name}>
        {(control) => <input {...control} {...fields} className={ui.input} name="name" defaultValue={value('name')} required maxLength={80} />}
      </Field>
      <Field name="role" label={copy.fields.role} error={errors.role}>
        {(control) => <input {...control} {...fields} className={ui.input} name="role" defaultValue={value('role')} required maxLength={120} />}
      </Field>
      {!page && (
        <Field name="slug" label={copy.fields.slug} hint={copy.fields.slugHint} error={errors.slug}>
          {(control) => <input {...control} {...fields} className={`${ui.input} ${ui.mono}`} name="slug" defaultValue={value('slug')} maxLength={60} />}
        </Field>
      )}
      <Field name="bio" label={copy.fields.bio} hint={copy.fields.bioHint} error={errors.bio}>
        {(control) => <textarea {...control} {...fields} className={ui.input} name="bio" defaultValue={value('bio')} required minLength={40} maxLength={700} rows={5} />}
      </Field>
      <Field name="topics" label={copy.fields.topics} hint={copy.fields.topicsHint} error={errors.topics}>
        {(control) => <input {...control} {...fields} className={ui.input} name="topics" defaultValue={value('topics')} maxLength={160} />}
      </Field>
      <Field name="photo" label={copy.fields.photo} hint={readOnly ? undefined : copy.fields.photoHint} error={photoError || errors.photo}>
        {(control) => (
          <div className={styles.photo}>
            <input type="hidden" name="photo" value={photo.key} />
            {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded picture's own WebP, shown small: nothing for an optimiser to do */}
            {photo.url && <img className={styles.portrait} src={photo.url} alt="" width={96} height={96} />}
            {!readOnly && <input {...control} className={ui.input} type="file" accept={PICTURE_TYPES} onChange={choosePhoto} aria-busy={uploading} />}
            {!readOnly && photo.key !== '' && (
              <button type="button" className={ui.button} onClick={() => setPhoto({ key: '', url: null })}>
                {copy.fields.removePhoto}
              </button>
            )}
          </div>
        )}
      </Field>
      {photo.key !== '' && (
        <Field name="photoAlt" label={copy.fields.photoAlt} error={errors.photoAlt}>
          {(control) => <input {...control} {...fields} className={ui.input} name="photoAlt" defaultValue={value('photoAlt')} required maxLength={200} />}
        </Field>
      )}
      {!readOnly && (
        <button className={`${ui.button} ${ui.primary}`} type="submit" disabled={pending || uploading}>
          {page ? copy.save : copy.create}
        </button>
      )}
      <div role="status" aria-live="polite">
        {state && NOTICES[state.outcome] && <p className={state.outcome === 'saved' ? card.ok : card.error}>{NOTICES[state.outcome]}</p>}
      </div>
    </form>
  );
}
