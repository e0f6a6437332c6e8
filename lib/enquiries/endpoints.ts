import type { z } from 'zod';
import { bootcampSchema } from '@/lib/forms/bootcamp';
import { contactSchema } from '@/lib/forms/contact';
import { newsletterSchema } from '@/lib/forms/newsletter';
import { sponsorshipSchema } from '@/lib/forms/sponsorship';
import { studyAbroadSchema } from '@/lib/forms/study-abroad';

/** Our routes mirror the upstream v1 API one to one: the name is both our path and the upstream's. */
export const endpoints = {
  'contact-us': contactSchema,
  'add-bootcamp': bootcampSchema,
  'add-study-abroad': studyAbroadSchema,
  'add-sponsorship': sponsorshipSchema,
  newsletter: newsletterSchema,
} as const satisfies Record<string, z.ZodObject>;

export type EndpointName = keyof typeof endpoints;

export const isEndpoint = (name: string): name is EndpointName => Object.hasOwn(endpoints, name);

export const endpointFields = (name: EndpointName): string[] => Object.keys(endpoints[name].shape);
