import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionNotice } from '@/components/staff/action-notice';
import { EnquiryActions } from '@/components/staff/enquiry-actions';
import { EnquiryDelivery } from '@/components/staff/enquiry-delivery';
import { EnquiryFields } from '@/components/staff/enquiry-fields';
import { EnquiryNotes } from '@/components/staff/enquiry-notes';
import { EnquiryOutcome } from '@/components/staff/enquiry-outcome';
import { EnquirySource } from '@/components/staff/enquiry-source';
import { EnquiryTriage } from '@/components/staff/enquiry-triage';
import { formName, senderEmail } from '@/components/staff/field-text';
import { PageHeading } from '@/components/staff/page-heading';
import { StatePills } from '@/components/staff/state-pills';
import { TimeStamp } from '@/components/staff/time-stamp';
import { enquiryCopy } from '@/content/staff-inbox';
import { requireStaff } from '@/lib/staff/guard';
import type { SearchParams } from '@/lib/staff/inbox-filter';
import { enquiryView } from '@/lib/staff/views/enquiry';
import { addNote, assignEnquiry, eraseAddressEverywhere, eraseEnquiry, markNotSpam, markOutcome, retryDelivery, retryMails, triageEnquiry } from '../actions';
import styles from '@/components/staff/enquiry.module.css';
import ui from '@/components/staff/ui.module.css';

export const metadata: Metadata = { title: enquiryCopy.title };

interface EnquiryPageProps {
  params: Promise<{ ref: string }>;
  searchParams: Promise<SearchParams>;
}

export default async function EnquiryPage({ params, searchParams }: EnquiryPageProps) {
  const staff = await requireStaff('leads');
  const { ref } = await params;
  const view = await enquiryView(staff, ref);
  if (!view) notFound();
  const { enquiry, source, path, people, outcome, upstream } = view;
  const admin = staff.role === 'admin';
  const actions = { notSpam: markNotSpam, retryDelivery, retryMails, erase: eraseEnquiry, eraseAddress: eraseAddressEverywhere };

  return (
    <div className={ui.page}>
      <Link href="/staff/inbox" className={`${ui.link} ${styles.back}`} prefetch={false}>
        {enquiryCopy.back}
      </Link>
      <PageHeading title={enquiryCopy.titleFor(ref)} />
      <p className={styles.meta}>
        <span>
          {enquiryCopy.form}: {formName(enquiry.endpoint)}
        </span>
        <span>
          {enquiryCopy.received}: <TimeStamp ms={enquiry.createdAt} />
        </span>
        <StatePills triage={enquiry.triage} status={enquiry.status} />
        {admin && (
          <Link href={`/staff/audit?subject=${ref}`} className={ui.link} prefetch={false}>
            {enquiryCopy.history}
          </Link>
        )}
      </p>
      <ActionNotice params={await searchParams} />
      <div className={styles.layout}>
        <div className={styles.column}>
          <EnquiryFields endpoint={enquiry.endpoint} payload={enquiry.payload} />
          <EnquiryDelivery enquiry={enquiry} upstream={upstream} />
          <EnquiryNotes enquiryRef={ref} notes={enquiry.notes} noteAction={addNote} />
        </div>
        <div className={styles.column}>
          <EnquiryTriage enquiry={enquiry} people={people} triageAction={triageEnquiry} assignAction={assignEnquiry} />
          {outcome && <EnquiryOutcome enquiryRef={ref} outcome={outcome} spam={enquiry.status === 'spam'} people={people} action={markOutcome} />}
          <EnquirySource source={source} path={path} spam={enquiry.status === 'spam'} />
          <EnquiryActions enquiry={enquiry} admin={admin} upstream={upstream} email={senderEmail(enquiry.payload) || undefined} actions={actions} />
        </div>
      </div>
    </div>
  );
}
