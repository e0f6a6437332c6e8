import 'server-only';
import { digestCopy as copy } from '@/content/digest';
import type { LondonWeek } from '@/lib/digest-schedule';
import { escapeHtml, messageIdFor, type MailSettings, type NewMail } from '@/lib/mail/compose';
import type { WeeklyDigest } from './digest';
import { digestText, type DigestSection, type Tone } from './sections';

// The digest as a mail: one column no wider than 600px, inline styles, no image and nothing fetched, and a text part
// that says the same. Every value is escaped, a campaign's name (a visitor's URL) first among them.

/** The staff page of one week's digest (app/(staff)/staff/(signed-in)/insights/digest). */
export const digestPath = (week: LondonWeek) => `/staff/insights/digest?week=${week.week}`;

const TONES: Record<Tone, string> = { better: '#1d6b3f', worse: '#b3261e', flat: '#555555' };
const CELL = 'padding:8px 0;border-top:1px solid #e2e2e8;vertical-align:top';

function htmlSection({ title, lead, lines, empty }: DigestSection): string {
  const rows = lines
    .map(
      (line) =>
        `<tr><td style="${CELL};padding-right:12px;word-break:break-word">${escapeHtml(line.label)}<br><span style="color:${TONES[line.tone]};font-size:13px">${escapeHtml(line.detail)}</span></td>` +
        `<td align="right" style="${CELL};text-align:right;font-weight:bold">${escapeHtml(line.value)}</td></tr>`,
    )
    .join('');
  return (
    `<h2 style="font-size:18px;line-height:1.3;margin:28px 0 4px">${escapeHtml(title)}</h2>` +
    `<p style="margin:0 0 8px;color:#555555;font-size:13px">${escapeHtml(lead)}</p>` +
    (lines.length === 0 ? `<p style="margin:0">${escapeHtml(empty)}</p>` : `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%">${rows}</table>`)
  );
}

function textSection({ title, lead, lines, empty }: DigestSection): string[] {
  return [title, '-'.repeat(title.length), lead, '', ...(lines.length === 0 ? [empty, ''] : lines.flatMap((line) => [`${line.label}: ${line.value}`, `  ${line.detail}`, '']))];
}

/** The mail to one reader: `n` numbers them within the week, so each has its reference and Message-ID. */
export function digestMail(digest: WeeklyDigest, recipient: string, n: number, settings: Pick<MailSettings, 'MAIL_FROM' | 'SITE_URL'>): NewMail {
  const words = digestText(digest);
  const ref = `digest-${digest.week.week}-${n}`;
  const links: [string, string][] = [
    [copy.links.digest, `${settings.SITE_URL}${digestPath(digest.week)}`],
    [copy.links.insights, `${settings.SITE_URL}/staff/insights`],
    [copy.links.account, `${settings.SITE_URL}/staff/account`],
  ];
  const text = [copy.title, '', words.intro, '', ...words.sections.flatMap(textSection), ...links.map(([label, href]) => `${label}: ${href}`), '', words.note, copy.why].join('\n');
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f4f4f6">` +
    `<div style="max-width:600px;margin:0 auto;padding:20px 16px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a2e">` +
    `<h1 style="font-size:22px;line-height:1.3;margin:0 0 8px">${escapeHtml(copy.title)}</h1><p style="margin:0">${escapeHtml(words.intro)}</p>` +
    words.sections.map(htmlSection).join('') +
    `<p style="margin:28px 0 0">${links.map(([label, href]) => `<a href="${escapeHtml(href)}" style="color:#1a4fb4">${escapeHtml(label)}</a>`).join('<br>')}</p>` +
    `<p style="margin:20px 0 0;color:#555555;font-size:13px">${escapeHtml(words.note)} ${escapeHtml(copy.why)}</p>` +
    `</div></body></html>`;
  return { ref, kind: 'team', messageId: messageIdFor(ref, 'team', settings.MAIL_FROM), recipient, replyTo: null, subject: words.subject, text, html, headers: {} };
}
