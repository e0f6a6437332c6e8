'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { articleEditor as copy } from '@/content/staff-articles';
import { browserStorage, readLocalCopy, removeLocalCopy, sameFields, writeLocalCopy, type ArticleFieldName, type ArticleFieldValues } from './article-editor-storage';
import styles from './article-editor.module.css';
import card from './card.module.css';
import ui from './ui.module.css';
import prose from '@/components/blog/article.module.css';

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

interface Revision {
  id: number;
  number: number;
}

interface Base {
  id: number | null;
  number: number | null;
}

type PictureKind = 'cover' | 'inline';
type Answer = { status: number; body: Record<string, unknown> } | null;

const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/** Every field's label, in the form's order: the error summary and the first field to focus follow it. */
const LABELS: Record<ArticleFieldName, string> = {
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
};
const FORM_ORDER = Object.keys(LABELS) as ArticleFieldName[];

const fieldId = (name: ArticleFieldName) => `article-${name}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const revisionIn = (value: unknown): Revision | null => (isRecord(value) && isId(value.id) && isId(value.number) ? { id: value.id, number: value.number } : null);
const textIn = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function messagesIn(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function without(errors: Record<string, string>, names: string[]): Record<string, string> {
  if (!names.some((name) => Object.hasOwn(errors, name))) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([name]) => !names.includes(name)));
}

/** A POST to our own routes; null when the server could not be reached (or the request was aborted). */
async function post(url: string, body: string | FormData, signal?: AbortSignal): Promise<Answer> {
  const init: RequestInit = { method: 'POST', body, credentials: 'same-origin' };
  if (typeof body === 'string') init.headers = { 'content-type': 'application/json' };
  if (signal) init.signal = signal;
  try {
    const response = await fetch(url, init);
    const data: unknown = await response.json().catch(() => null);
    return { status: response.status, body: isRecord(data) ? data : {} };
  } catch {
    return null;
  }
}

type Upload = { ok: true; key: string; url: string } | { ok: false; error: string };

async function uploadPicture(file: File, kind: PictureKind): Promise<Upload> {
  const form = new FormData();
  form.set('file', file);
  form.set('kind', kind);
  const answer = await post('/api/staff/articles/pictures', form);
  if (!answer) return { ok: false, error: copy.offline };
  const { status, body } = answer;
  // The URL goes into the text and an <img>: only a path on this site is taken.
  if (status === 200 && body.ok === true && typeof body.key === 'string' && body.key.startsWith('uploads/') && typeof body.url === 'string' && /^\/(?!\/)[^\s()]+$/.test(body.url))
    return { ok: true, key: body.key, url: body.url };
  if (status === 401 || status === 403) return { ok: false, error: copy.refused };
  if (status === 413 || status === 422) return { ok: false, error: textIn(body.error) ?? (status === 413 ? copy.tooLarge : copy.uploadFailed) };
  return { ok: false, error: copy.uploadFailed };
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

const londonTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

// ——— Markdown edits: each takes the body and its selection and says what to replace and what to select after. ———

interface TextSelection {
  value: string;
  start: number;
  end: number;
}

interface BodyEdit {
  from: number;
  to: number;
  insert: string;
  /** In the text after the edit. */
  selectStart: number;
  selectEnd: number;
}

function wrapSelection({ value, start, end }: TextSelection, before: string, after: string): BodyEdit {
  const selected = value.slice(start, end);
  if (start >= before.length && value.slice(start - before.length, start) === before && value.slice(end, end + after.length) === after) {
    const from = start - before.length;
    return { from, to: end + after.length, insert: selected, selectStart: from, selectEnd: from + selected.length };
  }
  const selectStart = start + before.length;
  return { from: start, to: end, insert: `${before}${selected}${after}`, selectStart, selectEnd: selectStart + selected.length };
}

function linkSelection({ value, start, end }: TextSelection): BodyEdit {
  const selected = value.slice(start, end);
  // A selected address becomes the link's target, with the cursor where its words go.
  if (/^https?:\/\/\S+$/.test(selected)) return { from: start, to: end, insert: `[](${selected})`, selectStart: start + 1, selectEnd: start + 1 };
  const target = 'https://';
  const insert = `[${selected}](${target})`;
  if (selected === '') return { from: start, to: end, insert, selectStart: start + 1, selectEnd: start + 1 };
  const targetStart = start + selected.length + 3;
  return { from: start, to: end, insert, selectStart: targetStart, selectEnd: targetStart + target.length };
}

/** Adds the prefix to every line the selection touches, or takes it off when each already has it. */
function prefixLines({ value, start, end }: TextSelection, prefix: string): BodyEdit {
  const from = start === 0 ? 0 : value.lastIndexOf('\n', start - 1) + 1;
  const last = end > start && value[end - 1] === '\n' ? end - 1 : end;
  const lineEnd = value.indexOf('\n', last);
  const to = lineEnd === -1 ? value.length : lineEnd;
  const lines = value.slice(from, to).split('\n');
  const written = lines.filter((line) => lines.length === 1 || line.trim() !== '');
  const remove = written.every((line) => line.startsWith(prefix));
  const changed = lines.map((line) => (!written.includes(line) ? line : remove ? line.slice(prefix.length) : `${prefix}${line}`));
  const insert = changed.join('\n');
  // A selection from a line's start keeps its prefixes in it; a cursor moves with its text.
  const selectStart = end > start && start === from ? from : Math.max(from, start + (changed[0] ?? '').length - (lines[0] ?? '').length);
  return { from, to, insert, selectStart, selectEnd: Math.max(selectStart, end + insert.length - (to - from)) };
}

function fenceSelection({ value, start, end }: TextSelection): BodyEdit {
  const stop = end > start && value[end - 1] === '\n' ? end - 1 : end;
  const selected = value.slice(start, stop);
  const open = `${start === 0 || value[start - 1] === '\n' ? '' : '\n'}\`\`\`\n`;
  const close = `\n\`\`\`${stop === value.length || value[stop] === '\n' ? '' : '\n'}`;
  const selectStart = start + open.length;
  return { from: start, to: stop, insert: `${open}${selected}${close}`, selectStart, selectEnd: selectStart + selected.length };
}

