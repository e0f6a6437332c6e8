import type { z } from 'zod';
import { bootcampSchema } from './bootcamp';
import { contactSchema } from './contact';
import { newsletterSchema } from './newsletter';
import type { Endpoint } from './registry';
import { sponsorshipSchema } from './sponsorship';
import { studyAbroadSchema } from './study-abroad';

/** Each endpoint's schema: what the browser checks before sending, and what the server accepts. */
export const schemas = {
  'contact-us': contactSchema,
  'add-bootcamp': bootcampSchema,
  'add-study-abroad': studyAbroadSchema,
  'add-sponsorship': sponsorshipSchema,
  newsletter: newsletterSchema,
} as const satisfies Record<Endpoint, z.ZodObject>;

/** The fields an endpoint accepts, in the schema's order: what is read from a form post and sent upstream. */
export const endpointFields = (endpoint: Endpoint): string[] => Object.keys(schemas[endpoint].shape);
