import { auditActionNames, auditCopy } from '@/content/staff-inbox';
import type { AuditAction } from '@/lib/db/schema';
import { AUDIT_ACTIONS } from '@/lib/db/schema';
import ui from './ui.module.css';

interface AuditFilterProps {
  action: AuditAction | undefined;
  /** An enquiry's reference the trail is narrowed to, kept when the action changes. */
  subject: string | undefined;
}

/** A GET form: the trail's filter lives in the address. */
export function AuditFilter({ action, subject }: AuditFilterProps) {
  return (
    <form key={action ?? ''} method="get" action="/staff/audit" aria-label={auditCopy.filter} className={ui.actions}>
      {subject && <input type="hidden" name="subject" value={subject} />}
      <div className={ui.field}>
        <label htmlFor="audit-action" className={ui.label}>{auditCopy.filter}</label>
        <select id="audit-action" name="action" defaultValue={action ?? ''} className={ui.input}>
          <option value="">{auditCopy.allActions}</option>
          {AUDIT_ACTIONS.map((each) => (
            <option key={each} value={each}>
              {auditActionNames[each]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`${ui.button} ${ui.primary} ${ui.end}`}>
        {auditCopy.apply}
      </button>
    </form>
  );
}
