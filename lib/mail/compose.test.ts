import { parseConfig } from '@/lib/config';
import { confirmation, receipt, teamNotice } from './compose';

const settings = parseConfig({ NOTIFY_TO: 'team@quillmark.test', MAIL_FROM: 'Quillmark <hello@quillmark.test>' });
const hostile = `<script>alert("x")</script> & &lt;b&gt; 'quoted' "double" javascript:alert(1) <a href="javascript:alert(2)">link</a>`;

/** The text a mail program shows for the HTML: tags dropped, character references decoded. */
const entities: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
const shownText = (html: string) =>
  html.replace(/<[^>]*>/g, '').replace(/&(?:#(\d+)|#x([\da-f]+)|(lt|gt|quot|apos|amp));/gi, (_, dec?: string, hex?: string, name?: string) =>
    dec ? String.fromCharCode(Number(dec)) : hex ? String.fromCharCode(parseInt(hex, 16)) : entities[name!.toLowerCase()]!,
  );

/** Every tag in the HTML as a mail program would read it, its name, and the hrefs in tags. */
const tagsOf = (html: string) => [...html.matchAll(/<[^>]*>/g)].map((match) => match[0]);
const names = (html: string) => tagsOf(html).map((tag) => /^<\s*([^\s>]+)/.exec(tag)![1]!.toLowerCase());
const hrefs = (html: string) => tagsOf(html).flatMap((tag) => [...tag.matchAll(/href\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi)].map((match) => match[1]!.replace(/^["']|["']$/g, '')));

describe('mail HTML', () => {
  it('carries a visitor’s <script>, &, quotes and javascript: URL as text, never as markup', () => {
    const mail = teamNotice('contact-us', 'QM-20261122-7K3F9D', { first_name: hostile, last_name: 'Silva', company_name: hostile, message: `${hostile}\nline two`, email_address: 'ana@example.org' }, Date.UTC(2026, 10, 22), settings);
    for (const name of names(mail.html)) expect(['!doctype', 'html', '/html', 'body', '/body', 'p', '/p', 'table', '/table', 'tbody', '/tbody', 'tr', '/tr', 'th', '/th', 'td', '/td', 'a', '/a']).toContain(name);
    // One link, ours: the enquiry's page in the staff area.
    expect(hrefs(mail.html)).toEqual([`${settings.SITE_URL}/staff/inbox/QM-20261122-7K3F9D`]);
    expect(mail.text).toContain(`Triage it in the staff inbox: ${settings.SITE_URL}/staff/inbox/QM-20261122-7K3F9D\n`);
    for (const tag of tagsOf(mail.html)) expect(tag).not.toMatch(/script|javascript:|[\s"']on\w+=/i);
    // Every character of the hostile value reaches the reader, as text.
    expect(shownText(mail.html)).toContain(hostile);
    expect(shownText(mail.html)).toContain(`${hostile}\nline two`);
    // The plain part is plain: the visitor's words as typed.
    expect(mail.text).toContain(`First name: ${hostile}\n`);
    expect(mail.text).toContain(`:\n${hostile}\nline two\n`);
  });

  it('keeps a link that holds quotes or markup inside its href, and a visitor’s words out of the receipt', () => {
    const odd = 'https://quillmark.test/newsletter/confirm?token=a"onmouseover="alert(1)&x=<b>';
    const mail = confirmation('QM-20261122-7K3F9D', 'ana@example.org', { confirm: odd, unsubscribe: odd, oneClick: odd }, 7, settings);
    for (const tag of tagsOf(mail.html)) expect(tag).not.toMatch(/[\s"']on\w+=|^<b>$/i);
    expect(hrefs(mail.html)).toEqual([expect.stringContaining('https://quillmark.test/newsletter/confirm?token=a'), expect.stringContaining('https://quillmark.test/newsletter/confirm?token=a')]);
    expect(shownText(mail.html)).toContain(odd);
    expect(hrefs(receipt('contact-us', 'QM-20261122-7K3F9D', 'ana@example.org', settings).html)).toEqual([]);
  });
});
