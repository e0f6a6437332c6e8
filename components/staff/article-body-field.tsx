// The article's text: its Markdown toolbar and keyboard shortcuts, its length as typed, and the error a save gave it.
import type { ChangeEvent, KeyboardEvent, RefObject } from 'react';
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
}

export function BodyField({ bodyRef, value, error, readOnly, onChange, onEdit }: BodyFieldProps) {
  const words = wordCount(value);
  function shortcut(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const tool = KEY_TOOLS[event.key.toLowerCase()];
    if (!tool) return;
    event.preventDefault();
    onEdit(TOOLS[tool]);
  }

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
