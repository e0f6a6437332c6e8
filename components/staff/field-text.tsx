import { formNames, staffChoiceLabels, staffFieldLabels, staffValues } from '@/content/staff-inbox';
import { isEndpoint } from '@/lib/forms/registry';
import { endpointFields } from '@/lib/forms/schemas';

// How a stored payload reads to the team: labels from the forms' copy, choices as the visitor saw them. Always text:
// React escapes it, and nothing a visitor sent is ever rendered as markup.

export const formName = (endpoint: string) => (isEndpoint(endpoint) ? formNames[endpoint] : endpoint);

export const fieldLabel = (field: string) => (Object.hasOwn(staffFieldLabels, field) ? staffFieldLabels[field]! : field.replaceAll('_', ' '));

/** One stored value as text: a choice by its label, the newsletter box as yes or no, anything else as JSON. */
export function fieldText(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return staffValues.empty;
  const choices = Object.hasOwn(staffChoiceLabels, field) ? staffChoiceLabels[field]! : undefined;
  if (Array.isArray(value)) {
    if (field === 'subscribe') return value.includes('1') ? staffValues.yes : staffValues.no;
    return value.length === 0 ? staffValues.empty : value.map((item) => fieldText(field, item)).join(', ');
  }
  if (typeof value === 'string') return choices && Object.hasOwn(choices, value) ? choices[value]! : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The fields to show, in the form's own order, then any the payload has that the form no longer does. */
export function payloadFields(endpoint: string, payload: Record<string, unknown>): { known: string[]; extra: string[] } {
  const known = isEndpoint(endpoint) ? endpointFields(endpoint) : [];
  return { known, extra: Object.keys(payload).filter((field) => !known.includes(field)) };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const senderName = (payload: Record<string, unknown>) => [text(payload.first_name), text(payload.last_name)].filter(Boolean).join(' ');

export const senderEmail = (payload: Record<string, unknown>) => text(payload.email_address);

/** A long message cut for a table cell; the enquiry's page has it whole. */
export function shortText(value: string, max = 120): string {
  return value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value;
}
