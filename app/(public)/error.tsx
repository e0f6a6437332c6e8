'use client';

import { useEffect } from 'react';
import { errorPage } from '@/content/pages';
import styles from '@/components/sections/not-found-panel.module.css';

interface ErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
}

export default function ErrorBoundary({ error, reset }: ErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" tabIndex={-1} className={`container ${styles.panel}`}>
      <h1 className={styles.title}>{errorPage.title}</h1>
      <p className="lead">{errorPage.body}</p>
      <button type="button" onClick={reset} className={styles.retry}>
        {errorPage.retry}
      </button>
    </main>
  );
}
