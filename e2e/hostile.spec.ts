import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './site-fixture';
import { requestFrom, spawnSite, startSite, type SiteProcess } from './site-process';

// Hostile clients against servers of this file's own, started as `npm start` starts them: the default settings
// unless a test says otherwise.

/** Every file under the server's build folder, which Next writes its caches into (named after the route). */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// The worker's site (e2e/site-fixture.ts) has the default settings; a test that needs others starts its own.
test.use({ siteOptions: { bare: true } });

test.describe('with the default settings', () => {
  let site: SiteProcess;

  test.beforeAll(({ site: worker }) => {
    site = worker.process;
  });

  test('says nothing of SITE_URL when it is the one the pages were built with', () => {
    const clients = site.output().split('\n').find((line) => line.includes('"event":"server.clients"'));
    // The note names all three things a proxy without TRUST_PROXY bends, not the enquiry limit alone.
    expect(clients).toEqual(expect.stringMatching(/one enquiry limit and one insights beacon limit for the whole site.*count every visitor with the same browser as one/));
    expect(site.output()).not.toContain('config.site-url');
  });

  test('a client inventing X-Forwarded-For is limited like any other: no header picks a bucket', async () => {
    const statuses = [];
    for (let i = 0; i < 14; i++) {
      const body = JSON.stringify({ email_address: `invented-${i}@example.org` });
      const response = await requestFrom('127.0.0.2', `${site.origin}/api/v1/newsletter`, { headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` }, body });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(4).fill(429)]);
  });

  test('a share image for a slug that does not exist is a 404 that writes nothing', async ({ request }) => {
    const images: string[] = [];
    for (const page of ['/blog/building-apis-partners-love-to-integrate', '/services/web-development']) {
      const html = await (await request.get(`${site.origin}${page}`)).text();
      for (const name of ['og:image', 'twitter:image']) {
        const url = new RegExp(`(?:property|name)="${name}" content="([^"]+)"`).exec(html)?.[1];
        expect(url, `${page} ${name}`).toBeTruthy();
        images.push(new URL(url!).pathname);
      }
    }
    // The real slugs' images are drawn as ever.
    for (const image of images) expect((await request.get(`${site.origin}${image}`)).status(), image).toBe(200);
    // Counted by name: other specs running meanwhile may write caches of their own under the same folder.
    const tag = `no-such-${Date.now()}`;
    for (const image of images) {
      for (let i = 0; i < 5; i++) {
        const unknown = image.replace(/^\/(blog|services)\/[^/]+\//, `/$1/${tag}-${i}/`);
        expect((await request.get(`${site.origin}${unknown}`)).status(), unknown).toBe(404);
      }
    }
    expect(filesUnder('.next/standalone/.next').filter((file) => file.includes(tag))).toEqual([]);
  });

  test('a malformed server action call, or router state, is a 400 and not a 500', async ({ request }) => {
    const page = `${site.origin}/thank-you?form=contact&ref=QM-20261124-ABCDEF&next=newsletter`;
    const html = await (await request.get(page)).text();
    const action = /&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(html)?.[1];
    expect(action).toBeTruthy();
    const call = (part: string) => request.post(page, { headers: { 'next-action': action!, origin: site.origin }, multipart: { '0': part }, maxRedirects: 0 });
    for (const part of ['{bad', '["$Q9"]', '[{},"$W1"]', '["$@1"]', '[{},"$n12x"]', '{}', '"$K1"']) {
      const response = await call(part);
      expect(response.status(), part).toBe(400);
      expect(await response.text()).not.toContain(part);
    }
    // What the page's own script sends: the previous state and the form.
    expect((await call('[{"values":{},"errors":{},"key":""},"$K1"]')).status()).toBe(200);
    expect(site.output()).not.toContain('$Q9');

    for (const route of ['/thank-you', '/newsletter', '/newsletter/confirm']) {
      for (const tree of ['%7Bbad', '[1]', encodeURIComponent('["",{"children":["x"]}]'), '%E0%A4%A', 'x'.repeat(10_000)]) {
        const response = await request.get(`${site.origin}${route}?_rsc=abc`, { headers: { rsc: '1', 'next-router-state-tree': tree }, maxRedirects: 0 });
        expect(response.status(), `${route} ${tree.slice(0, 40)}`).toBe(400);
      }
      // The router's own state for the page is read as ever.
      const own = await request.get(`${site.origin}${route}?_rsc=abc`, { headers: { rsc: '1', 'next-router-state-tree': encodeURIComponent('["",{"children":["__PAGE__",{}]},null,null]') }, maxRedirects: 0 });
      expect(own.status(), route).toBeLessThan(400);
    }
  });
});

test.describe('where the server listens', () => {
  test('on a public address without TRUST_PROXY it refuses to start, and says why', async () => {
    const site = await spawnSite({ HOSTNAME: '0.0.0.0' });
    try {
      expect((await site.exited).code).toBe(1);
      expect(site.output()).toContain('would listen on 0.0.0.0 with TRUST_PROXY empty');
    } finally {
      await site.stop();
    }
  });

  test('with a proxy to trust it starts anywhere, and warns when SITE_URL is not the one the pages were built with', async () => {
    const site = await startSite({ HOSTNAME: '0.0.0.0', TRUST_PROXY: 'loopback', SITE_URL: 'https://www.quillmark.example' });
    try {
      expect(site.output()).toContain('"event":"config.site-url"');
      expect(site.output()).toContain('"running":"https://www.quillmark.example"');
    } finally {
      await site.stop();
    }
  });
});
