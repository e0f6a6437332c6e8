import { Section } from '@/components/ui/section';
import type { Bootcamp } from '@/content/types';
import styles from './comparison-table.module.css';

interface ComparisonTableProps {
  comparison: Bootcamp['comparison'];
}

export function ComparisonTable({ comparison }: ComparisonTableProps) {
  const [ours, theirs] = comparison.columns;
  return (
    <Section id="comparison" heading={comparison.heading} intro={comparison.intro}>
      <div className={styles.scroll} role="region" aria-label={`${comparison.heading}: ${comparison.columns.join(" and ")}`} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <td />
              <th scope="col" className={styles.ours}>
                {ours}
              </th>
              <th scope="col">{theirs}</th>
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                <td className={styles.ours}>{row.us}</td>
                <td>{row.others}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
