import { z } from 'zod';
import { RANGES } from '@/lib/analytics/vitals';
import type { InsightMetric } from '@/lib/db/schema';
import { forms } from '@/lib/forms/registry';
import { visibleLine } from '@/lib/visible-text';
import { BUILD_ID_PATTERN, FIELD_NAME_PATTERN, FORM_STEPS, HELD_MAX_MS, INTENTS, type Beacon } from './beacon';

// What POST /api/insights accepts: lib/insights/beacon.ts's shapes exactly, every string bounded, no key unknown.

/** No control characters: whatever is kept is shown to staff and written to logs. */
const plain = /^\P{Cc}*$/u;
/**
 * A control character is refused, as our script never sends one; any other hidden character is taken out
 * (lib/visible-text.ts), since a copy of the script from before it stripped them may still send one.
 */
const shown = (text: z.ZodString) => text.overwrite(visibleLine);

const view = z.string().regex(/^[0-9a-f]{16}$/, 'view must be 16 hex digits');
const path = shown(z.string().max(300).regex(/^\/\P{Cc}*$/u, 'path must start with /'));
/** A host name (letters, digits, dots, hyphens) or a bracketed IPv6 address, with a port or not. */
const host = z
  .string()
  .max(253)
  .regex(/^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i, 'referrer must be a host name');
const utmValue = shown(z.string().max(100).regex(plain));
const width = z.number().int().min(0).max(10_000);
/** z.number() refuses NaN and ±Infinity; a JSON number past double's range parses as Infinity. */
const measured = (metric: InsightMetric) => z.number().min(0).max(RANGES[metric].max).exactOptional();
const selector = shown(z.string().max(200).regex(plain)).exactOptional();
const phase = z.number().min(0).max(RANGES.inp.max);
/** The page clamps it; a larger one is refused rather than dated before the visit it would have been in. */
const held = z.number().int().min(1).max(HELD_MAX_MS).exactOptional();

const utm = z.strictObject({
  source: utmValue.exactOptional(),
  medium: utmValue.exactOptional(),
  campaign: utmValue.exactOptional(),
  term: utmValue.exactOptional(),
  content: utmValue.exactOptional(),
});

const pageview = z.strictObject({
  kind: z.literal('pageview'),
  view,
  path,
  held,
  referrer: host.exactOptional(),
  utm: utm.exactOptional(),
  width,
});

const vitals = z.strictObject({
  kind: z.literal('vitals'),
  view,
  path,
  held,
  width,
  lcp: measured('lcp'),
  inp: measured('inp'),
  cls: measured('cls'),
  fcp: measured('fcp'),
  ttfb: measured('ttfb'),
  lcpElement: selector,
  inpTarget: selector,
  inpPhases: z.strictObject({ inputDelay: phase, processing: phase, presentation: phase }).exactOptional(),
  build: z.string().regex(BUILD_ID_PATTERN, 'build must be a build id').exactOptional(),
});

/** The pages a call to action may lead to: the enquiry forms' own. */
const FORM_PAGES = Object.values(forms).flatMap((form) => (form.page ? [form.page] : []));
const FORM_IDS = Object.keys(forms) as [string, ...string[]];

const intent = z.strictObject({
  kind: z.literal('intent'),
  view,
  path,
  held,
  width,
  intent: z.enum(INTENTS),
  target: z.enum(FORM_PAGES as [string, ...string[]]).exactOptional(),
});

const form = z.strictObject({
  kind: z.literal('form'),
  view,
  path,
  held,
  width,
  form: z.enum(FORM_IDS),
  step: z.enum(FORM_STEPS),
  field: z.string().regex(FIELD_NAME_PATTERN, 'field must be a field name').exactOptional(),
});

/** One beacon as the browser script sends it; the route answers 400 with `beaconProblem` for anything else. */
export const beaconSchema = z.discriminatedUnion('kind', [pageview, vitals, intent, form]) satisfies z.ZodType<Beacon, Beacon>;

/** A short reason for a 400: the first issue's place and message, never the value sent. */
export function beaconProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'not a beacon';
  const where = issue.path.map(String).join('.');
  return (where ? `${where}: ${issue.message}` : issue.message).slice(0, 200);
}
