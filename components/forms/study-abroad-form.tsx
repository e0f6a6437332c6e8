'use client';

import { studyCountryOptions, studyCourseOptions } from '@/content/forms';
import { postStudyAbroad } from '@/lib/enquiries/form-actions';
import type { StudyAbroadInput, StudyAbroadPayload } from '@/lib/forms/study-abroad';
import { EnquiryForm, type EnquiryChoice } from './enquiry-form';
import { personEmpty } from './person-fields';
import { lazySchema } from './use-field-checks';

const choices: readonly EnquiryChoice<StudyAbroadInput>[] = [
  { name: 'preferred_country_of_study', options: studyCountryOptions },
  { name: 'preferred_course', options: studyCourseOptions },
];
const validation = lazySchema(() => import('@/lib/forms/study-abroad').then((module) => module.studyAbroadSchema));
const empty: StudyAbroadInput = { ...personEmpty, preferred_country_of_study: '', preferred_course: '' };

export function StudyAbroadForm() {
  return <EnquiryForm<StudyAbroadInput, StudyAbroadPayload> form="study-abroad" action={postStudyAbroad} choices={choices} validation={validation} empty={empty} />;
}
