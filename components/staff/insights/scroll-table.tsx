import type { ReactNode } from 'react';
import ui from '../ui.module.css';

/** A table that scrolls sideways inside its card on a narrow screen; the box takes focus so the keyboard can scroll it. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={ui.tableWrap} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
