import { deliveryNames, triageNames } from '@/content/staff-inbox';
import type { EnquiryStatus, TriageState } from '@/lib/db/schema';
import ui from './ui.module.css';

interface StatePillsProps {
  triage: TriageState;
  status: EnquiryStatus;
}

const TRIAGE_CLASS: Record<TriageState, string | undefined> = { new: ui.pillNew, read: undefined, replied: ui.pillInfo, closed: ui.pillGood };
/** Only the delivery states the team has to act on or wait for; delivered and stored go without saying. */
const DELIVERY_CLASS: Partial<Record<EnquiryStatus, string | undefined>> = { spam: ui.pillWarn, failed: ui.pillWarn, refused: ui.pillWarn, queued: ui.pillInfo };

/** Where the team is with it and, when it needs saying, where its delivery is. */
export function StatePills({ triage, status }: StatePillsProps) {
  const notable = Object.hasOwn(DELIVERY_CLASS, status);
  return (
    <span className={ui.actions}>
      <span className={`${ui.pill} ${TRIAGE_CLASS[triage] ?? ''}`}>{triageNames[triage]}</span>
      {notable && <span className={`${ui.pill} ${DELIVERY_CLASS[status] ?? ''}`}>{deliveryNames[status]}</span>}
    </span>
  );
}
