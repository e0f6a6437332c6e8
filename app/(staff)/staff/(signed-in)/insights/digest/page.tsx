import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DigestSection } from '@/components/staff/digest/digest-section';
import { DigestWeeks } from '@/components/staff/digest/digest-weeks';
import { PageHeading } from '@/components/staff/page-heading';
import { staffDigestCopy as copy } from '@/content/staff-digest';
import { requireStaff } from '@/lib/staff/guard';
import type { SearchParams } from '@/lib/staff/inbox-filter';
import { digestView } from '@/lib/staff/views/digest';
import styles from '@/components/staff/digest/digest.module.css';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: copy.title };

/** The weekly digest of one London week, as its email tells it. */
export default async function DigestPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff('leads');
  const view = await digestView(await searchParams);
  if (!view) notFound();
  const { text, before, after, latest, mailed, schedule, badWeek, soFar } = view;
  return (
    <div className={ui.page}>
      <PageHeading title={`${copy.title}: ${text.week}`} lead={soFar ? copy.soFarLead(text.week) : text.intro} />
      {soFar && <p className={`${ui.small} ${styles.note}`}>{copy.soFar}</p>}
      <DigestWeeks before={before} after={after} latest={latest} mailed={mailed} schedule={schedule} badWeek={badWeek} />
      {text.sections.map((section) => (
        <DigestSection key={section.id} section={section} />
      ))}
      <p className={`${ui.small} ${ui.muted} ${styles.note}`}>{text.note}</p>
    </div>
  );
}
