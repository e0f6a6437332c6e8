'use client';

// The body's formatting buttons, one tab stop for the keyboard as a toolbar should be.
import { useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { articleEditor as copy } from '@/content/staff-articles';
import { fieldId } from './article-field';
import { SHORTCUTS, TOOL_NAMES, type Tool } from './article-markdown';
import styles from './article-editor.module.css';
import ui from './ui.module.css';

export interface BodyToolbarProps {
  onTool: (tool: Tool) => void;
}

/** One tab stop; the arrow keys, Home and End move between the buttons. */
export function BodyToolbar({ onTool }: BodyToolbarProps) {
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
