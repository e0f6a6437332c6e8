/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { newsletterConsent } from '@/content/mail';
import { eraseAddress, listMails, listSubscribers } from '@/lib/admin/store-admin';
import { databases, openStore } from '@/lib/db/test-stores';
import { startRetention } from '@/lib/enquiries/retention';
import { checkToken, LINK_SECRET } from '@/lib/newsletter/tokens';
import { contact, depsFor, refOf, send, withMockSmtp } from './mail-test-kit';

const mock = withMockSmtp();

describe.each(databases)('the newsletter on %s', (database) => {
  it('keeps a pending sign-up with its consent, confirms it once, unsubscribes it for good, and forgets one left unconfirmed', async () => {
    const store = await openStore(database);
    const deps = depsFor(store, { SMTP_URL: mock.url() });
    const ref = refOf(await send(deps, 'newsletter', { email_address: 'Gil@Example.org' }, 'thank-you'));
    const [pending] = await listSubscribers(store, true);
    expect(pending).toMatchObject({ email: 'gil@example.org', status: 'pending', ref, source: 'thank-you', consentText: newsletterConsent.words['thank-you'], policyVersion: newsletterConsent.policyVersion });
    const [mail] = await listMails(store, ref);
    expect(mail).toMatchObject({ kind: 'confirm', recipient: 'gil@example.org', status: 'queued' });
    expect(mail!.headers).toEqual({ 'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=u\./), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    // The mail's link opens the page with the button; the header's, for a mail program's one click, posts to the API.
    const confirmLink = /http:\/\/localhost:3000\/newsletter\/confirm\?token=(\S+)/.exec(mail!.text)![1]!;
    const check = checkToken(await store.secrets.get(LINK_SECRET), 'confirm', confirmLink);
    expect(check).toEqual({ ok: true, key: pending!.key });

    expect(await listSubscribers(store)).toEqual([]);
    expect(await store.subscriptions.confirm(pending!.key)).toBe('confirmed');
    expect(await listSubscribers(store)).toMatchObject([{ email: 'gil@example.org', confirmedAt: expect.any(Number) }]);
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
    const deps = depsFor(store, { SMTP_URL: mock.url() });
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
    expect(await row()).toMatchObject({ status: 'pending', ref: third.ref, key: third.key, confirmedAt: null, unsubscribedAt: null });
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
