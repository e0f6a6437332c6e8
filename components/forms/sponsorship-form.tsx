'use client';

import { sponsorshipTypeOptions } from '@/content/forms';
import { postSponsorship } from '@/lib/enquiries/form-actions';
import type { SponsorshipInput, SponsorshipPayload } from '@/lib/forms/sponsorship';
import { EnquiryForm, type EnquiryChoice } from './enquiry-form';
import { personEmpty } from './person-fields';
import { lazySchema } from './use-field-checks';

const choices: readonly EnquiryChoice<SponsorshipInput>[] = [{ name: 'type_of_sponsorship', options: sponsorshipTypeOptions, wide: true }];
const validation = lazySchema(() => import('@/lib/forms/sponsorship').then((module) => module.sponsorshipSchema));
const empty: SponsorshipInput = { ...personEmpty, type_of_sponsorship: '' };

export function SponsorshipForm() {
  return <EnquiryForm<SponsorshipInput, SponsorshipPayload> form="sponsorship" action={postSponsorship} choices={choices} validation={validation} empty={empty} />;
}
