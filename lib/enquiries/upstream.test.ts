import { createMockUpstream, type MockUpstream } from '@/e2e/mock-upstream.cjs';
import { postUpstream, readFieldErrors } from './upstream';

describe('upstream refusals', () => {
  const fields = ['email_address', 'first_name'];
  it('maps named fields in either shape and ignores everything else', async () => {
    expect(readFieldErrors('{"errors":{"email_address":["Blocked"],"role":"admin"}}', fields)).toEqual({ email_address: 'Blocked' });
    expect(readFieldErrors('{"errors":[{"field":"first_name","message":"Too short"},{"field":"x","message":"y"}]}', fields)).toEqual({ first_name: 'Too short' });
    expect(readFieldErrors('<html>502</html>', fields)).toEqual({});
    expect(readFieldErrors('{"errors":{"email_address":{"nested":true}}}', fields)).toEqual({});
    expect(readFieldErrors(`{"errors":{"email_address":"${'x'.repeat(500)}"}}`, fields).email_address).toHaveLength(200);
  });
});

describe('the upstream adapter', () => {
  let upstream: MockUpstream;
  beforeAll(async () => {
    upstream = createMockUpstream();
    upstream.setMode('redirect');
  });
  afterAll(() => upstream.close());

  it('reports a redirect as misdirected, without following it', async () => {
    const baseUrl = await upstream.listen();
    const delivery = await postUpstream({ baseUrl, endpoint: 'newsletter', payload: {}, timeoutMs: 2_000, idempotencyKey: 'QM-1', fields: [] });
    expect(delivery).toEqual({ outcome: 'misdirected', status: 308, error: 'upstream redirect 308' });
  });
});
