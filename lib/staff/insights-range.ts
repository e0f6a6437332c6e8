import { z } from 'zod';
import { insightsCopy } from '@/content/staff-insights';
import { addDays, rangeLength, type DayRange } from '@/lib/insights/report';
import { param, readDay, type SearchParams } from './inbox-filter';

// The insights page's period, from its GET form's address: the page and the CSV export read it the same way.

export const RANGE_PRESETS = ['7', '30', '90'] as const;
export const RANGE_CHOICES = [...RANGE_PRESETS, 'custom'] as const;
export type RangeChoice = (typeof RANGE_CHOICES)[number];
export const DEFAULT_PRESET = '30' satisfies RangeChoice;
/** The longest period one report covers: some 13 months, a year against the one before. */
export const MAX_RANGE_DAYS = 400;

const { errors } = insightsCopy;
/** A GET form sends an empty field as ''; that is no value. */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const text = z.preprocess(blank, z.string().trim().optional());

/**
 * A preset (`range=7|30|90`) or custom dates (`range=custom&from=…&to=…`, both UTC days, included). Dates without a
 * `range` are custom dates too, so a hand-written link works.
 */
export const insightsRangeSchema = z
  .object({
    range: z.preprocess(blank, z.enum(RANGE_CHOICES, { error: errors.choice }).optional()),
    from: text,
    to: text,
  })
  .superRefine(({ range, from, to }, context) => {
    // A preset ignores the dates the form sends beside it, whatever they are.
    if (range !== 'custom' && (range !== undefined || (from === undefined && to === undefined))) return;
    if (from === undefined || to === undefined) context.addIssue({ code: 'custom', message: errors.missing, path: [from === undefined ? 'from' : 'to'] });
    else if (readDay(from) === undefined || readDay(to) === undefined) context.addIssue({ code: 'custom', message: errors.day, path: [readDay(from) === undefined ? 'from' : 'to'] });
    else if (from > to) context.addIssue({ code: 'custom', message: errors.order, path: ['from'] });
    else if (rangeLength({ from, to }) > MAX_RANGE_DAYS) context.addIssue({ code: 'custom', message: errors.tooLong(MAX_RANGE_DAYS), path: ['to'] });
  });

export type InsightsRangeForm = z.infer<typeof insightsRangeSchema>;

/** What the form shows: the choice and both dates, the shown period's or, after an error, what was typed. */
export interface RangeFields {
  choice: RangeChoice;
  from: string;
  to: string;
}

export type RangeAsked = { ok: true; range: DayRange; fields: RangeFields } | { ok: false; error: string; fields: RangeFields };

export const presetRange = (days: number, today: string): DayRange => ({ from: addDays(today, -(days - 1)), to: today });

/** The period an address asks for, checked against today (UTC); an error in the team's words otherwise. */
export function readInsightsRange(params: SearchParams, today: string): RangeAsked {
  const raw = { range: param(params, 'range'), from: param(params, 'from'), to: param(params, 'to') };
  const parsed = insightsRangeSchema.safeParse(raw);
  const typed: RangeFields = {
    choice: (RANGE_CHOICES as readonly string[]).includes(raw.range ?? '') ? (raw.range as RangeChoice) : raw.from || raw.to ? 'custom' : DEFAULT_PRESET,
    from: raw.from?.trim().slice(0, 10) ?? '',
    to: raw.to?.trim().slice(0, 10) ?? '',
  };
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? errors.choice, fields: typed };
  const { range: choice, from, to } = parsed.data;
  if (from !== undefined && to !== undefined && (choice === 'custom' || choice === undefined)) {
    if (to > today) return { ok: false, error: errors.future(today), fields: typed };
    return { ok: true, range: { from, to }, fields: { choice: 'custom', from, to } };
  }
  const preset = choice === undefined || choice === 'custom' ? DEFAULT_PRESET : choice;
  const range = presetRange(Number(preset), today);
  return { ok: true, range, fields: { choice: preset, ...range } };
}

/** The address of exactly these days, for links and exports that must not move with the clock. */
export function rangeParams({ from, to }: DayRange): URLSearchParams {
  return new URLSearchParams({ range: 'custom', from, to });
}
