import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { shippedRoutes } from '../lib/articles/shipped';
import { checkHtml, prerenderedPages } from '../scripts/html-check';

// Every document the site sends must be valid HTML: each page the build prerendered, read from the build, and the
// pages rendered per request, fetched from the server. scripts/html-check.test.ts shows the check refusing errors.
const appDir = path.join('.next', 'server', 'app');
// Next's own last-resort 500 document, prerendered from its built-in shell (the site has no global-error.tsx): its
// <html> has no lang, and no supported option changes it. It is the one page the check leaves out.
const NEXT_BUILT_IN = '_global-error.html';
const built = prerenderedPages(appDir).filter((file) => file !== NEXT_BUILT_IN);

/** The pages that show articles are rendered per request, from the store (lib/articles/live.ts): served, below. */
const fromTheStore = (route: string) => route === '/' || route === '/blog' || route.startsWith('/blog/');

test('the build prerendered every static page', () => {
  // A page missing from the build would silently drop out of the check below.
  const names = new Set(built.map((file) => `/${file.replace(/\.html$/, '').replace(/^index$/, '')}`));
  for (const route of shippedRoutes().filter((route) => !fromTheStore(route))) expect(names, route).toContain(route);
  for (const route of shippedRoutes().filter(fromTheStore)) expect(names, route).not.toContain(route);
});

for (const file of built) {
  test(`prerendered ${file} is valid HTML`, async () => {
    expect(await checkHtml(readFileSync(path.join(appDir, file), 'utf8'), file)).toEqual([]);
  });
}

const served = [...shippedRoutes().filter(fromTheStore), '/thank-you?form=contact', '/newsletter', '/newsletter/confirm?token=planted', '/newsletter/unsubscribe?token=planted', '/no-such-page', '/rss.xml', '/staff/sign-in'];

for (const url of served) {
  test(`served ${url} is valid HTML`, async ({ request }) => {
    const response = await request.get(url);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await checkHtml(await response.text(), url)).toEqual([]);
  });
}
