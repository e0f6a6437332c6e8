// Load tests with autocannon: pages by GET, the enquiry endpoint by POST, counting what was stored.
import autocannon from 'autocannon';

export async function loadGet(url, { connections = 50, duration = 10 } = {}) {
  const result = await autocannon({ url, connections, duration, headers: { 'accept-encoding': 'gzip' } });
  return summarise(result);
}

export async function loadEnquiries(url, { connections = 20, duration = 10 } = {}) {
  let counter = 0;
  const body = (n) =>
    JSON.stringify({ first_name: 'Bench', last_name: 'Runner', company_name: 'Load Test Ltd', mobile_no: '7700900123', mobile_country_code: '+44', email_address: `bench${n}@example.org`, message: 'Load test enquiry.', subscribe: [] });
  const statuses = {};
  const instance = autocannon({
    url,
    connections,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    requests: [{ setupRequest: (request) => ({ ...request, body: body((counter += 1)), headers: { ...request.headers, 'idempotency-key': `bench-${Date.now()}-${counter}` } }) }],
  });
  instance.on('response', (_client, statusCode) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  return { ...summarise(result), statuses };
}

function summarise(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
