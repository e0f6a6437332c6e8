// What the mail and newsletter tests share: a contact form's answers, a pipeline on a given store with a mock
// SMTP server, and a quiet stderr (the pipeline logs every step).
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { createMockSmtp, type MockSmtp } from '@/e2e/mock-smtp.cjs';
import { parseConfig } from '@/lib/config';
import type { Store } from '@/lib/db/store';
import { rateLimiter } from '@/lib/http/rate-limit';
import { processEnquiry, type PipelineDeps } from './pipeline';

export const contact = (email: string, extra: Record<string, unknown> = {}) => ({
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

/** A mock SMTP server for the file's tests, emptied before each, and stderr silenced meanwhile. */
export function withMockSmtp(): { smtp: () => MockSmtp; url: () => string } {
  let smtp: MockSmtp;
  let url = '';
  let stderr: jest.SpyInstance;
  beforeAll(async () => {
    smtp = createMockSmtp();
    url = await smtp.listen();
  });
  afterAll(() => smtp.close());
  beforeEach(() => {
    smtp.reset();
    stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  });
  afterEach(() => stderr.mockRestore());
  return { smtp: () => smtp, url: () => url };
}

export function depsFor(store: Store, env: Record<string, string> = {}): PipelineDeps {
  const memory = () => new RateLimiterMemory({ points: 1_000, duration: 60 });
  return { store, limiter: rateLimiter(memory(), memory()), config: parseConfig({ NOTIFY_TO: 'team@quillmark.test, add-bootcamp=admissions@quillmark.test', MAIL_FROM: 'Quillmark <hello@quillmark.test>', ...env }) };
}

let keys = 0;
export const send = (deps: PipelineDeps, form: 'contact-us' | 'add-bootcamp' | 'newsletter', body: Record<string, unknown>, source?: 'popup' | 'thank-you') =>
  processEnquiry(form, body, { idempotencyKey: `key-mail-${(keys += 1)}`, client: '192.0.2.1', ...(source ? { source } : {}) }, deps);

export const refOf = (outcome: Awaited<ReturnType<typeof send>>) => (outcome.kind === 'answered' ? String(outcome.answer.body.ref) : '');
