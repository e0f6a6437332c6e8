import { currencyNames, lostReasonNames, outcomeCopy as copy, outcomeNames, staffValues } from '@/content/staff-inbox';
import type { OutcomeState } from '@/lib/db/enquiries/inbox';
import { CURRENCIES, LOST_REASONS, OUTCOMES } from '@/lib/db/schema';
import { londonClock } from '@/lib/london-time';
import card from './card.module.css';
import styles from './enquiry.module.css';
import ui from './ui.module.css';

interface EnquiryOutcomeProps {
  enquiryRef: string;
  outcome: OutcomeState;
  spam: boolean;
  people: Map<string, { name: string; email: string }>;
  action: (data: FormData) => Promise<void>;
}

/** Open, qualified, won (its value), lost (its reason) or not a lead: one form, every field shown without a script. */
export function EnquiryOutcome({ enquiryRef, outcome, spam, people, action }: EnquiryOutcomeProps) {
  const value = outcome.valueMinor === null ? '' : (outcome.valueMinor / 100).toFixed(outcome.valueMinor % 100 ? 2 : 0);
  const marker = outcome.by === null ? undefined : (people.get(outcome.by)?.name ?? staffValues.unknownStaff);
  return (
    <section className={ui.panel} aria-labelledby="enquiry-outcome">
      <h2 id="enquiry-outcome" className={ui.sectionTitle}>
        {copy.title}
      </h2>
      <p className={card.hint}>{copy.lead}</p>
      {spam ? (
        <p className={`${ui.muted} ${ui.small}`}>{copy.spamHint}</p>
      ) : (
        // Keyed by what is saved, so the controls show it again after the action's round trip.
        <form key={`${outcome.outcome}|${outcome.at ?? ''}`} action={action} className={styles.stacked}>
          <input type="hidden" name="ref" value={enquiryRef} />
          <div className={ui.field}>
            <label htmlFor="enquiry-outcome-state" className={ui.label}>
              {copy.outcome}
            </label>
            <select id="enquiry-outcome-state" name="outcome" defaultValue={outcome.outcome} className={ui.input}>
              {OUTCOMES.map((name) => (
                <option key={name} value={name}>
                  {outcomeNames[name]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.inline}>
            <div className={ui.field}>
              <label htmlFor="enquiry-outcome-value" className={ui.label}>
                {copy.value}
              </label>
              <input id="enquiry-outcome-value" name="value" inputMode="decimal" autoComplete="off" defaultValue={value} className={ui.input} aria-describedby="enquiry-outcome-value-hint" />
            </div>
            <div className={ui.field}>
              <label htmlFor="enquiry-outcome-currency" className={ui.label}>
                {copy.currency}
              </label>
              <select id="enquiry-outcome-currency" name="currency" defaultValue={outcome.currency ?? 'GBP'} className={ui.input}>
                {CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {currencyNames[code]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <p id="enquiry-outcome-value-hint" className={`${ui.muted} ${ui.small}`}>
            {copy.valueHint}
          </p>
          <div className={ui.field}>
            <label htmlFor="enquiry-outcome-reason" className={ui.label}>
              {copy.reason}
            </label>
            <select id="enquiry-outcome-reason" name="reason" defaultValue={outcome.reason ?? ''} className={ui.input}>
              <option value="">—</option>
              {LOST_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {lostReasonNames[reason]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={ui.button}>
            {copy.save}
          </button>
        </form>
      )}
      {marker && outcome.at !== null && <p className={`${ui.muted} ${ui.small}`}>{copy.markedBy(marker, londonClock(outcome.at))}</p>}
    </section>
  );
}
