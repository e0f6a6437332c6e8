import Link from 'next/link';
import { auditActionNames, auditCopy, staffValues } from '@/content/staff-inbox';
import type { AuditRow } from '@/lib/db/audit';
import { REFERENCE } from '@/lib/db/reference';
import { TimeStamp } from './time-stamp';
import ui from './ui.module.css';

const MAX_DETAIL = 300;

/** A row's detail as short text: each key and its value, long lists cut. */
function detailText(detail: Record<string, unknown> | null): string {
  if (!detail) return staffValues.empty;
  const text = Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
  return text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL - 1)}…` : text;
}

/** The trail as read-only rows, newest first; an enquiry's reference links to its page. */
export function AuditTable({ rows }: { rows: AuditRow[] }) {
  const { columns } = auditCopy;
  return (
    <div className={ui.tableWrap} tabIndex={0} role="region" aria-label={auditCopy.tableLabel}>
      <table className={ui.table}>
        <caption className="visually-hidden">{auditCopy.tableLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.at}</th>
            <th scope="col">{columns.who}</th>
            <th scope="col">{columns.action}</th>
            <th scope="col">{columns.subject}</th>
            <th scope="col">{columns.detail}</th>
            <th scope="col">{columns.ip}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={ui.nowrap}>
                <TimeStamp ms={row.at} />
              </th>
              <td>{row.actorEmail ?? auditCopy.nobody}</td>
              <td className={ui.nowrap}>{auditActionNames[row.action]}</td>
              <td className={ui.nowrap}>
                {row.subject !== null && REFERENCE.test(row.subject) ? (
                  <Link href={`/staff/inbox/${row.subject}`} className={`${ui.link} ${ui.mono}`} prefetch={false}>
                    {row.subject}
                  </Link>
                ) : (
                  (row.subject ?? staffValues.empty)
                )}
              </td>
              <td className={`${ui.mono} ${ui.small}`}>{detailText(row.detail)}</td>
              <td className={`${ui.mono} ${ui.nowrap}`}>{row.ip ?? staffValues.empty}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
