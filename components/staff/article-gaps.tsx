import type { FieldErrors } from '@/lib/forms/errors';
import type { ArticleFieldName } from './article-editor-storage';
import { fieldId, LABELS } from './article-field';
import styles from './article-editor.module.css';
import card from './card.module.css';
import ui from './ui.module.css';

/** What a draft still lacks to be published, each field a link to its control with the message publishing would give. */
export function ArticleGaps({ lead, gaps, linked = true }: { lead: string; gaps: FieldErrors; linked?: boolean }) {
  const listed = Object.entries(gaps).filter((entry): entry is [ArticleFieldName, string] => entry[0] in LABELS && typeof entry[1] === 'string');
  if (listed.length === 0) return null;
  return (
    <div className={card.hint}>
      <p>{lead}</p>
      <ul className={styles.gaps}>
        {listed.map(([field, message]) => (
          <li key={field}>
            {linked ? (
              <a className={ui.link} href={`#${fieldId(field)}`}>
                {LABELS[field]}
              </a>
            ) : (
              LABELS[field]
            )}
            {`: ${message}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
