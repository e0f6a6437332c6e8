'use client';

import { studyCountryOptions, studyCourseOptions } from '@/content/forms';
import { EnquiryForm, type EnquiryChoice, type EnquiryValidation } from './enquiry-form';
import { lazyZodResolver } from './lazy-resolver';

const choices: readonly EnquiryChoice[] = [
  { name: 'preferred_country_of_study', options: studyCountryOptions },
  { name: 'preferred_course', options: studyCourseOptions },
];
const validation: EnquiryValidation = lazyZodResolver(() => import('@/lib/forms/study-abroad').then((module) => module.studyAbroadSchema));

export function StudyAbroadForm() {
  return <EnquiryForm id="study-abroad" endpoint="add-study-abroad" choices={choices} validation={validation} />;
}
