'use client';

// The staff article editor's one island: the form's state, its saves and uploads and the copy kept in this browser; its parts sit beside it.
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { articleEditor as copy } from '@/content/staff-articles';
import { londonLong } from '@/lib/london-time';
import { isId, isRecord, messagesIn, post, revisionIn, textIn, uploadPicture, type PictureKind } from './article-editor-requests';
import { browserStorage, readLocalCopy, removeLocalCopy, sameFields, writeLocalCopy, type ArticleFieldName, type ArticleFieldValues } from './article-editor-storage';
import { Field, FORM_ORDER, fieldId, LABELS } from './article-field';
import { LivePreview } from './article-live-preview';
import { applyEdit, insertAtCursor, KEY_TOOLS, TOOLS, type BodyEdit, type TextSelection } from './article-markdown';
import { BodyToolbar } from './article-toolbar';
import notice from './action-notice.module.css';
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
  /** The current cover, shown as a thumbnail. */
  coverPreviewUrl: string | null;
}

interface Base {
  id: number | null;
  number: number | null;
}

const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

function without(errors: Record<string, string>, names: string[]): Record<string, string> {
  if (!names.some((name) => Object.hasOwn(errors, name))) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([name]) => !names.includes(name)));
}

// The author's role is not the writer's to choose (the rules hold it to the author's own): it follows the author.
function startingFields(initial: ArticleFieldValues, authors: ArticleEditorProps['authors'], readOnly: boolean): ArticleFieldValues {
  const role = authors.find((author) => author.slug === initial.author)?.role;
  return readOnly || role === undefined || role === initial.authorRole ? initial : { ...initial, authorRole: role };
}

/** The thumbnail for a cover key: the page's own for the saved cover, else the URL an upload answered with. */
function coverThumbnail(cover: string, uploaded: Record<string, string>, savedCover: string, savedUrl: string | null): string | null {
  if (Object.hasOwn(uploaded, cover)) return uploaded[cover] ?? null;
  if (cover === savedCover) return savedUrl;
  const id = /^uploads\/([0-9a-f]{32})$/.exec(cover)?.[1];
  return id ? `/uploads/${id}.webp` : null;
}

/**
 * The article's form: saved as JSON to the route, previewed by the server as it is typed, and copied into this
 * browser on every change until a save has it, so nothing typed is lost to a crash, a signed-out session or a conflict.
 */
