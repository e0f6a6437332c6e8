/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { createServer, type AddressInfo } from 'node:net';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { SMTPServer } from 'smtp-server';
import { newsletterConsent } from '@/content/mail';
import { createMockSmtp, type MockSmtp } from '@/e2e/mock-smtp.cjs';
import { eraseAddress, listMails, listSubscribers } from '@/lib/admin/store-admin';
import { parseConfig } from '@/lib/config';
import type { MailRow } from '@/lib/db/mails';
import type { Store } from '@/lib/db/store';
import { databases, openStore } from '@/lib/db/test-stores';
import { startOutbox } from '@/lib/enquiries/outbox';
import { processEnquiry, type PipelineDeps } from '@/lib/enquiries/pipeline';
import { rateLimiter } from '@/lib/enquiries/rate-limit';
import { startRetention } from '@/lib/enquiries/retention';
import { checkToken } from '@/lib/newsletter/tokens';
import { LINK_SECRET, MAILS_PER_ADDRESS_PER_DAY } from './queue';
import { createMailer } from './send';

const contact = (email: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Ana',
  last_name: 'Silva',
  company_name: 'Harbourline Ports',
  mobile_no: '7700900123',
  mobile_country_code: '+44',
  email_address: email,
  message: 'Please call me about a data platform.\nTwo lines.',
  subscribe: ['1'],
  ...extra,
});

