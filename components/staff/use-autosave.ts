'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { isRecord, messagesIn, post, revisionIn, type Revision } from './article-editor-requests';
import type { ArticleFieldValues } from './article-editor-storage';

/** Quiet this long after the last change, the text is saved; typing without a pause is saved this often at least. */
export const AUTOSAVE_QUIET_MS = 2_000;
export const AUTOSAVE_AT_MOST_MS = 10_000;
/** Offline or refused by a failure, it tries again after this (and at once when the browser is back online). */
const RETRY_MS = 15_000;

/** What the save row says: each state the text can be in between the form and the server. */
export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'waiting' }
  | { kind: 'saving' }
  | { kind: 'saved'; number: number }
  | { kind: 'offline' }
  | { kind: 'behind'; number: number; by: string }
  | { kind: 'invalid' }
  | { kind: 'refused' }
  | { kind: 'failed' };

interface AutosaveOptions {
  /** Null for a new article: it is saved by the person, whose first save makes it. */
  articleId: number | null;
  readOnly: boolean;
  dirty: boolean;
  fieldsRef: RefObject<ArticleFieldValues>;
  baseRef: RefObject<{ id: number | null }>;
  /** The text `sent` is on the server as `revision`, the newest. */
  onSaved: (revision: Revision, sent: ArticleFieldValues) => void;
  /** The server refused a field: its messages, shown beside the fields without moving the focus. */
  onInvalid: (errors: Record<string, string>) => void;
}

/**
 * Saves the form to the server on its own as a person types, as an "autosave" revision (the server keeps one per
 * stretch of typing): after a pause, or every few seconds of typing without one. One request at a time; the person's
 * own save waits for it (`settle`), so it is never refused as a colleague's would be.
 */
export function useAutosave({ articleId, readOnly, dirty, fieldsRef, baseRef, onSaved, onInvalid }: AutosaveOptions) {
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const quiet = useRef<number | null>(null);
  const atMost = useRef<number | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  /** A colleague saved since this form's revision: nothing more is saved on its own until the person saves. */
  const behind = useRef(false);
  /**
   * This page's last attempt could not reach the server. Only then does the browser's coming back online send the
   * text: a copy brought back from an earlier visit waits for the person to keep or discard it, whatever the network does.
   */
  const unreached = useRef(false);
  /** The newest `send`, for timers set by an older one. */
  const sendRef = useRef<() => Promise<void>>(async () => undefined);
  const after = (ms: number) => window.setTimeout(() => void sendRef.current(), ms);
  const enabled = articleId !== null && !readOnly;

  const clearTimers = useCallback(() => {
    if (quiet.current !== null) window.clearTimeout(quiet.current);
    if (atMost.current !== null) window.clearTimeout(atMost.current);
    quiet.current = atMost.current = null;
  }, []);

  const send = useCallback(async () => {
    clearTimers();
    if (!enabled || behind.current || baseRef.current.id === null) return;
    // One at a time: what changed meanwhile goes once this one is answered.
    if (inFlight.current) {
      quiet.current = after(AUTOSAVE_QUIET_MS);
      return;
    }
    const sent = fieldsRef.current;
    const baseRevisionId = baseRef.current.id;
    setState({ kind: 'saving' });
    const request = post('/api/staff/articles', JSON.stringify({ articleId, baseRevisionId, fields: sent, autosave: true })).then((answer) => {
      const revision = revisionIn(answer?.body.revision);
      unreached.current = false;
      if (answer === null || answer.status === 0) {
        unreached.current = true;
        setState({ kind: 'offline' });
        quiet.current = after(RETRY_MS);
      } else if (answer.status === 200 && revision) {
        onSaved(revision, sent);
        setState({ kind: 'saved', number: revision.number });
      } else if (answer.status === 409 && isRecord(answer.body.theirs)) {
        const theirs = revisionIn(answer.body.theirs);
        behind.current = true;
        setState({ kind: 'behind', number: theirs?.number ?? 0, by: typeof answer.body.theirs.by === 'string' ? answer.body.theirs.by : '' });
      } else if (answer.status === 401 || answer.status === 403) {
        // Signed out (or the role taken away): tried again, so a sign-in in another tab lets it save.
        setState({ kind: 'refused' });
        quiet.current = after(RETRY_MS);
      } else if (answer.status === 422) {
        onInvalid(messagesIn(answer.body.errors));
        setState({ kind: 'invalid' });
      } else {
        setState({ kind: 'failed' });
        quiet.current = after(RETRY_MS);
      }
    });
    inFlight.current = request.finally(() => {
      inFlight.current = null;
    });
    await inFlight.current;
  }, [articleId, enabled, fieldsRef, baseRef, onSaved, onInvalid, clearTimers]);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  /** A change: saved once the person pauses, or within a few seconds if they do not. */
  const changed = useCallback(() => {
    if (!enabled || behind.current) return;
    setState((current) => (current.kind === 'saving' ? current : { kind: 'waiting' }));
    if (quiet.current !== null) window.clearTimeout(quiet.current);
    quiet.current = after(AUTOSAVE_QUIET_MS);
    atMost.current ??= after(AUTOSAVE_AT_MOST_MS);
  }, [enabled]);

  // Back online, what this page could not send is sent at once.
  useEffect(() => {
    if (!enabled) return;
    const online = () => {
      if (dirty && unreached.current) void send();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [enabled, dirty, send]);

  useEffect(() => clearTimers, [clearTimers]);

  /** Before the person's own save: nothing pending, nothing out. */
  const settle = useCallback(async () => {
    clearTimers();
    await inFlight.current;
  }, [clearTimers]);

  /** The person saved: what the row says comes from that save now. */
  const reset = useCallback(() => {
    behind.current = false;
    unreached.current = false;
    setState({ kind: 'idle' });
  }, []);

  return { state, changed, settle, reset };
}
