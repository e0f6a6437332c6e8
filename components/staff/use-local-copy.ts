'use client';

import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { browserStorage, removeLocalCopy, writeLocalCopy, type ArticleFieldValues } from './article-editor-storage';

interface LocalCopyOptions {
  articleId: number | null;
  readOnly: boolean;
  /** The form's fields and the revision they started from, as they are now (not as they were at the last render). */
  fieldsRef: RefObject<ArticleFieldValues>;
  baseRef: RefObject<{ id: number | null }>;
}

/**
 * The copy of the form this browser keeps until a save has it: written 300 ms after the last change, and at once
 * when the page goes or the editor unmounts. `leave` stops it when the page is being replaced on purpose.
 */
export function useLocalCopy({ articleId, readOnly, fieldsRef, baseRef }: LocalCopyOptions) {
  const pending = useRef<number | null>(null);
  const leaving = useRef(false);

  const cancelPending = () => {
    if (pending.current !== null) window.clearTimeout(pending.current);
    pending.current = null;
  };

  const writeNow = useCallback(() => {
    cancelPending();
    writeLocalCopy(browserStorage(), articleId, fieldsRef.current, baseRef.current.id);
  }, [articleId, fieldsRef, baseRef]);

  const drop = useCallback(() => {
    cancelPending();
    removeLocalCopy(browserStorage(), articleId);
  }, [articleId]);

  const keep = useCallback(() => {
    if (readOnly || leaving.current) return;
    cancelPending();
    pending.current = window.setTimeout(writeNow, 300);
  }, [readOnly, writeNow]);

  // A copy still waiting for its debounce is written when the page goes or the editor unmounts.
  useEffect(() => {
    const flush = () => {
      if (pending.current !== null) writeNow();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [writeNow]);

  /** The page is being replaced on purpose: no copy is kept any more, and nothing asks before it goes. */
  const leave = useCallback(() => {
    leaving.current = true;
  }, []);
  const isLeaving = useCallback(() => leaving.current, []);

  return { keep, writeNow, drop, leave, isLeaving };
}
