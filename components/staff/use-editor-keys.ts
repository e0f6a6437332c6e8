'use client';

import { useEffect, type RefObject } from 'react';
import { articleEditor as copy } from '@/content/staff-articles';

/**
 * The page-wide keys and leave-guard of the editor: the browser asks before leaving unsaved text (unless the editor
 * is leaving on purpose), and Ctrl/Cmd+S saves from anywhere on the page, the preview included, instead of saving the
 * page as a file.
 */
export function useEditorKeys({ dirty, readOnly, isLeaving, formRef }: { dirty: boolean; readOnly: boolean; isLeaving: () => boolean; formRef: RefObject<HTMLFormElement | null> }) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (isLeaving()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set; none shows the text any more.
      event.returnValue = copy.unsavedWarning;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, isLeaving]);

  useEffect(() => {
    if (readOnly) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      formRef.current?.requestSubmit();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [readOnly, formRef]);
}
