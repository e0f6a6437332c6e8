import { enquiryCopy, staffValues, triageNames } from '@/content/staff-inbox';
import type { EnquiryDetail } from '@/lib/db/enquiries/inbox';
import { TRIAGE_STATES } from '@/lib/db/schema';
import styles from './enquiry.module.css';
import ui from './ui.module.css';

type FormAction = (data: FormData) => Promise<void>;

interface EnquiryTriageProps {
  enquiry: EnquiryDetail;
  people: Map<string, { name: string; email: string }>;
  triageAction: FormAction;
  assignAction: FormAction;
}

/** The enquiry's place in the team's workflow and who looks after it: two small forms, each with its own button. */
export function EnquiryTriage({ enquiry, people, triageAction, assignAction }: EnquiryTriageProps) {
  const { triage } = enquiryCopy;
  const staff = [...people].sort(([, a], [, b]) => a.name.localeCompare(b.name, 'en-GB'));
  const assigned = enquiry.assigneeId !== null && !people.has(enquiry.assigneeId) ? staffValues.unknownStaff : undefined;
  return (
    <section className={ui.panel} aria-labelledby="enquiry-triage">
      <h2 id="enquiry-triage" className={ui.sectionTitle}>
        {triage.title}
      </h2>
      {enquiry.status === 'spam' ? (
        <p className={`${ui.muted} ${ui.small}`}>{triage.spamHint}</p>
      ) : (
        // Keyed by what is saved, so the control shows it again after the action's round trip.
        <form key={enquiry.triage} action={triageAction} className={styles.inline}>
          <input type="hidden" name="ref" value={enquiry.ref} />
          <div className={ui.field}>
            <label htmlFor="enquiry-state" className={ui.label}>{triage.state}</label>
            <select id="enquiry-state" name="triage" defaultValue={enquiry.triage} className={ui.input}>
              {TRIAGE_STATES.map((state) => (
                <option key={state} value={state}>
                  {triageNames[state]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={ui.button}>
            {triage.save}
          </button>
        </form>
      )}
      <form key={enquiry.assigneeId ?? ''} action={assignAction} className={styles.inline}>
        <input type="hidden" name="ref" value={enquiry.ref} />
        <div className={ui.field}>
          <label htmlFor="enquiry-assignee" className={ui.label}>{triage.assignee}</label>
          <select id="enquiry-assignee" name="assignee" defaultValue={assigned ? '' : (enquiry.assigneeId ?? '')} className={ui.input}>
            <option value="">{assigned ?? staffValues.nobody}</option>
            {staff.map(([id, person]) => (
              <option key={id} value={id}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={ui.button}>
          {triage.assign}
        </button>
      </form>
    </section>
  );
}
