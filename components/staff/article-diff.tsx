import { articleEditor as copy } from '@/content/staff-articles';
import { MAX_EDIT_LINES, type LinePart } from '@/lib/articles/diff';
import styles from './article-diff.module.css';
import ui from './ui.module.css';

const sign = { same: ' ', added: '+', removed: '−' } as const;

/** Each changed field's lines: added and removed marked in words for screen readers as well as in colour. */
export function ArticleDiff({ changes }: { changes: Record<string, LinePart[]> }) {
  const fields = Object.entries(changes);
  if (!fields.length) return <p className={ui.panel}>{copy.diffSame}</p>;
  return (
    <>
      {fields.map(([field, parts]) => (
        <section key={field} className={ui.panel} aria-labelledby={`diff-${field}`}>
          <h2 className={ui.sectionTitle} id={`diff-${field}`}>
            {copy.fields[field as keyof typeof copy.fields] ?? field}
          </h2>
          <pre className={styles.diff}>
            {parts.map((part, index) =>
              part.kind === 'whole' ? (
                <span key={index} className={styles.gap}>
                  {copy.diffWhole(MAX_EDIT_LINES)}
                  {'\n'}
                </span>
              ) : part.kind === 'gap' ? (
                <span key={index} className={styles.gap}>
                  {copy.unchangedLines(part.count)}
                  {'\n'}
                </span>
              ) : part.kind === 'same' ? (
                <span key={index}>
                  {sign.same} {part.text}
                  {'\n'}
                </span>
              ) : (
                <span key={index} className={part.kind === 'added' ? styles.added : styles.removed}>
                  {part.kind === 'added' ? <ins>{`${sign.added} ${part.text}`}</ins> : <del>{`${sign.removed} ${part.text}`}</del>}
                  {'\n'}
                </span>
              ),
            )}
          </pre>
        </section>
      ))}
    </>
  );
}
