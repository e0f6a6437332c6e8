import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { request as http } from '@playwright/test';
import { startNginx } from './nginx-process';
import { expect, test } from './site-fixture';
import { contactEnquiry } from './site-process';

// Two instances behind the nginx recipe, one of them stopping. An instance that stops drops the kept-alive
// connections it has read nothing on, and nginx may have sent an enquiry down one of them that very moment: the
// connection is reset before any answer. Here that instance is a stand-in that resets every connection once a
// request arrives, so the moment is met every time instead of a few times in a thousand (deploy/nginx/quillmark.conf).
test.use({ siteOptions: { env: { SITE_URL: 'http://localhost:3000' } } });

test('an enquiry whose instance drops the connection unanswered is answered by the other instance', async ({ site }) => {
  const sockets = new Set<Socket>();
  let reset = 0;
  const stopping = createServer((socket) => {
    sockets.add(socket);
    socket.once('data', () => {
      reset++;
      socket.resetAndDestroy();
    });
  });
  stopping.listen(0, '127.0.0.1');
  await once(stopping, 'listening');
  const stoppingPort = (stopping.address() as { port: number }).port;
  const proxy = await startNginx([stoppingPort, site.process.port], 1);
  const viaNginx = await http.newContext({ baseURL: proxy.origin });
  try {
    const answers: { status: number; ref: string | undefined }[] = [];
    // nginx takes the instances in turn, and after a failure rests the one that failed: the first posts reach it.
    for (let i = 0; i < 4; i++) {
      const response = await viaNginx.post('/api/v1/contact-us', { data: contactEnquiry(`failover-${i}@harbour.example`) });
      answers.push({ status: response.status(), ref: ((await response.json().catch(() => ({}))) as { ref?: string }).ref });
    }
    expect(reset, 'the stand-in was sent an enquiry and dropped it').toBeGreaterThan(0);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.ref)).size).toBe(4);
  } finally {
    await viaNginx.dispose();
    await proxy.stop();
    for (const socket of sockets) socket.destroy();
    stopping.close();
  }
});
