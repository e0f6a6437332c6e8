'use client';

import { sponsorshipTypeOptions } from '@/content/forms';
import { EnquiryForm, type EnquiryChoice, type EnquiryValidation } from './enquiry-form';
import { lazyZodResolver } from './lazy-resolver';

const choices: readonly EnquiryChoice[] = [{ name: 'type_of_sponsorship', options: sponsorshipTypeOptions, wide: true }];
const validation: EnquiryValidation = lazyZodResolver(() => import('@/lib/forms/sponsorship').then((module) => module.sponsorshipSchema));

export function SponsorshipForm() {
  return <EnquiryForm id="sponsorship" endpoint="add-sponsorship" choices={choices} validation={validation} />;
}
