/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { listMails, listSubscribers } from '@/lib/admin/store-admin';
import { databases, openStore } from '@/lib/db/test-stores';
import { createMailer } from '@/lib/mail/send';
import { contact, depsFor, refOf, send, withMockSmtp } from './mail-test-kit';
import { releaseSpam } from './not-spam';
import { startOutbox } from './outbox';

const mock = withMockSmtp();
beforeEach(() => jest.spyOn(process.stdout, 'write').mockImplementation(() => true));
afterEach(() => jest.restoreAllMocks());
const bot = { website: 'https://spam.example' };

describe.each(databases)('releasing spam on %s', (database) => {
  it('without an upstream or SMTP, stores the enquiry as new and holds the mails a fresh one gets, once', async () => {
    const store = await openStore(database);
    const deps = depsFor(store);
    const ref = refOf(await send(deps, 'contact-us', contact('ana@example.org', bot)));
    expect(await store.inbox.badges()).toEqual({ new: 0, spam: 1, failed: 0 });
    expect(await listMails(store, ref)).toEqual([]);

    expect(await releaseSpam(store, deps.config, ref, 5_000)).toBe('released');
    expect(await store.inbox.detail(ref)).toMatchObject({ status: 'stored', triage: 'new', attempts: 0, nextAttemptAt: null, updatedAt: 5_000 });
    expect((await listMails(store, ref)).map((mail) => [mail.kind, mail.status, mail.recipient])).toEqual([
      ['team', 'held', 'team@quillmark.test'],
      ['receipt', 'held', 'ana@example.org'],
    ]);
    expect(await store.inbox.badges()).toEqual({ new: 1, spam: 0, failed: 0 });

    expect(await releaseSpam(store, deps.config, ref)).toBe('not-spam');
    expect(await releaseSpam(store, deps.config, 'QM-20260101-NOPE00')).toBe('missing');
    expect(await listMails(store, ref)).toHaveLength(2);
  });

  it('with an upstream and SMTP, queues it so the outbox delivers it and sends its mails', async () => {
    const store = await openStore(database);
    const deps = depsFor(store, { API_BASE_URL: 'http://upstream.test', SMTP_URL: mock.url(), AUTO_REPLY: 'false' });
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}', { status: 201 }));
    const outbox = startOutbox(store, deps.config, 60_000, undefined, createMailer(mock.url(), deps.config.MAIL_FROM, 2_000));
    try {
      const ref = refOf(await send(deps, 'add-bootcamp', { ...contact('ben@example.org', bot), interest: 'devops' }));
      expect(fetchMock).not.toHaveBeenCalled();

      const now = Date.now();
      expect(await releaseSpam(store, deps.config, ref, now)).toBe('released');
      expect(await store.inbox.detail(ref)).toMatchObject({ status: 'queued', triage: 'new', nextAttemptAt: now });
      expect((await listMails(store, ref)).map((mail) => [mail.kind, mail.status])).toEqual([['team', 'queued']]);

      await outbox.runOnce();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(await store.inbox.detail(ref)).toMatchObject({ status: 'delivered', attempts: 1 });
      expect((await listMails(store, ref)).map((mail) => mail.status)).toEqual(['sent']);
      expect(mock.smtp().received().map((mail) => mail.messageId)).toEqual([`<${ref}.team@quillmark.test>`]);
    } finally {
      outbox.stop();
      fetchMock.mockRestore();
    }
  });

  it('signs a released newsletter address up, pending its confirmation', async () => {
    const store = await openStore(database);
    const deps = depsFor(store);
    const ref = refOf(await send(deps, 'newsletter', { email_address: 'Cy@Example.org', ...bot }));
    expect(await listSubscribers(store, true)).toEqual([]);
    expect(await releaseSpam(store, deps.config, ref)).toBe('released');
    expect(await listSubscribers(store, true)).toMatchObject([{ email: 'cy@example.org', status: 'pending', ref, source: 'popup' }]);
    expect((await listMails(store, ref)).map((mail) => [mail.kind, mail.recipient])).toEqual([['confirm', 'cy@example.org']]);
  });

  it('releases a row once when two staff members ask at the same moment', async () => {
    const store = await openStore(database);
    const deps = depsFor(store);
    const ref = refOf(await send(deps, 'contact-us', contact('di@example.org', bot)));
    const answers = await Promise.all([releaseSpam(store, deps.config, ref), releaseSpam(store, deps.config, ref)]);
    expect(answers.toSorted()).toEqual(['not-spam', 'released']);
    expect(await listMails(store, ref)).toHaveLength(2);
  });
});