/** A GFM table needs a blank line before and after it: they are added where the text lacks them. */
function insertTable({ value, end }: TextSelection): BodyEdit {
  const before = value.slice(0, end);
  const after = value.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const [first, second] = [copy.tableColumn(1), copy.tableColumn(2)];
  const insert = `${lead}| ${first} | ${second} |\n| --- | --- |\n|  |  |\n|  |  |${tail}`;
  const selectStart = end + lead.length + 2;
  return { from: end, to: end, insert, selectStart, selectEnd: selectStart + first.length };
}

const insertAtCursor = ({ end }: TextSelection, text: string): BodyEdit => ({ from: end, to: end, insert: text, selectStart: end + text.length, selectEnd: end + text.length });

type Tool = keyof typeof copy.toolbar;

const TOOLS: Record<Tool, (selection: TextSelection) => BodyEdit> = {
  heading: (selection) => prefixLines(selection, '## '),
  bold: (selection) => wrapSelection(selection, '**', '**'),
  italic: (selection) => wrapSelection(selection, '_', '_'),
  link: linkSelection,
  list: (selection) => prefixLines(selection, '- '),
  quote: (selection) => prefixLines(selection, '> '),
  code: fenceSelection,
  table: insertTable,
};
const TOOL_NAMES = Object.keys(TOOLS) as Tool[];
const SHORTCUTS: Partial<Record<Tool, string>> = { bold: 'Control+B Meta+B', italic: 'Control+I Meta+I' };
const KEY_TOOLS: Partial<Record<string, Tool>> = { b: 'bold', i: 'italic' };

