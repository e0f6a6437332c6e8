// The article's text: its Markdown toolbar and keyboard shortcuts, its length as typed, and the error a save gave it.
import type { ChangeEvent, ClipboardEvent, DragEvent, KeyboardEvent, RefObject } from 'react';
import { articleEditor as copy } from '@/content/staff-articles';
import { readingMinutes, wordCount } from '@/lib/articles/reading';
import { fieldId, LABELS } from './article-field';
import { KEY_TOOLS, TOOLS, type BodyEdit, type TextSelection } from './article-markdown';
import { BodyToolbar } from './article-toolbar';
import styles from './article-editor.module.css';
import ui from './ui.module.css';

interface BodyFieldProps {
  bodyRef: RefObject<HTMLTextAreaElement | null>;
  value: string;
  error: string | undefined;
  readOnly: boolean;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** Applies a toolbar's or a shortcut's change to the text at its selection. */
  onEdit: (make: (selection: TextSelection) => BodyEdit) => void;
  /** Takes a picture pasted or dropped into the text, to go in at `at`: false when the files hold none. */
  onPictures?: (files: FileList, at: number) => boolean;
}

export function BodyField({ bodyRef, value, error, readOnly, onChange, onEdit, onPictures }: BodyFieldProps) {
  const words = wordCount(value);
  function shortcut(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const tool = KEY_TOOLS[event.key.toLowerCase()];
    if (!tool) return;
    event.preventDefault();
    onEdit(TOOLS[tool]);
  }
  // A picture pasted or dropped is held for its description (use-picture-uploads.ts); text pastes and drops as ever.
  const paste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (onPictures?.(event.clipboardData.files, event.currentTarget.selectionEnd)) event.preventDefault();
  };
  // A text box takes dragged text by itself; a dragged file only once it is told it may.
  const dragOver = (event: DragEvent<HTMLTextAreaElement>) => {
    if (event.dataTransfer.types.includes('Files')) event.preventDefault();
  };
  const drop = (event: DragEvent<HTMLTextAreaElement>) => {
    if (event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    onPictures?.(event.dataTransfer.files, event.currentTarget.selectionEnd);
  };

  return (
    <div className={ui.field}>
      <label htmlFor={fieldId('body')} className={ui.label}>
        {LABELS.body}
      </label>
      {!readOnly && <BodyToolbar onTool={(tool) => onEdit(TOOLS[tool])} />}
      <textarea
        ref={bodyRef}
        id={fieldId('body')}
        className={`${ui.input} ${styles.body}`}
        name="body"
        value={value}
        onChange={onChange}
        onKeyDown={shortcut}
        onPaste={readOnly ? undefined : paste}
        onDragOver={readOnly ? undefined : dragOver}
        onDrop={readOnly ? undefined : drop}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId('body')}-error` : undefined}
        spellCheck
      />
      <p className={styles.length}>{copy.length(words, readingMinutes(words))}</p>
      {!readOnly && (
        <details className={ui.small}>
          <summary>{copy.shortcuts.title}</summary>
          <dl className={styles.shortcuts}>
            {copy.shortcuts.keys.map(([keys, does]) => (
              <div key={keys} className={ui.contents}>
                <dt>
                  <kbd>{keys}</kbd>
                </dt>
                <dd>{does}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      <p id={`${fieldId('body')}-error`} className={styles.fieldError}>
        {error}
      </p>
    </div>
  );
}
