// A small stand-in for the company's v1 API, with controls the tests drive over HTTP.
// Modes: ok (201), down (503), hang (never answers), refuse (422 naming a field), redirect (308 elsewhere).
// Run alone: node e2e/mock-upstream.cjs [port]
const http = require('node:http');

function createMockUpstream() {
  let mode = 'ok';
  let received = [];
  const hanging = new Set();

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
        mode = JSON.parse(text).mode;
        return send(200, { mode });
      }
      if (request.url === '/__received') return send(200, received);
      if (request.url === '/__reset' && request.method === 'POST') {
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
      received.push({ endpoint: match[1], body, idempotencyKey: request.headers['idempotency-key'] ?? null, contentType: request.headers['content-type'] ?? null });
      return send(201, { id: received.length });
    });
  });

  return {
    server,
    setMode(next) {
      mode = next;
    },
    received: () => received,
    reset() {
      mode = 'ok';
      received = [];
    },
    listen(port = 0) {
      return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));
    },
    close() {
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
