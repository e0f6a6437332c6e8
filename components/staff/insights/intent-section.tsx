import { insightsCopy } from '@/content/staff-insights';
import { INTENT_KINDS, type IntentReport, type IntentRow } from '@/lib/insights/report';
import type { TableSort } from '@/lib/staff/table-sort';
import { whole } from './format';
import { KeyedTable } from './keyed-table';
import { Panel } from './panel';
import { keyText } from './top-table';
import styles from './insights.module.css';
import ui from '../ui.module.css';

/** The rows each table shows; the CSV has them all. */
const SHOWN = 10;
const TABLES = [
  ['byPage', 'page'],
  ['byChannel', 'channel'],
  ['byCampaign', 'campaign'],
] as const;

function IntentTable({ name, dimension, rows, sort }: { name: (typeof TABLES)[number][0]; dimension: (typeof TABLES)[number][1]; rows: IntentRow[]; sort: TableSort | undefined }) {
  const { intents, intentNames } = insightsCopy;
  const table = intents.tables[name];
  const caption = intents.caption(table.title, Math.min(rows.length, SHOWN));
  return (
    <KeyedTable
      id={`insights-intents-${dimension}`}
      title={table.title}
      caption={caption}
      keyColumn={table.column}
      columns={[...INTENT_KINDS.map((kind) => intentNames[kind]), intents.visits]}
      empty={intents.empty}
      rows={rows}
      shown={SHOWN}
      sort={sort}
      values={(row) => [row.key, ...INTENT_KINDS.map((kind) => row.clicks[kind]), row.visits]}
      row={(row) => (
        <tr key={row.key}>
          <th scope="row" className={styles.key}>
            {keyText(dimension, row.key, table.none)}
          </th>
          {INTENT_KINDS.map((kind) => (
            <td key={kind} className={ui.num}>
              {whole(row.clicks[kind])}
            </td>
          ))}
          <td className={ui.num}>{whole(row.visits)}</td>
        </tr>
      )}
    />
  );
}

/** Clicks that mean someone wanted to get in touch: the period's totals, then by page, channel and campaign. */
export function IntentSection({ intents, csv, sort }: { intents: IntentReport; csv: string; sort?: TableSort | undefined }) {
  const { intents: copy, intentNames } = insightsCopy;
  return (
    <Panel id="insights-intents" title={copy.title} lead={copy.lead} csv={csv}>
      <h3 className={styles.chartTitle}>{copy.totals}</h3>
      <dl className={styles.stats}>
        {INTENT_KINDS.map((kind) => (
          <div key={kind} className={styles.stat}>
            <dt>{intentNames[kind]}</dt>
            <dd className={styles.value}>{whole(intents.total.clicks[kind])}</dd>
          </div>
        ))}
        <div className={styles.stat}>
          <dt>{copy.visitsWithAny}</dt>
          <dd className={styles.value}>{whole(intents.total.visits)}</dd>
        </div>
      </dl>
      <div className={styles.grid}>
        {TABLES.map(([name, dimension]) => (
          <IntentTable key={name} name={name} dimension={dimension} rows={intents[name]} sort={sort} />
        ))}
      </div>
    </Panel>
  );
}
