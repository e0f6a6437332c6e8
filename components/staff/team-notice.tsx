import type { StaffAuthNotice } from '@/content/staff-auth';
import { param, type SearchParams } from '@/lib/staff/inbox-filter';
import styles from './action-notice.module.css';

interface TeamNoticeProps {
  params: SearchParams;
  /** The address's parameter that names the notice. */
  name: string;
  notices: Readonly<Record<string, StaffAuthNotice>>;
}

/** What the last change on the team or account page did; a key it does not know shows nothing. */
export function TeamNotice({ params, name, notices }: TeamNoticeProps) {
  const key = param(params, name);
  const notice = key !== undefined && Object.hasOwn(notices, key) ? notices[key] : undefined;
  if (!notice) return null;
  return (
    <p className={`${styles.notice} ${notice.tone === 'error' ? styles.error : styles.ok}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </p>
  );
}