export function ArticleEditor({ articleId, baseRevisionId, baseRevisionNumber, initial, authors, readOnly, coverPreviewUrl }: ArticleEditorProps) {
  const router = useRouter();
  const starting = useMemo(() => startingFields(initial, authors, readOnly), [initial, authors, readOnly]);
  const [fields, setFields] = useState(starting);
  const [lastSaved, setLastSaved] = useState(starting);
  const [base, setBase] = useState<Base>({ id: baseRevisionId, number: baseRevisionNumber });
  const [localCopyAt, setLocalCopyAt] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploadErrors, setUploadErrors] = useState<Record<PictureKind, string>>({ cover: '', inline: '' });
  const [uploading, setUploading] = useState<Record<PictureKind, boolean>>({ cover: false, inline: false });
  const [uploaded, setUploaded] = useState<Record<string, string>>({});
  const [pictureAlt, setPictureAlt] = useState('');
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState('');
  const [saving, setSaving] = useState(false);

  const formRef = useRef<HTMLFormElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const fieldsRef = useRef(fields);
  const baseRef = useRef(base);
  const pendingCopy = useRef<number | null>(null);
  const savingRef = useRef(false);
  const leaving = useRef(false);
  /** The revision the form last loaded from the page's props, undefined before the first load. */
  const loadedFrom = useRef<number | null | undefined>(undefined);
  /** Revisions this form made or was told of: props naming one of them are the page catching up, not a restore. */
  const knownRevisions = useRef(new Set<number | null>());
  /** The text a conflict kept on the server as a revision beside the other one. */
  const keptBeside = useRef<ArticleFieldValues | null>(null);

  useEffect(() => {
    fieldsRef.current = fields;
    baseRef.current = base;
  });

  const writeCopyNow = useCallback(() => {
    if (pendingCopy.current !== null) window.clearTimeout(pendingCopy.current);
    pendingCopy.current = null;
    writeLocalCopy(browserStorage(), articleId, fieldsRef.current, baseRef.current.id);
  }, [articleId]);

  const dropCopy = useCallback(() => {
    if (pendingCopy.current !== null) window.clearTimeout(pendingCopy.current);
    pendingCopy.current = null;
    removeLocalCopy(browserStorage(), articleId);
  }, [articleId]);

  function keepCopy() {
    if (readOnly || leaving.current) return;
    if (pendingCopy.current !== null) window.clearTimeout(pendingCopy.current);
    pendingCopy.current = window.setTimeout(writeCopyNow, 300);
  }

  // A copy still waiting for its debounce is written when the page goes or the editor unmounts.
  useEffect(() => {
    const flush = () => {
      if (pendingCopy.current !== null) writeCopyNow();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [writeCopyNow]);

  // On mount, and when the page is refreshed onto a revision this form did not make (a restore): load it, or the
  // unsaved copy this browser holds of it.
  useEffect(() => {
    if (loadedFrom.current !== undefined && knownRevisions.current.has(baseRevisionId)) return;
    const restoring = loadedFrom.current !== undefined;
    loadedFrom.current = baseRevisionId;
    knownRevisions.current.add(baseRevisionId);
    let next = starting;
    let nextBase: Base = { id: baseRevisionId, number: baseRevisionNumber };
    let copiedAt: string | null = null;
    const stored = readOnly ? null : readLocalCopy(browserStorage(), articleId);
    if (stored) {
      const onServer = sameFields(stored.fields, starting) || (keptBeside.current !== null && sameFields(stored.fields, keptBeside.current));
      if (onServer) removeLocalCopy(browserStorage(), articleId);
      else {
        next = stored.fields;
        copiedAt = stored.savedAt;
        // Text written on an older revision is saved against that one, so the server finds the conflict.
        if (stored.baseRevisionId !== baseRevisionId) nextBase = { id: stored.baseRevisionId, number: null };
      }
    }
    if (!restoring && copiedAt === null) return;
    setFields(next);
    setLastSaved(starting);
    setBase(nextBase);
    setLocalCopyAt(copiedAt);
    if (restoring) {
      setErrors({});
      setAlert('');
    }
  }, [articleId, baseRevisionId, baseRevisionNumber, starting, readOnly]);

  const dirty = !readOnly && !sameFields(fields, lastSaved);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set; none shows the text any more.
      event.returnValue = copy.unsavedWarning;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Ctrl/Cmd+S saves from anywhere on the page, the preview included, instead of saving the page as a file.
  useEffect(() => {
    if (readOnly) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      formRef.current?.requestSubmit();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [readOnly]);

  function change(patch: Partial<ArticleFieldValues>) {
    setFields((current) => ({ ...current, ...patch }));
    setErrors((current) => without(current, Object.keys(patch)));
    keepCopy();
  }

  const onText = (name: ArticleFieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change({ [name]: event.target.value });

  function chooseAuthor(event: ChangeEvent<HTMLSelectElement>) {
    const author = event.target.value;
    change({ author, authorRole: authors.find((one) => one.slug === author)?.role ?? '' });
  }

  function discardCopy() {
    dropCopy();
    setFields(starting);
    setLastSaved(starting);
    setBase({ id: baseRevisionId, number: baseRevisionNumber });
    setErrors({});
    setLocalCopyAt(null);
  }

  function edit(make: (selection: TextSelection) => BodyEdit) {
    const textarea = bodyRef.current;
    if (!textarea || readOnly) return;
    applyEdit(textarea, make({ value: textarea.value, start: textarea.selectionStart, end: textarea.selectionEnd }), (body) => change({ body }));
  }

  function bodyShortcut(event: ReactKeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const tool = KEY_TOOLS[event.key.toLowerCase()];
    if (!tool) return;
    event.preventDefault();
    edit(TOOLS[tool]);
  }

  async function upload(input: HTMLInputElement, kind: PictureKind): Promise<{ key: string; url: string } | null> {
    const file = input.files?.[0];
    if (!file) return null;
    setUploading((current) => ({ ...current, [kind]: true }));
    setUploadErrors((current) => ({ ...current, [kind]: '' }));
    setStatus(copy.uploading);
    const result = await uploadPicture(file, kind);
    setUploading((current) => ({ ...current, [kind]: false }));
    // Emptied so that choosing the same file again, after a fix, is a change.
    input.value = '';
    if (!result.ok) {
      setStatus('');
      setUploadErrors((current) => ({ ...current, [kind]: result.error }));
      return null;
    }
    setUploaded((current) => ({ ...current, [result.key]: result.url }));
    setStatus(copy.uploaded);
    return result;
  }

  async function chooseCover(event: ChangeEvent<HTMLInputElement>) {
    const picture = await upload(event.currentTarget, 'cover');
    if (picture) change({ cover: picture.key });
  }

  async function choosePicture(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const alt = pictureAlt.trim();
    if (alt === '') {
      input.value = '';
      setUploadErrors((current) => ({ ...current, inline: copy.pictureAltFirst }));
      altRef.current?.focus();
      return;
    }
    const picture = await upload(input, 'inline');
    if (!picture) return;
    setPictureAlt('');
    edit((selection) => insertAtCursor(selection, `![${alt.replace(/[\\[\]]/g, '\\$&')}](${picture.url})`));
  }

  // Enter after describing a picture moves on to choosing it, rather than saving the article.
  function stayInForm(event: ReactKeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    document.getElementById('article-picture')?.focus();
  }

  function focusField(event: MouseEvent<HTMLAnchorElement>, name: ArticleFieldName) {
    const target = document.getElementById(fieldId(name));
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: 'center' });
    target.focus();
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (readOnly || savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    setAlert('');
    setStatus('');
    const sent = fields;
    const answer = await post('/api/staff/articles', JSON.stringify({ articleId, baseRevisionId: base.id, fields: sent }));
    savingRef.current = false;
    setSaving(false);
    const { status: code, body } = answer ?? { status: 0, body: {} };

    const revision = revisionIn(body.revision);
    const savedId = body.articleId;
    if (code === 200 && body.ok === true && revision && isId(savedId)) {
      if (body.created === true) {
        // No second save while the page goes: it would create the article twice.
        savingRef.current = true;
        setSaving(true);
        leaving.current = true;
        dropCopy();
        // What was typed while the request was out goes with the article to its own address.
        if (!sameFields(fieldsRef.current, sent)) writeLocalCopy(browserStorage(), savedId, fieldsRef.current, revision.id);
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a whole load: the new article's page starts from the server, with no beforeunload left behind
        window.location.assign(`/staff/articles/${savedId}`);
        return;
      }
      knownRevisions.current.add(revision.id);
      keptBeside.current = null;
      baseRef.current = revision;
      setBase(revision);
      setLastSaved(sent);
      setErrors({});
      setLocalCopyAt(null);
      setStatus(copy.saved(revision.number));
      if (sameFields(fieldsRef.current, sent)) dropCopy();
      else writeCopyNow();
      router.refresh();
      return;
    }

    // Whatever went wrong, the text stays in the form and in this browser.
    writeCopyNow();
    const mine = revisionIn(body.mine);
    const theirs = revisionIn(body.theirs);
    const by = isRecord(body.theirs) && typeof body.theirs.by === 'string' ? body.theirs.by : null;
    if (code === 409 && mine && theirs && by !== null) {
      knownRevisions.current.add(mine.id).add(theirs.id);
      keptBeside.current = sent;
      setLastSaved(sent);
      setAlert(copy.savedBeside(mine.number, theirs.number, by));
      router.refresh();
      return;
    }
    if (code === 422) {
      const found = messagesIn(body.errors);
      flushSync(() => {
        setErrors(found);
        if (Object.keys(found).length === 0) setAlert(copy.saveFailed);
      });
      const first = FORM_ORDER.find((name) => Object.hasOwn(found, name));
      (first ? document.getElementById(fieldId(first)) : alertRef.current)?.focus();
      return;
    }
    const failures: Record<number, string> = { 0: copy.offline, 401: copy.refused, 403: copy.refused, 404: copy.notFound, 413: copy.tooLarge, 400: textIn(body.error) ?? copy.saveFailed };
    setAlert(failures[code] ?? copy.saveFailed);
  }

  const known = authors.some((author) => author.slug === fields.author);
  const thumbnail = coverThumbnail(fields.cover, uploaded, initial.cover, coverPreviewUrl);
  const summary = [...FORM_ORDER.filter((name) => Object.hasOwn(errors, name)), ...Object.keys(errors).filter((name) => !Object.hasOwn(LABELS, name))];

  return (
    <div className={styles.editor}>
      <div className={styles.messages}>
        {readOnly && <p className={styles.notice}>{copy.readOnly}</p>}
        <div role="status" aria-live="polite" className={styles.messages}>
          {localCopyAt && <p className={styles.notice}>{copy.localDraftFound(londonLong(Date.parse(localCopyAt)))}</p>}
          {status && <p className={`${notice.notice} ${notice.ok} ${styles.wide}`}>{status}</p>}
        </div>
        {localCopyAt && (
          <button type="button" className={`${ui.button} ${styles.discard}`} onClick={discardCopy}>
            {copy.discardLocal}
          </button>
        )}
        <div ref={alertRef} role="alert" aria-live="assertive" tabIndex={-1} className={styles.messages}>
          {alert && <p className={`${notice.notice} ${notice.error} ${styles.wide}`}>{alert}</p>}
          {summary.length > 0 && (
            <div className={`${notice.notice} ${notice.error} ${styles.wide}`}>
              <p>{copy.errorSummary}</p>
              <ul className={styles.summary}>
                {summary.map((name) =>
                  Object.hasOwn(LABELS, name) ? (
                    <li key={name}>
                      <a className={ui.link} href={`#${fieldId(name as ArticleFieldName)}`} onClick={(event) => focusField(event, name as ArticleFieldName)}>
                        {LABELS[name as ArticleFieldName]}: {errors[name]}
                      </a>
                    </li>
                  ) : (
                    <li key={name}>{errors[name]}</li>
                  ),
                )}
              </ul>
            </div>
          )}
        </div>
      </div>

      <form ref={formRef} className={`${card.form} ${styles.form}`} onSubmit={save} noValidate>
        <fieldset className={styles.fieldset} disabled={readOnly}>
          <Field name="title" error={errors.title}>
            {(control) => <input {...control} className={ui.input} name="title" value={fields.title} onChange={onText('title')} autoComplete="off" />}
          </Field>
          <Field name="slug" hint={copy.fields.slugHint} error={errors.slug}>
            {(control) => <input {...control} className={`${ui.input} ${ui.mono}`} name="slug" value={fields.slug} onChange={onText('slug')} autoComplete="off" spellCheck={false} autoCapitalize="none" />}
          </Field>
          <Field name="summary" error={errors.summary}>
            {(control) => <textarea {...control} className={ui.input} name="summary" value={fields.summary} onChange={onText('summary')} rows={3} />}
          </Field>

          <div className={styles.pair}>
            <Field name="author" error={errors.author}>
              {(control) => (
                <select {...control} className={ui.input} name="author" value={fields.author} onChange={chooseAuthor}>
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

          <div className={styles.cover}>
            <Field name="cover" hint={readOnly ? undefined : copy.fields.coverHint} error={uploadErrors.cover || errors.cover} live>
              {(control) => (
                <>
                  <input type="hidden" name="cover" value={fields.cover} />
                  {readOnly ? (
                    <input {...control} className={`${ui.input} ${ui.mono}`} value={fields.cover} readOnly />
                  ) : (
                    <input {...control} className={ui.input} type="file" accept={PICTURE_TYPES} onChange={chooseCover} aria-busy={uploading.cover} />
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

          <div className={ui.field}>
            <label htmlFor={fieldId('body')} className={ui.label}>
              {LABELS.body}
            </label>
            {!readOnly && <BodyToolbar onTool={(tool) => edit(TOOLS[tool])} />}
            <textarea
              ref={bodyRef}
              id={fieldId('body')}
              className={`${ui.input} ${styles.body}`}
              name="body"
              value={fields.body}
              onChange={onText('body')}
              onKeyDown={bodyShortcut}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={errors.body ? `${fieldId('body')}-error` : undefined}
              spellCheck
            />
            <p id={`${fieldId('body')}-error`} className={styles.fieldError}>
              {errors.body}
            </p>
          </div>

          {!readOnly && (
            <div className={styles.picture}>
              <div className={ui.field}>
                <label htmlFor="article-picture-alt" className={ui.label}>
                  {copy.pictureAlt}
                </label>
                <input ref={altRef} id="article-picture-alt" className={ui.input} value={pictureAlt} onChange={(event) => setPictureAlt(event.target.value)} onKeyDown={stayInForm} aria-required="true" autoComplete="off" />
              </div>
              <div className={ui.field}>
                <label htmlFor="article-picture" className={ui.label}>
                  {copy.fields.picture}
                </label>
                <input
                  id="article-picture"
                  className={ui.input}
                  type="file"
                  accept={PICTURE_TYPES}
                  onChange={choosePicture}
                  aria-busy={uploading.inline}
                  aria-describedby={uploadErrors.inline ? 'article-picture-hint article-picture-error' : 'article-picture-hint'}
                />
              </div>
              <p id="article-picture-hint" className={`${card.hint} ${styles.wide}`}>
                {copy.fields.pictureHint}
              </p>
              <p id="article-picture-error" className={`${styles.fieldError} ${styles.wide}`} role="alert">
                {uploadErrors.inline}
              </p>
            </div>
          )}
        </fieldset>

        {!readOnly && (
          <div className={styles.saveRow}>
            <button type="submit" className={`${ui.button} ${ui.primary}`} aria-keyshortcuts="Control+S Meta+S" aria-disabled={saving || undefined}>
              {saving ? copy.saving : copy.save}
            </button>
            {base.number !== null && <span className={`${ui.muted} ${ui.small}`}>{copy.revision(base.number)}</span>}
            <span className={`${ui.small} ${dirty ? styles.unsaved : styles.quiet}`}>{copy.unsavedWarning}</span>
          </div>
        )}
      </form>

      <LivePreview body={fields.body} />
    </div>
  );
}
