'use client';

import { interestOptions } from '@/content/forms';
import { postBootcamp } from '@/lib/enquiries/form-actions';
import type { BootcampInput, BootcampPayload } from '@/lib/forms/bootcamp';
import { EnquiryForm, type EnquiryChoice } from './enquiry-form';
import { personEmpty } from './person-fields';
import { lazySchema } from './use-field-checks';

const choices: readonly EnquiryChoice<BootcampInput>[] = [{ name: 'interest', options: interestOptions, wide: true }];
const validation = lazySchema(() => import('@/lib/forms/bootcamp').then((module) => module.bootcampSchema));
const empty: BootcampInput = { ...personEmpty, interest: '' };

export function BootcampForm() {
  return <EnquiryForm<BootcampInput, BootcampPayload> form="bootcamp" action={postBootcamp} choices={choices} validation={validation} empty={empty} />;
}
