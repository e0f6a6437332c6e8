// A small stand-in for the company's v1 API, with controls the tests drive over HTTP.
// Modes: ok (201), down (503), hang (never answers), refuse (422 naming a field), redirect (308 elsewhere),
// flaky (a seeded draw per request: 40% 503, 10% held past the caller's timeout, the rest 201; see flakyOutcome).
// Run alone: node e2e/mock-upstream.cjs [port]
const http = require('node:http');

/** mulberry32: a small seeded generator, so a flaky run draws the same sequence of outcomes each time. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FLAKY_DEFAULTS = { seed: 1, hangMs: 2_500 };

/**
 * One request's fate in flaky mode. A held request is either dropped (its connection destroyed, nothing recorded)
 * or answered late: recorded with a 201 after the caller has most likely given up, as a real API that finished its
 * work after the client's timeout would (so a late answer can make a second delivery of the same enquiry).
 */
function flakyOutcome(random) {
  const draw = random();
  if (draw < 0.4) return 'unavailable';
  if (draw < 0.5) return random() < 0.5 ? 'late' : 'dropped';
  return 'ok';
}

function createMockUpstream() {
  let mode = 'ok';
  let received = [];
  const hanging = new Set();
  const timers = new Set();
  let flaky = { ...FLAKY_DEFAULTS, random: seeded(FLAKY_DEFAULTS.seed) };
  const setMode = (next, options = {}) => {
    mode = next;
    // Each switch to flaky starts its sequence again, from the seed it names (or the default).
    if (next === 'flaky') {
      const seed = Number.isInteger(options.seed) ? options.seed : FLAKY_DEFAULTS.seed;
      const hangMs = Number.isFinite(options.hangMs) ? options.hangMs : FLAKY_DEFAULTS.hangMs;
      flaky = { seed, hangMs, random: seeded(seed) };
    }
  };
  // A held flaky request never answers into a list that was reset (or a server that closed) meanwhile.
  const cancelHeld = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
  const later = (ms, action) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, ms);
    timers.add(timer);
  };

  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const send = (status, body) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.url === '/__mode' && request.method === 'POST') {
        const { mode: next, ...options } = JSON.parse(text);
        setMode(next, options);
        return send(200, { mode });
      }
      if (request.url === '/__received') return send(200, received);
      if (request.url === '/__reset' && request.method === 'POST') {
        cancelHeld();
        mode = 'ok';
        received = [];
        return send(200, { ok: true });
      }
      const match = /^\/v1\/([a-z-]+)$/.exec(request.url ?? '');
      if (!match || request.method !== 'POST') return send(404, { error: 'not found' });
      if (mode === 'hang') {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return undefined;
      }
      if (mode === 'down') return send(503, { error: 'maintenance' });
      if (mode === 'redirect') {
        response.writeHead(308, { location: `https://api.elsewhere.example${request.url}` });
        return response.end();
      }
      if (mode === 'refuse') return send(422, { errors: { email_address: ['This address is blocked by our CRM'] } });
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        return send(400, { error: 'bad json' });
      }
      const record = (late = false) => {
        const delivery = { endpoint: match[1], body, idempotencyKey: request.headers['idempotency-key'] ?? null, contentType: request.headers['content-type'] ?? null };
        received.push(late ? { ...delivery, late: true } : delivery);
        return send(201, { id: received.length });
      };
      if (mode === 'flaky') {
        const outcome = flakyOutcome(flaky.random);
        if (outcome === 'unavailable') return send(503, { error: 'flaky' });
        if (outcome === 'late') return later(flaky.hangMs, () => record(true));
        if (outcome === 'dropped') return later(flaky.hangMs, () => response.destroy());
      }
      return record();
    });
  });

  return {
    server,
    setMode,
    received: () => received,
    reset() {
      cancelHeld();
      mode = 'ok';
      received = [];
    },
    listen(port = 0) {
      return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));
    },
    close() {
      cancelHeld();
      for (const response of hanging) response.destroy();
      server.closeAllConnections?.();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

module.exports = { createMockUpstream };

if (require.main === module) {
  const port = Number(process.argv[2] ?? process.env.MOCK_UPSTREAM_PORT ?? 3199);
  createMockUpstream()
    .listen(port)
    .then((url) => console.log(`mock upstream on ${url}`));
}
