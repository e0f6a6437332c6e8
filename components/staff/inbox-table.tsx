import Link from 'next/link';
import { inboxCopy, staffValues } from '@/content/staff-inbox';
import type { InboxItem } from '@/lib/db/enquiries/inbox';
import type { Endpoint } from '@/lib/forms/registry';
import { endpointFields } from '@/lib/forms/schemas';
import { fieldLabel, fieldText, formName, senderEmail, senderName, shortText } from './field-text';
import { SelectAll } from './select-all';
import { StatePills } from './state-pills';
import { TimeStamp } from './time-stamp';
import styles from './inbox-table.module.css';
import ui from './ui.module.css';

interface InboxTableProps {
  items: InboxItem[];
  /** One form chosen: its fields are the columns. */
  endpoint: Endpoint | undefined;
  label: string;
  people: Map<string, { name: string; email: string }>;
}

/** A visitor's words isolated, so a right-to-left override in them cannot reorder the row around them. */
const visitor = (text: string) => (text ? <bdi>{text}</bdi> : staffValues.empty);

/** The enquiries of one page, each row with its box for the bulk actions and a link to its own page. */
export function InboxTable({ items, endpoint, label, people }: InboxTableProps) {
  const { columns } = inboxCopy;
  const fields = endpoint ? endpointFields(endpoint) : [];
  const assignee = (id: string | null) => (id === null ? staffValues.empty : (people.get(id)?.name ?? staffValues.unknownStaff));
  return (
    <div className={ui.tableWrap} tabIndex={0} role="region" aria-label={label}>
      <table className={`${ui.table} ${styles.table}`}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.select}>
              {/* The header's name whether or not the script has put the select-all box in it. */}
              <span className="visually-hidden">{columns.select}</span>
              <SelectAll name="ref" label={inboxCopy.selectAll} />
            </th>
            <th scope="col">{columns.ref}</th>
            {!endpoint && <th scope="col">{columns.form}</th>}
            {!endpoint && <th scope="col">{columns.name}</th>}
            {!endpoint && <th scope="col">{columns.email}</th>}
            <th scope="col">{columns.received}</th>
            {fields.map((field) => (
              <th key={field} scope="col">
                {fieldLabel(field)}
              </th>
            ))}
            <th scope="col">{columns.state}</th>
            <th scope="col">{columns.assignee}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.ref} className={item.triage === 'new' ? styles.unread : undefined}>
              <td className={styles.select}>
                <input type="checkbox" name="ref" value={item.ref} className={ui.checkbox} aria-label={inboxCopy.selectRow(item.ref)} />
              </td>
              <th scope="row" className={ui.nowrap}>
                <Link href={`/staff/inbox/${item.ref}`} className={`${ui.link} ${ui.mono}`} prefetch={false}>
                  {item.ref}
                </Link>
              </th>
              {!endpoint && <td className={ui.nowrap}>{formName(item.endpoint)}</td>}
              {!endpoint && <td className={ui.wrap}>{visitor(senderName(item.payload))}</td>}
              {!endpoint && <td className={styles.email}>{visitor(senderEmail(item.payload))}</td>}
              <td className={ui.nowrap}>
                <TimeStamp ms={item.createdAt} />
              </td>
              {fields.map((field) => (
                <td key={field} className={field === 'message' ? `${styles.message} ${ui.wrap}` : ui.wrap}>
                  <bdi>{shortText(fieldText(field, item.payload[field]))}</bdi>
                </td>
              ))}
              <td>
                <StatePills triage={item.triage} status={item.status} />
              </td>
              <td>{assignee(item.assigneeId)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
