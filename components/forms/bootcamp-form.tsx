'use client';

import { interestOptions } from '@/content/forms';
import { EnquiryForm, type EnquiryChoice, type EnquiryValidation } from './enquiry-form';
import { lazyZodResolver } from './lazy-resolver';

const choices: readonly EnquiryChoice[] = [{ name: 'interest', options: interestOptions, wide: true }];
const validation: EnquiryValidation = lazyZodResolver(() => import('@/lib/forms/bootcamp').then((module) => module.bootcampSchema));

export function BootcampForm() {
  return <EnquiryForm id="bootcamp" endpoint="add-bootcamp" choices={choices} validation={validation} />;
}
