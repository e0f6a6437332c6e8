import Link from 'next/link';
import { Fragment } from 'react';
import { auditActionNames, auditCopy, staffValues } from '@/content/staff-inbox';
import type { AuditRow } from '@/lib/db/audit';
import { REFERENCE } from '@/lib/db/enquiries/reference';
import { shortText } from './field-text';
import { TimeStamp } from './time-stamp';
import ui from './ui.module.css';

const MAX_VALUE = 120;

/** A row's detail: each key (ours) and its value (maybe a client's), the value isolated and cut. */
function DetailText({ detail }: { detail: Record<string, unknown> | null }) {
  const entries = detail ? Object.entries(detail) : [];
  if (entries.length === 0) return staffValues.empty;
  return entries.map(([key, value], index) => (
    <Fragment key={key}>
      {index > 0 && ' · '}
      {key}: <bdi>{shortText(typeof value === 'string' ? value : JSON.stringify(value), MAX_VALUE)}</bdi>
    </Fragment>
  ));
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
              <td className={ui.nowrap}>{row.actorEmail === null ? auditCopy.nobody : <bdi>{row.actorEmail}</bdi>}</td>
              <td className={ui.nowrap}>{auditActionNames[row.action]}</td>
              {row.subject !== null && REFERENCE.test(row.subject) ? (
                <td className={ui.nowrap}>
                  <Link href={`/staff/inbox/${row.subject}`} className={`${ui.link} ${ui.mono}`} prefetch={false}>
                    {row.subject}
                  </Link>
                </td>
              ) : (
                <td className={ui.wideWrap}>{row.subject === null ? staffValues.empty : <bdi>{row.subject}</bdi>}</td>
              )}
              <td className={`${ui.mono} ${ui.small} ${ui.wideWrap}`}>
                <DetailText detail={row.detail} />
              </td>
              <td className={`${ui.mono} ${ui.nowrap}`}>{row.ip === null ? staffValues.empty : <bdi>{row.ip}</bdi>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
