import { z } from 'zod';
import { companyName, countryCode, email, message, mobileNumber, personName } from './fields';

export const contactSchema = z.object({
  first_name: personName(),
  last_name: personName(),
  company_name: companyName(),
  mobile_no: mobileNumber(),
  mobile_country_code: countryCode(),
  email_address: email(),
  message: message(),
  // The checkbox's value is 1; the payload carries it as an array, empty when unticked.
  subscribe: z.array(z.literal('1')).max(1).default([]),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactPayload = z.output<typeof contactSchema>;