let smtp: MockSmtp;
let smtpUrl: string;
let stderr: jest.SpyInstance;
beforeAll(async () => {
  smtp = createMockSmtp();
  smtpUrl = await smtp.listen();
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.reset();
  stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => stderr.mockRestore());

function depsFor(store: Store, env: Record<string, string> = {}): PipelineDeps {
  const memory = () => new RateLimiterMemory({ points: 1_000, duration: 60 });
  return { store, limiter: rateLimiter(memory(), memory()), config: parseConfig({ NOTIFY_TO: 'team@quillmark.test, add-bootcamp=admissions@quillmark.test', MAIL_FROM: 'Quillmark <hello@quillmark.test>', ...env }) };
}

let keys = 0;
const send = (deps: PipelineDeps, form: 'contact-us' | 'add-bootcamp' | 'newsletter', body: Record<string, unknown>, source?: 'popup' | 'thank-you') =>
  processEnquiry(form, body, { idempotencyKey: `key-mail-${(keys += 1)}`, client: '192.0.2.1', ...(source ? { source } : {}) }, deps);
const refOf = (outcome: Awaited<ReturnType<typeof send>>) => (outcome.kind === 'answered' ? String(outcome.answer.body.ref) : '');

describe.each(databases)('mail on %s', (database) => {
  it('without SMTP, holds the team notice and the receipt with the enquiry, and sends nothing', async () => {
    const store = await openStore(database);
    const ref = refOf(await send(depsFor(store), 'contact-us', contact('ana@example.org')));
    const mails = await listMails(store, ref);
    expect(mails.map((mail) => [mail.kind, mail.status, mail.recipient, mail.replyTo])).toEqual([
      ['team', 'held', 'team@quillmark.test', 'ana@example.org'],
      ['receipt', 'held', 'ana@example.org', null],
    ]);
    const [team, receipt] = mails;
    expect(team!.subject).toBe(`New enquiry ${ref}: Contact us`);
    expect(team!.text).toContain('First name: Ana');
    expect(team!.text).toContain('How can we help?:\nPlease call me about a data platform.\nTwo lines.');
    expect(team!.text).toContain('Mobile number: +44 7700900123');
    expect(team!.messageId).toBe(`<${ref}.team@quillmark.test>`);
    expect(receipt!.subject).toBe(`We have your enquiry (${ref})`);
    expect(receipt!.text).toContain(ref);
    // The receipt never carries the visitor's words back to the address they typed.
    for (const words of ['Ana', 'Silva', 'Harbourline', 'data platform', '7700900123']) expect(receipt!.text + receipt!.html).not.toContain(words);
    expect(await store.mails.state()).toEqual({ queued: 0, failed: 0, held: 2 });
  });

  it('writes no mail for spam or a repeated key, none to the visitor with AUTO_REPLY=false, and a few receipts a day at most', async () => {
    const store = await openStore(database);
    const deps = depsFor(store, { SMTP_URL: smtpUrl });
    await send(deps, 'contact-us', contact('bot@example.org', { website: 'https://spam.example' }));
    expect(await listMails(store)).toEqual([]);
    const first = await processEnquiry('add-bootcamp', { ...contact('ben@example.org'), interest: 'devops' }, { idempotencyKey: 'key-mail-repeat', client: '192.0.2.1' }, deps);
    await processEnquiry('add-bootcamp', { ...contact('ben@example.org'), interest: 'devops' }, { idempotencyKey: 'key-mail-repeat', client: '192.0.2.1' }, deps);
    expect((await listMails(store, refOf(first))).map((mail) => [mail.kind, mail.status, mail.recipient])).toEqual([
      ['team', 'queued', 'admissions@quillmark.test'],
      ['receipt', 'queued', 'ben@example.org'],
    ]);
    const quiet = depsFor(store, { SMTP_URL: smtpUrl, AUTO_REPLY: 'false' });
    expect((await listMails(store, refOf(await send(quiet, 'contact-us', contact('cy@example.org'))))).map((mail) => mail.kind)).toEqual(['team']);

    const target = 'Victim@Example.org';
    const refs: string[] = [];
    for (let i = 0; i < MAILS_PER_ADDRESS_PER_DAY + 2; i += 1) refs.push(refOf(await send(deps, 'contact-us', contact(target, { message: `note ${i}` }))));
    const receipts = (await listMails(store)).filter((mail) => mail.kind === 'receipt' && mail.recipient === 'victim@example.org');
    expect(receipts).toHaveLength(MAILS_PER_ADDRESS_PER_DAY);
    // The team still hears of every one.
    expect((await listMails(store)).filter((mail) => mail.kind === 'team' && refs.includes(mail.ref))).toHaveLength(refs.length);
  });

  it('sends through SMTP once it answers: nothing lost while it is down, one of each mail, the same Message-ID', async () => {
    const store = await openStore(database);
    const deps = depsFor(store, { SMTP_URL: smtpUrl });
    let later = 0;
    const outbox = startOutbox(store, { ...deps.config, API_BASE_URL: '' }, 60_000, () => Date.now() + later, createMailer(smtpUrl, deps.config.MAIL_FROM, 2_000));
    try {
      smtp.setMode('down');
      const ref = refOf(await send(deps, 'contact-us', contact('dana@example.org')));
      expect(await outbox.runOnce()).toBe(2);
      expect((await listMails(store, ref)).map((mail) => [mail.status, mail.attempts])).toEqual([['queued', 1], ['queued', 1]]);
      expect(smtp.received()).toEqual([]);
      smtp.setMode('up');
      later += 60_000;
      await outbox.runOnce();
      await outbox.runOnce();
      expect((await listMails(store, ref)).map((mail) => mail.status)).toEqual(['sent', 'sent']);
      // Each retried on its own backoff, so in either order; each once.
      const [receipt, team] = smtp.received().toSorted((a, b) => String(a.messageId).localeCompare(String(b.messageId)));
      expect([receipt, team].map((mail) => [mail?.messageId, mail?.envelope.to])).toEqual([
        [`<${ref}.receipt@quillmark.test>`, ['dana@example.org']],
        [`<${ref}.team@quillmark.test>`, ['team@quillmark.test']],
      ]);
      expect(smtp.received()).toHaveLength(2);
      expect(team!.replyTo).toEqual([{ address: 'dana@example.org', name: '' }]);
      expect(team!.from).toEqual([{ address: 'hello@quillmark.test', name: 'Quillmark' }]);
    } finally {
      outbox.stop();
    }
  });

  it('marks a mail the server refuses for good as failed, and readiness can count it', async () => {
    const store = await openStore(database);
    const deps = depsFor(store, { SMTP_URL: smtpUrl, AUTO_REPLY: 'false' });
    const outbox = startOutbox(store, { ...deps.config, API_BASE_URL: '' }, 60_000, undefined, createMailer(smtpUrl, deps.config.MAIL_FROM, 2_000));
    try {
      smtp.setMode('reject');
      await send(deps, 'contact-us', contact('eve@example.org'));
      await outbox.runOnce();
      expect(await store.mails.state()).toEqual({ queued: 0, failed: 1, held: 0 });
      expect((await listMails(store))[0]!.lastError).toBe('smtp EENVELOPE 550');
    } finally {
      outbox.stop();
    }
  });
});

describe('a failed send', () => {
  const from = { name: 'Quillmark', address: 'hello@quillmark.test' };
  const mail: MailRow = {
    id: 1,
    ref: 'QM-20260101-ABCDEF',
    kind: 'receipt',
    messageId: '<QM-20260101-ABCDEF.receipt@quillmark.test>',
    recipient: 'jane@example.com',
    replyTo: null,
    subject: 'We have your enquiry (QM-20260101-ABCDEF)',
    text: 'Thank you.',
    html: '<p>Thank you.</p>',
    headers: {},
    status: 'queued',
    attempts: 0,
    lastError: null,
    createdAt: Date.now(),
  };

  it('records the codes that name a refusal, never the address or words of the reply (they reach the log)', async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address !== 'jane@example.com') return callback();
        return callback(Object.assign(new Error('5.1.1 <jane@example.com>: Recipient address rejected'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.server.address() as AddressInfo;
      const sending = await createMailer(`smtp://127.0.0.1:${port}`, from, 2_000).send(mail);
      expect(sending).toEqual({ outcome: 'rejected', error: 'smtp EENVELOPE 550 5.1.1' });
      const { error } = sending as { error: string };
      for (const words of ['jane', 'example.com', 'Recipient']) expect(error).not.toContain(words);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('records only the connection’s code when no server answers, and tries again', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    // Nodemailer's code for a refused connection; its message would have named the host and port.
    expect(await createMailer(`smtp://127.0.0.1:${port}`, from, 2_000).send(mail)).toEqual({ outcome: 'retry', error: 'smtp ESOCKET' });
  });
});

describe('mail headers', () => {
  it('carry nothing a visitor typed but a validated Reply-To: CR/LF and encoded words add no header or recipient', async () => {
    const store = await openStore('SQLite');
    const deps = depsFor(store, { SMTP_URL: smtpUrl });
    const injected = { message: 'Hello\r\nBcc: evil@attacker.example\r\n\r\nBody', company_name: 'Acme\r\nSubject: You won' };
    // Valid for the form (its characters are allowed in an address), but an encoded word hides "x CR LF Bcc: …".
    const encoded = `=?utf-8?B?${Buffer.from('x\r\nBcc: evil@attacker.example').toString('base64')}?=@example.org`;
    const plain = await send(deps, 'contact-us', contact('fay@example.org', injected));
    const hidden = await send(deps, 'contact-us', contact(encoded, injected));
    expect([plain.kind, hidden.kind]).toEqual(['answered', 'answered']);
    const outbox = startOutbox(store, { ...deps.config, API_BASE_URL: '' }, 60_000, undefined, createMailer(smtpUrl, deps.config.MAIL_FROM, 2_000));
    await outbox.runOnce();
    outbox.stop();
    const mails = smtp.received();
    // The encoded address gets no receipt and is no one's Reply-To: three mails, not four.
    expect(mails.map((mail) => [mail.envelope.to, mail.replyTo.map((address) => address.address)])).toEqual([
      [['team@quillmark.test'], ['fay@example.org']],
      [['fay@example.org'], []],
      [['team@quillmark.test'], []],
    ]);
    for (const mail of mails) {
      expect(mail.headerNames).not.toContain('bcc');
      const headerBlock = mail.raw.split(/\r?\n\r?\n/)[0]!;
      expect(headerBlock).not.toMatch(/^(bcc|subject: you won)/im);
      expect(headerBlock.match(/^[A-Za-z-]+(?=:)/gm)).toEqual(['From', 'To', ...(mail.replyTo.length ? ['Reply-To'] : []), 'Subject', 'Message-ID', 'Date', 'MIME-Version', 'Content-Type']);
      expect(mail.subject).toMatch(/^(New enquiry|We have your enquiry)/);
    }
  });
});

describe.each(databases)('the newsletter on %s', (database) => {
  it('keeps a pending sign-up with its consent, confirms it once, unsubscribes it for good, and forgets one left unconfirmed', async () => {
    const store = await openStore(database);
    const deps = depsFor(store, { SMTP_URL: smtpUrl });
    const ref = refOf(await send(deps, 'newsletter', { email_address: 'Gil@Example.org' }, 'thank-you'));
    const [pending] = await listSubscribers(store, true);
    expect(pending).toMatchObject({ email: 'gil@example.org', status: 'pending', ref, source: 'thank-you', consent_text: newsletterConsent.words['thank-you'], policy_version: newsletterConsent.policyVersion });
    const [mail] = await listMails(store, ref);
    expect(mail).toMatchObject({ kind: 'confirm', recipient: 'gil@example.org', status: 'queued' });
    expect(mail!.headers).toEqual({ 'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=u\./), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    // The mail's link opens the page with the button; the header's, for a mail program's one click, posts to the API.
    const confirmLink = /http:\/\/localhost:3000\/newsletter\/confirm\?token=(\S+)/.exec(mail!.text)![1]!;
    const check = checkToken(await store.secrets.get(LINK_SECRET), 'confirm', confirmLink);
    expect(check).toEqual({ ok: true, key: pending!.key });

    expect(await listSubscribers(store)).toEqual([]);
    expect(await store.subscriptions.confirm(pending!.key)).toBe('confirmed');
    expect(await listSubscribers(store)).toMatchObject([{ email: 'gil@example.org', confirmed_at: expect.any(Number) }]);
    // Asking again once confirmed changes nothing and mails nothing.
    const again = refOf(await send(deps, 'newsletter', { email_address: 'gil@example.org' }));
    expect(await listMails(store, again)).toEqual([]);
    expect(await store.subscriptions.unsubscribe(pending!.key)).toBe(true);
    expect(await store.subscriptions.confirm(pending!.key)).toBe('unsubscribed');
    expect(await listSubscribers(store)).toEqual([]);

    await send(deps, 'newsletter', { email_address: 'hal@example.org' });
    const week = 7 * 24 * 60 * 60_000;
    expect(await store.subscriptions.purgeUnconfirmed(Date.now() - week)).toBe(0);
    expect(await store.subscriptions.purgeUnconfirmed(Date.now() + 1)).toBe(1);
    expect((await listSubscribers(store, true)).map((row) => [row.email, row.status])).toEqual([['gil@example.org', 'unsubscribed']]);
  });

  it('gives a sign-up that starts over a new key: a link mailed for an earlier or ended request confirms nothing', async () => {
    const store = await openStore(database);
    const deps = depsFor(store, { SMTP_URL: smtpUrl });
    const secret = await store.secrets.get(LINK_SECRET);
    const row = async () => (await listSubscribers(store, true))[0]!;
    /** Asks again; the key its confirmation link names, the one request() returned. */
    const request = async () => {
      const ref = refOf(await send(deps, 'newsletter', { email_address: 'kim@example.org' }));
      const [mail] = await listMails(store, ref);
      const check = checkToken(secret, 'confirm', /\/newsletter\/confirm\?token=(\S+)/.exec(mail!.text)![1]!);
      return { ref, key: check.ok ? check.key : '' };
    };

    const first = await request();
    const second = await request();
    expect(second.key).not.toBe(first.key);
    expect(await store.subscriptions.confirm(first.key)).toBeUndefined();
    expect(await row()).toMatchObject({ status: 'pending', ref: second.ref, key: second.key });

    expect(await store.subscriptions.confirm(second.key)).toBe('confirmed');
    expect(await store.subscriptions.unsubscribe(second.key)).toBe(true);
    const third = await request();
    expect(third.key).not.toBe(second.key);
    expect(await store.subscriptions.confirm(second.key)).toBeUndefined();
    expect(await row()).toMatchObject({ status: 'pending', ref: third.ref, key: third.key, confirmed_at: null, unsubscribed_at: null });
    expect(await store.subscriptions.confirm(third.key)).toBe('confirmed');
  });
});

describe.each(databases)('erasure and retention on %s', (database) => {
  it('take an address’s mails and subscription with its enquiries, and the week-old unconfirmed sign-ups', async () => {
    const store = await openStore(database);
    const deps = depsFor(store);
    const ref = refOf(await send(deps, 'contact-us', contact('ida@example.org')));
    await send(deps, 'newsletter', { email_address: 'ida@example.org' });
    await send(deps, 'newsletter', { email_address: 'joe@example.org' });
    expect((await listMails(store)).map((mail) => mail.recipient).sort()).toEqual(['ida@example.org', 'ida@example.org', 'joe@example.org', 'team@quillmark.test']);
    expect(await eraseAddress(store, 'IDA@example.org')).toBe(2);
    expect((await listMails(store)).map((mail) => mail.recipient)).toEqual(['joe@example.org']);
    expect(await listMails(store, ref)).toEqual([]);
    expect((await listSubscribers(store, true)).map((row) => row.email)).toEqual(['joe@example.org']);

    const week = 7 * 24 * 60 * 60_000;
    const sweep = startRetention(store, 731, 60_000, () => Date.now() + week + 1);
    await sweep.first;
    sweep.stop();
    expect(await listSubscribers(store, true)).toEqual([]);
  });
});
