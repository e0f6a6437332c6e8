'use client';

// The body as the blog will show it, rendered by the server a moment after typing stops.
import { useEffect, useState } from 'react';
import { articleEditor as copy } from '@/content/staff-articles';
import { post } from './article-editor-requests';
import styles from './article-editor.module.css';
import ui from './ui.module.css';
import prose from '@/components/blog/article.module.css';

export interface LivePreviewProps {
  body: string;
}

/** The server's own rendering, sanitized there; silent for screen readers, which would hear it on every pause. */
export function LivePreview({ body }: LivePreviewProps) {
  const [html, setHtml] = useState('');
  const [problem, setProblem] = useState('');
  const [rendering, setRendering] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      if (body.trim() === '') {
        setRendering(false);
        setProblem('');
        return setHtml('');
      }
      setRendering(true);
      const answer = await post('/api/staff/articles/preview', JSON.stringify({ body }), controller.signal);
      if (controller.signal.aborted) return;
      setRendering(false);
      if (answer?.status === 200 && answer.body.ok === true && typeof answer.body.html === 'string') {
        setProblem('');
        setHtml(answer.body.html);
      } else if (answer && answer.body.ok === false && typeof answer.body.error === 'string') {
        // The renderer refused the text (too slow, too deep): said where the preview would be, the last one kept below.
        setProblem(answer.body.error);
      }
    }, 400);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [body]);

  return (
    // Focusable so the keyboard can scroll it where it is its own scrolling box.
    <section className={`${ui.panel} ${styles.preview}`} aria-labelledby="article-preview-title" tabIndex={0}>
      <div className={styles.previewHead}>
        <h2 id="article-preview-title" className={ui.sectionTitle}>
          {copy.livePreview}
        </h2>
        <p className={`${ui.muted} ${ui.small}`}>{rendering ? copy.previewing : ''}</p>
      </div>
      {problem ? (
        <p className={styles.fieldError} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={`${prose.prose} ${styles.previewBody}`} aria-live="off" aria-busy={rendering} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

