/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { listMails} from '@/lib/admin/store-admin';
import type { MailRow } from '@/lib/db/mail/mails';
import { startOutbox } from '@/lib/enquiries/outbox';
import { processEnquiry} from '@/lib/enquiries/pipeline';
import { MAILS_PER_ADDRESS_PER_DAY } from '@/lib/mail/enquiry-mails';
import { createMailer } from '@/lib/mail/send';
import { contact, depsFor, refOf, send, withMockSmtp } from '@/testing/mail';
import { databases, openStore } from '@/testing/stores';

const mock = withMockSmtp();

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
    const deps = depsFor(store, { SMTP_URL: mock.url() });
    await send(deps, 'contact-us', contact('bot@example.org', { website: 'https://spam.example' }));
    expect(await listMails(store)).toEqual([]);
    const first = await processEnquiry('add-bootcamp', { ...contact('ben@example.org'), interest: 'devops' }, { idempotencyKey: 'key-mail-repeat', client: '192.0.2.1' }, deps);
    await processEnquiry('add-bootcamp', { ...contact('ben@example.org'), interest: 'devops' }, { idempotencyKey: 'key-mail-repeat', client: '192.0.2.1' }, deps);
    expect((await listMails(store, refOf(first))).map((mail) => [mail.kind, mail.status, mail.recipient])).toEqual([
      ['team', 'queued', 'admissions@quillmark.test'],
      ['receipt', 'queued', 'ben@example.org'],
    ]);
    const quiet = depsFor(store, { SMTP_URL: mock.url(), AUTO_REPLY: 'false' });
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
    const deps = depsFor(store, { SMTP_URL: mock.url() });
    let later = 0;
    const outbox = startOutbox(store, { ...deps.config, API_BASE_URL: '' }, 60_000, () => Date.now() + later, createMailer(mock.url(), deps.config.MAIL_FROM, 2_000));
    try {
      mock.smtp().setMode('down');
      const ref = refOf(await send(deps, 'contact-us', contact('dana@example.org')));
      expect(await outbox.runOnce()).toBe(2);
      expect((await listMails(store, ref)).map((mail) => [mail.status, mail.attempts])).toEqual([['queued', 1], ['queued', 1]]);
      expect(mock.smtp().received()).toEqual([]);
      mock.smtp().setMode('up');
      later += 60_000;
      await outbox.runOnce();
      await outbox.runOnce();
      expect((await listMails(store, ref)).map((mail) => mail.status)).toEqual(['sent', 'sent']);
      // Each retried on its own backoff, so in either order; each once.
      const [receipt, team] = mock.smtp().received().toSorted((a, b) => String(a.messageId).localeCompare(String(b.messageId)));
      expect([receipt, team].map((mail) => [mail?.messageId, mail?.envelope.to])).toEqual([
        [`<${ref}.receipt@quillmark.test>`, ['dana@example.org']],
        [`<${ref}.team@quillmark.test>`, ['team@quillmark.test']],
      ]);
      expect(mock.smtp().received()).toHaveLength(2);
      expect(team!.replyTo).toEqual([{ address: 'dana@example.org', name: '' }]);
      expect(team!.from).toEqual([{ address: 'hello@quillmark.test', name: 'Quillmark' }]);
    } finally {
      outbox.stop();
    }
  });

  it('marks a mail the server refuses for good as failed, and readiness can count it', async () => {
    const store = await openStore(database);
    const deps = depsFor(store, { SMTP_URL: mock.url(), AUTO_REPLY: 'false' });
    const outbox = startOutbox(store, { ...deps.config, API_BASE_URL: '' }, 60_000, undefined, createMailer(mock.url(), deps.config.MAIL_FROM, 2_000));
    try {
      mock.smtp().setMode('reject');
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
    const deps = depsFor(store, { SMTP_URL: mock.url() });
    const injected = { message: 'Hello\r\nBcc: evil@attacker.example\r\n\r\nBody', company_name: 'Acme\r\nSubject: You won' };
    // Valid for the form (its characters are allowed in an address), but an encoded word hides "x CR LF Bcc: …".
    const encoded = `=?utf-8?B?${Buffer.from('x\r\nBcc: evil@attacker.example').toString('base64')}?=@example.org`;
    const plain = await send(deps, 'contact-us', contact('fay@example.org', injected));
    const hidden = await send(deps, 'contact-us', contact(encoded, injected));
    expect([plain.kind, hidden.kind]).toEqual(['answered', 'answered']);
    const outbox = startOutbox(store, { ...deps.config, API_BASE_URL: '' }, 60_000, undefined, createMailer(mock.url(), deps.config.MAIL_FROM, 2_000));
    await outbox.runOnce();
    outbox.stop();
    const mails = mock.smtp().received();
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
