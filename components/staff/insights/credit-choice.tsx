import Link from 'next/link';
import { insightsCopy } from '@/content/staff-insights';
import { CREDITS, type Credit } from '@/lib/insights/report';
import styles from './insights.module.css';
import ui from '../ui.module.css';

interface CreditChoiceProps {
  credit: Credit;
  /** The page crediting the other touch, with its period, filters and order kept. */
  href: (credit: Credit) => string;
}

/** First or last touch for the outcome tables: plain links, so the choice lives in the address like the filters. */
export function CreditChoice({ credit, href }: CreditChoiceProps) {
  const copy = insightsCopy.outcomes.credit;
  return (
    <nav aria-label={copy.label}>
      <div className={styles.applied}>
        <strong>{copy.label}</strong>
        <ul className={styles.chips}>
          {CREDITS.map((choice) => (
            <li key={choice} className={styles.chip}>
              {choice === credit ? (
                <span aria-current="true">{copy.names[choice]}</span>
              ) : (
                <Link href={href(choice)} className={ui.link} prefetch={false}>
                  {copy.names[choice]}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
      <p className={`${ui.small} ${ui.muted} ${styles.lead}`}>{copy.leads[credit]}</p>
    </nav>
  );
}
