import { z } from 'zod';
import { email } from './fields';
import { messages } from './messages';

export const newsletterSchema = z.object({ email_address: email(messages.emailDot) });

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterPayload = z.output<typeof newsletterSchema>;
