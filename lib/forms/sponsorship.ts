import { z } from 'zod';
import { enquiryFields } from './enquiry-fields';
import { choice } from './fields';

export const sponsorshipTypes = ['it', 'care'] as const;

export const sponsorshipSchema = z.object({ ...enquiryFields(), type_of_sponsorship: choice(sponsorshipTypes) });

export type SponsorshipInput = z.input<typeof sponsorshipSchema>;
export type SponsorshipPayload = z.output<typeof sponsorshipSchema>;
