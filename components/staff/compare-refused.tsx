import Link from 'next/link';
import { articleEditor as copy } from '@/content/staff-articles';
import type { Refusal } from '@/lib/articles/renderer';
import ui from './ui.module.css';

interface CompareRefusedProps {
  articleId: number;
  revisions: readonly [number, number];
  reason: Refusal['reason'];
}

/** Why two revisions are not compared, with each revision as the blog will show it, to read whole instead. */
export function CompareRefused({ articleId, revisions, reason }: CompareRefusedProps) {
  return (
    <section className={ui.panel} role="status">
      <p>{copy.compareRefused[reason]}</p>
      <p className={ui.actions}>
        {revisions.map((number) => (
          <Link key={number} className={ui.link} href={`/preview/articles/${articleId}?revision=${number}`}>
            {copy.readRevision(number)}
          </Link>
        ))}
      </p>
    </section>
  );
}
