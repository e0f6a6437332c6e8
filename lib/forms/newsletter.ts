import { z } from 'zod';
import { validationMessages } from '@/content/validation';
import { email } from './fields';

export const newsletterSchema = z.object({ email_address: email(validationMessages.emailDot) });

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterPayload = z.output<typeof newsletterSchema>;
