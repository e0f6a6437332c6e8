import { staffNotices, type StaffNotice } from '@/content/staff-inbox';
import { param, type SearchParams } from '@/lib/staff/inbox-filter';
import styles from './action-notice.module.css';

interface ActionNoticeProps {
  params: SearchParams;
}

const isNotice = (key: string | undefined): key is StaffNotice => key !== undefined && Object.hasOwn(staffNotices, key);

/** What the last action did, from the `done` and `n` an action redirects with; anything else in them is ignored. */
export function ActionNotice({ params }: ActionNoticeProps) {
  const key = param(params, 'done');
  if (!isNotice(key)) return null;
  const count = /^\d{1,7}$/.test(param(params, 'n') ?? '') ? Number(param(params, 'n')) : 0;
  const { tone, text } = staffNotices[key];
  return (
    <p className={`${styles.notice} ${tone === 'error' ? styles.error : styles.ok}`} role={tone === 'error' ? 'alert' : 'status'}>
      {text(count)}
    </p>
  );
}
