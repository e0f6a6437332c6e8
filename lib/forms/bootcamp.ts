import { z } from 'zod';
import { enquiryFields } from './enquiry-fields';
import { choice } from './fields';

export const interests = ['full-stack', 'java', 'data', 'ui', 'devops', 'database', 'digital', 'ai', 'qa', 'hr'] as const;

export const bootcampSchema = z.object({ ...enquiryFields(), interest: choice(interests) });

export type BootcampInput = z.input<typeof bootcampSchema>;
export type BootcampPayload = z.output<typeof bootcampSchema>;