/** Applies an edit through the browser's own typing, so Undo takes it back; setRangeText where that is missing. */
function applyEdit(textarea: HTMLTextAreaElement, edit: BodyEdit, commit: (value: string) => void) {
  textarea.focus();
  textarea.setSelectionRange(edit.from, edit.to);
  const typed = edit.insert !== '' && typeof document.execCommand === 'function' && document.execCommand('insertText', false, edit.insert);
  if (!typed) {
    textarea.setRangeText(edit.insert, edit.from, edit.to, 'end');
    commit(textarea.value);
  }
  textarea.setSelectionRange(edit.selectStart, edit.selectEnd);
}

// ——— Parts ———

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  name: ArticleFieldName;
  hint?: string | undefined;
  error: string | undefined;
  /** An upload's failure, which comes without a save: announced as it appears. */
  live?: boolean;
  children: (control: ControlProps) => ReactNode;
}

function Field({ name, hint, error, live = false, children }: FieldProps) {
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

interface BodyToolbarProps {
  onTool: (tool: Tool) => void;
}

/** One tab stop; the arrow keys, Home and End move between the buttons. */
function BodyToolbar({ onTool }: BodyToolbarProps) {
  const [active, setActive] = useState(0);
  const last = TOOL_NAMES.length - 1;

  function move(event: ReactKeyboardEvent<HTMLDivElement>) {
    const targets: Record<string, number> = { ArrowRight: active === last ? 0 : active + 1, ArrowLeft: active === 0 ? last : active - 1, Home: 0, End: last };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  }

  return (
    <div role="toolbar" aria-label={copy.toolbarLabel} aria-controls={fieldId('body')} className={styles.toolbar} onKeyDown={move}>
      {TOOL_NAMES.map((tool, index) => (
        <button key={tool} type="button" className={`${ui.button} ${styles.tool}`} tabIndex={index === active ? 0 : -1} aria-keyshortcuts={SHORTCUTS[tool]} onFocus={() => setActive(index)} onClick={() => onTool(tool)}>
          {copy.toolbar[tool]}
        </button>
      ))}
    </div>
  );
}

interface LivePreviewProps {
  body: string;
}

/** The server's own rendering, sanitized there; silent for screen readers, which would hear it on every pause. */
function LivePreview({ body }: LivePreviewProps) {
  const [html, setHtml] = useState('');
  const [rendering, setRendering] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      if (body.trim() === '') {
        setRendering(false);
        return setHtml('');
      }
      setRendering(true);
      const answer = await post('/api/staff/articles/preview', JSON.stringify({ body }), controller.signal);
      if (controller.signal.aborted) return;
      setRendering(false);
      if (answer?.status === 200 && answer.body.ok === true && typeof answer.body.html === 'string') setHtml(answer.body.html);
    }, 400);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [body]);

  return (
    // Focusable so the keyboard can scroll it where it is its own scrolling box.
    <section className={`${ui.panel} ${styles.preview}`} aria-labelledby="article-preview-title" tabIndex={0}>
      <div className={styles.previewHead}>
        <h2 id="article-preview-title" className={ui.sectionTitle}>
          {copy.livePreview}
        </h2>
        <p className={`${ui.muted} ${ui.small}`}>{rendering ? copy.previewing : ''}</p>
      </div>
      <div className={`${prose.prose} ${styles.previewBody}`} aria-live="off" aria-busy={rendering} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

// ——— The editor ———

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
          {localCopyAt && <p className={styles.notice}>{copy.localDraftFound(londonTime.format(Date.parse(localCopyAt)))}</p>}
          {status && <p className={`${styles.notice} ${styles.ok}`}>{status}</p>}
        </div>
        {localCopyAt && (
          <button type="button" className={`${ui.button} ${styles.discard}`} onClick={discardCopy}>
            {copy.discardLocal}
          </button>
        )}
        <div ref={alertRef} role="alert" aria-live="assertive" tabIndex={-1} className={styles.messages}>
          {alert && <p className={`${styles.notice} ${styles.error}`}>{alert}</p>}
          {summary.length > 0 && (
            <div className={`${styles.notice} ${styles.error}`}>
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
