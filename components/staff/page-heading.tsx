import type { ReactNode } from 'react';
import styles from './page-heading.module.css';
import ui from './ui.module.css';

interface PageHeadingProps {
  title: string;
  lead?: string | undefined;
  /** Links or buttons beside the title. */
  children?: ReactNode;
}

export function PageHeading({ title, lead, children }: PageHeadingProps) {
  return (
    <div className={styles.heading}>
      <div className={styles.text}>
        <h1 className={ui.title}>{title}</h1>
        {lead && <p className={ui.lead}>{lead}</p>}
      </div>
      {children && <div className={ui.actions}>{children}</div>}
    </div>
  );
}
