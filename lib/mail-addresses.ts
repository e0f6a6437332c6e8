import 'server-only';
import { EMAIL } from '@/lib/forms/fields';
import { isEndpoint, type Endpoint } from '@/lib/forms/registry';

/**
 * One mailbox, in the plain form a header can carry safely: the forms' email shape (no display name, no comment,
 * no quoting, no CR or LF), a local part of at most 64 characters and a domain with a dot. Stricter than RFC 5322
 * on purpose. Also refused: anything shaped like an RFC 2047 encoded word ("=?utf-8?B?…?="), which some mail
 * programs decode.
 */
export function isMailAddress(text: string): boolean {
  const at = text.indexOf('@');
  return text.length <= 254 && EMAIL.test(text) && at <= 64 && text.slice(at + 1).includes('.') && !text.includes('=?');
}

/** Who hears about each form: one address for all, and any form named with its own. */
export interface NotifyTo {
  all: string;
  forms: Partial<Record<Endpoint, string>>;
}

/** Reads NOTIFY_TO, "team@example.com, add-bootcamp=admissions@example.com": a problem as a string. */
export function parseNotifyTo(value: string): NotifyTo | string {
  let all: string | undefined;
  const forms: Partial<Record<Endpoint, string>> = {};
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const split = entry.indexOf('=');
    const form = split === -1 ? undefined : entry.slice(0, split).trim();
    const address = split === -1 ? entry : entry.slice(split + 1).trim();
    if (!isMailAddress(address)) return `"${address}" is not an email address`;
    if (form === undefined) all = address;
    else if (isEndpoint(form)) forms[form] = address;
    else return `"${form}" is not a form (contact-us, add-bootcamp, add-study-abroad, add-sponsorship, newsletter)`;
  }
  if (!all) return 'name one address for every form, e.g. team@example.com, add-bootcamp=admissions@example.com';
  return { all, forms };
}

export const recipientFor = (notify: NotifyTo, form: Endpoint) => notify.forms[form] ?? notify.all;

/** MAIL_FROM: "Name <address>" or a bare address; the name may not carry what a header could misread. */
export function parseMailFrom(value: string): { name: string; address: string } | string {
  const match = /^\s*(?:([^<>"\r\n]*?)\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value);
  const address = match?.[2] ?? match?.[3] ?? '';
  if (!isMailAddress(address)) return 'give an address, or a name and an address, e.g. Quillmark <hello@example.com>';
  return { name: match?.[1]?.trim() ?? '', address };
}
