import styles from './notice.module.css';

interface NoticeProps {
  heading: string;
  children: string;
}

/** A short statement that must be read, such as who gives regulated immigration advice. */
export function Notice({ heading, children }: NoticeProps) {
  return (
    <aside className={`container ${styles.wrap}`} aria-label={heading}>
      <div className={styles.notice}>
        <p className={styles.heading}>{heading}</p>
        <p>{children}</p>
      </div>
    </aside>
  );
}
