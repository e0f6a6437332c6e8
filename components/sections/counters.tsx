import { CountUp } from '@/components/motion/count-up';
import type { Counter } from '@/content/types';
import styles from './counters.module.css';

interface CountersProps {
  counters: readonly Counter[];
  label: string;
}

/** Final values are in the server HTML; the count-up is an enhancement on top. */
export function Counters({ counters, label }: CountersProps) {
  return (
    <section className="container" aria-label={label}>
      <dl className={styles.grid}>
        {counters.map((counter) => (
          <div key={counter.id} className={styles.item}>
            <dt className={styles.label}>{counter.label}</dt>
            <dd className={styles.value}>
              <CountUp value={counter.value} suffix={counter.suffix} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
