import { z } from 'zod';
import { enquiryFields } from './enquiry-fields';
import { choice } from './fields';

export const studyCountries = ['uk', 'usa'] as const;
export const studyCourses = ['it', 'care'] as const;

export const studyAbroadSchema = z.object({
  ...enquiryFields(),
  preferred_country_of_study: choice(studyCountries),
  preferred_course: choice(studyCourses),
});

export type StudyAbroadInput = z.input<typeof studyAbroadSchema>;
export type StudyAbroadPayload = z.output<typeof studyAbroadSchema>;
