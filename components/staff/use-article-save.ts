'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { articleEditor as copy } from '@/content/staff-articles';
import { isId, isRecord, messagesIn, post, revisionIn, textIn, type Revision } from './article-editor-requests';
import { browserStorage, readLocalCopy, removeLocalCopy, sameFields, writeLocalCopy, type ArticleFieldValues } from './article-editor-storage';
import { FORM_ORDER, fieldId } from './article-field';
import { useAutosave } from './use-autosave';
import { useLocalCopy } from './use-local-copy';

interface Base {
  id: number | null;
  number: number | null;
}

export interface ArticleSaveOptions {
  /** Null for a new article, not saved yet. */
  articleId: number | null;
  /** The revision the form was loaded from (null for a new article). */
  baseRevisionId: number | null;
  baseRevisionNumber: number | null;
  initial: ArticleFieldValues;
  authors: { slug: string; name: string; role: string }[];
  readOnly: boolean;
}

function without(errors: Record<string, string>, names: string[]): Record<string, string> {
  if (!names.some((name) => Object.hasOwn(errors, name))) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([name]) => !names.includes(name)));
}

// The author's role is not the writer's to choose (the rules hold it to the author's own): it follows the author.
function startingFields(initial: ArticleFieldValues, authors: ArticleSaveOptions['authors'], readOnly: boolean): ArticleFieldValues {
  const role = authors.find((author) => author.slug === initial.author)?.role;
  return readOnly || role === undefined || role === initial.authorRole ? initial : { ...initial, authorRole: role };
}

/**
 * The form's text and the revision it is written on: loaded from the page or this browser's copy of it, saved as JSON
 * to the route, and kept (in the form and the browser) through a refusal, a failure or a conflict.
 */
export function useArticleSave({ articleId, baseRevisionId, baseRevisionNumber, initial, authors, readOnly }: ArticleSaveOptions) {
  const router = useRouter();
  const starting = useMemo(() => startingFields(initial, authors, readOnly), [initial, authors, readOnly]);
  const [fields, setFields] = useState(starting);
  const [lastSaved, setLastSaved] = useState(starting);
  const [base, setBase] = useState<Base>({ id: baseRevisionId, number: baseRevisionNumber });
  const [localCopyAt, setLocalCopyAt] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState('');
  const [saving, setSaving] = useState(false);

  const alertRef = useRef<HTMLDivElement>(null);
  const fieldsRef = useRef(fields);
  const baseRef = useRef(base);
  const savingRef = useRef(false);
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

  const { keep: keepCopy, writeNow: writeCopyNow, drop: dropCopy, leave, isLeaving } = useLocalCopy({ articleId, readOnly, fieldsRef, baseRef });

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

  // An autosave is the newest revision, as a save is, without a word in the status line or a move of the focus.
  const autosaved = useCallback(
    (revision: Revision, sent: ArticleFieldValues) => {
      knownRevisions.current.add(revision.id);
      baseRef.current = revision;
      setBase(revision);
      setLastSaved(sent);
      setLocalCopyAt(null);
      if (sameFields(fieldsRef.current, sent)) dropCopy();
      else writeCopyNow();
      router.refresh();
    },
    [dropCopy, writeCopyNow, router],
  );
  const autosave = useAutosave({ articleId, readOnly, dirty, fieldsRef, baseRef, onSaved: autosaved, onInvalid: setErrors });

  function change(patch: Partial<ArticleFieldValues>) {
    setFields((current) => ({ ...current, ...patch }));
    setErrors((current) => without(current, Object.keys(patch)));
    keepCopy();
    autosave.changed();
  }

  function discardCopy() {
    dropCopy();
    setFields(starting);
    setLastSaved(starting);
    setBase({ id: baseRevisionId, number: baseRevisionNumber });
    setErrors({});
    setLocalCopyAt(null);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (readOnly || savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    setAlert('');
    setStatus('');
    // An autosave out now moves the base on: this save starts from where it left the text.
    await autosave.settle();
    const sent = fieldsRef.current;
    const answer = await post('/api/staff/articles', JSON.stringify({ articleId, baseRevisionId: baseRef.current.id, fields: sent }));
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
        leave();
        dropCopy();
        // What was typed while the request was out goes with the article to its own address.
        if (!sameFields(fieldsRef.current, sent)) writeLocalCopy(browserStorage(), savedId, fieldsRef.current, revision.id);
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a whole load: the new article's page starts from the server, with no beforeunload left behind
        window.location.assign(`/staff/articles/${savedId}`);
        return;
      }
      knownRevisions.current.add(revision.id);
      keptBeside.current = null;
      autosave.reset();
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
      autosave.reset();
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

  return { fields, base, errors, status, setStatus, alert, alertRef, saving, localCopyAt, dirty, autosave: autosave.state, autosaves: articleId !== null, isLeaving, change, discardCopy, save };
}
