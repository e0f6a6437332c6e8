import 'server-only';
import { company } from '@/content/company';
import { choiceLabels, countryCodeOptions, fieldLabels, interestOptions, sponsorshipTypeOptions, studyCountryOptions, studyCourseOptions } from '@/content/forms';
import { mailCopy } from '@/content/mail';
import type { NewMail } from '@/lib/db/mail/mails';
import type { MailKind } from '@/lib/db/schema';
import type { Endpoint } from '@/lib/forms/registry';
import { endpointFields } from '@/lib/forms/schemas';
import { isMailAddress, recipientFor, type NotifyTo } from '@/lib/mail-addresses';
import { visibleProse } from '@/lib/visible-text';

export type { NewMail } from '@/lib/db/mail/mails';

export interface MailSettings {
  MAIL_FROM: { name: string; address: string };
  NOTIFY_TO: NotifyTo;
  SITE_URL: string;
}

/** Derived from the reference: a retry carries the same Message-ID, and each enquiry has one mail of each kind. */
export const messageIdFor = (ref: string, kind: MailKind, from: { address: string }) => `<${ref}.${kind}@${from.address.split('@')[1]}>`;

/** Text for HTML, its five special characters as numeric references. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const OPTIONS: Record<string, readonly { value: string; label: string }[]> = {
  interest: interestOptions,
  preferred_country_of_study: studyCountryOptions,
  preferred_course: studyCourseOptions,
  type_of_sponsorship: sponsorshipTypeOptions,
  mobile_country_code: countryCodeOptions,
};

/** The enquiry's fields as the form labels them, in the form's order; choices by their label, the phone in one line. */
function labelledFields(form: Endpoint, payload: Record<string, unknown>): [string, string][] {
  const rows: [string, string][] = [];
  for (const name of endpointFields(form)) {
    const value = payload[name];
    if (name === 'mobile_country_code') continue;
    if (name === 'subscribe') {
      rows.push([mailCopy.team.newsletterAsked, Array.isArray(value) && value.length > 0 ? mailCopy.team.yes : mailCopy.team.no]);
      continue;
    }
    // A visitor's value as a mail carries it: free text's rule (PostgreSQL refuses NUL in text).
    const text = typeof value === 'string' ? visibleProse(OPTIONS[name]?.find((option) => option.value === value)?.label ?? value) : '';
    const label = name in fieldLabels ? fieldLabels[name as keyof typeof fieldLabels].label : name in choiceLabels ? choiceLabels[name as keyof typeof choiceLabels] : name;
    rows.push([label, name === 'mobile_no' ? visibleProse(`${String(payload.mobile_country_code ?? '')} ${text}`).trim() : text]);
  }
  return rows;
}

const when = (at: number) => new Date(at).toUTCString();

function page(paragraphs: string[], extra = ''): string {
  return `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a2e">${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}${extra}</body></html>`;
}

/** The team's notice: the form, every field with its label, the reference in the subject; replies go to the visitor. */
export function teamNotice(form: Endpoint, ref: string, payload: Record<string, unknown>, receivedAt: number, settings: MailSettings): NewMail {
  const formName = mailCopy.formNames[form];
  const head: [string, string][] = [
    [mailCopy.team.form, formName],
    [mailCopy.team.reference, ref],
    [mailCopy.team.received, when(receivedAt)],
  ];
  const rows = [...head, ...labelledFields(form, payload)];
  const visitor = typeof payload.email_address === 'string' ? payload.email_address.trim() : '';
  const replyTo = isMailAddress(visitor) ? visitor : null;
  // The staff area's page of this enquiry (app/(staff)/staff/(signed-in)/inbox/[ref]): its notes, state and mails.
  const inbox = `${settings.SITE_URL}/staff/inbox/${ref}`;
  const text = [mailCopy.team.intro(formName), '', ...rows.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)), '', `${mailCopy.team.inboxLink}: ${inbox}`, ...(replyTo ? [mailCopy.team.replyHint] : [])].join('\n');
  const table = `<table cellpadding="6" style="border-collapse:collapse">${rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`).join('')}</table>`;
  return {
    ref,
    kind: 'team',
    messageId: messageIdFor(ref, 'team', settings.MAIL_FROM),
    recipient: recipientFor(settings.NOTIFY_TO, form),
    replyTo,
    subject: mailCopy.team.subject(formName, ref),
    text,
    html: page([mailCopy.team.intro(formName)], `${table}<p><a href="${escapeHtml(inbox)}">${escapeHtml(mailCopy.team.inboxLink)}</a></p>${replyTo ? `<p>${escapeHtml(mailCopy.team.replyHint)}</p>` : ''}`),
    headers: {},
  };
}

function contactLines(): string[] {
  const uk = company.offices.find((office) => office.id === 'uk');
  return [
    ...company.emails.filter((email) => email.id === 'sales' || email.id === 'support').map((email) => `${email.label}: ${email.address}`),
    ...company.phones.filter((phone) => phone.id === 'uk-operations').map((phone) => `${phone.label}: ${phone.display}`),
    ...(uk ? [uk.addressLines.join(', ')] : []),
  ];
}

/** The visitor's receipt: the reference and what happens next, never a word of what they wrote. */
export function receipt(form: Endpoint, ref: string, recipient: string, settings: MailSettings): NewMail {
  const copy = mailCopy.receipt;
  const formName = mailCopy.formNames[form];
  const paragraphs = [copy.greeting, copy.thanks(formName), copy.reference(ref), `${copy.nextHeading}: ${copy.next[form]}`];
  const contacts = contactLines();
  return {
    ref,
    kind: 'receipt',
    messageId: messageIdFor(ref, 'receipt', settings.MAIL_FROM),
    recipient,
    replyTo: null,
    subject: copy.subject(ref),
    text: [...paragraphs.flatMap((text) => [text, '']), `${copy.contactHeading}:`, ...contacts, '', mailCopy.signature, '', copy.notYou].join('\n'),
    html: page(paragraphs, `<p><strong>${escapeHtml(copy.contactHeading)}</strong><br>${contacts.map(escapeHtml).join('<br>')}</p><p>${escapeHtml(mailCopy.signature)}</p><p style="color:#555;font-size:13px">${escapeHtml(copy.notYou)}</p>`),
    headers: {},
  };
}

/** The newsletter's confirmation: the signed link that confirms, and the one-click way out that every newsletter mail carries. */
export function confirmation(ref: string, recipient: string, links: { confirm: string; unsubscribe: string; oneClick: string }, days: number, settings: MailSettings): NewMail {
  const copy = mailCopy.confirm;
  return {
    ref,
    kind: 'confirm',
    messageId: messageIdFor(ref, 'confirm', settings.MAIL_FROM),
    recipient,
    replyTo: null,
    subject: copy.subject,
    text: [copy.body, '', `${copy.action}: ${links.confirm}`, '', copy.expiry(days), '', `${copy.unsubscribe} ${links.unsubscribe}`, '', mailCopy.signature].join('\n'),
    html: page(
      [copy.body],
      `<p><a href="${escapeHtml(links.confirm)}" style="display:inline-block;padding:10px 18px;background:#1a1a2e;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(copy.action)}</a></p><p>${escapeHtml(copy.expiry(days))}</p><p style="color:#555;font-size:13px">${escapeHtml(copy.unsubscribe)} <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(links.unsubscribe)}</a></p><p>${escapeHtml(mailCopy.signature)}</p>`,
    ),
    // RFC 2369 and RFC 8058: a mail program's own unsubscribe button posts to the link, with no page in between.
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
