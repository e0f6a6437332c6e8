import type { ReactNode } from 'react';
import ui from './ui.module.css';

interface EmptyStateProps {
  title: string;
  body: string;
  children?: ReactNode;
}

export function EmptyState({ title, body, children }: EmptyStateProps) {
  return (
    <div className={ui.empty}>
      <strong>{title}</strong>
      <p>{body}</p>
      {children}
    </div>
  );
}
