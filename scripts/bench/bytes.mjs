// npm run bench -- bytes --compare DIR: what each public route costs a visitor in bytes, this build beside another
// (a checkout of an earlier commit, already built), in one run: the document as Node serves it (gzip -9) and the
// first-load JavaScript (gzip, until the page is idle, 390 px). A route that grows is named on stderr and the
// exit code is 1, so a change that only moves files cannot add bytes unseen.
//
//   node scripts/bench/bytes.mjs --compare /tmp/base [--routes /,/blog] [--skip-build]
import { execSync } from 'node:child_process';
import path from 'node:path';
import { gzipBytes } from './document-parts.mjs';
import { firstLoadJs } from './js-bytes.mjs';
import { refuseTakenPorts, serveBuild, stopAll, waitFor } from './servers.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const COMPARE = option('compare', '');
if (!COMPARE) throw new Error('--compare DIR: the other build to measure beside this one');
// Every kind of public page, and both kinds of 404: a path no route has, and an article that does not exist.
const ROUTES = option(
  'routes',
  '/,/about-us,/blog,/blog/data-analytics-quick-wins-for-smes,/bootcamp,/contact-us,/newsletter,/privacy-policy,/products,/services,/services/web-development,/sponsorship,/studyabroad,/terms-and-conditions,/thank-you,/no-such-page,/blog/no-such-article',
).split(',');
const [SITE_PORT, COMPARE_PORT] = [3421, 3422];

process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));
await refuseTakenPorts([SITE_PORT, COMPARE_PORT]);
if (!argv.includes('--skip-build')) execSync('npm run build', { stdio: 'ignore' });
const site = serveBuild('.', SITE_PORT).origin;
const other = serveBuild(COMPARE, COMPARE_PORT).origin;
await Promise.all([waitFor(`${site}/api/health`), waitFor(`${other}/api/health`)]);

/** The document's bytes gzipped at level 9, and its status. */
async function documentBytes(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return { status: response.status, gzip: gzipBytes(Buffer.from(await response.arrayBuffer())) };
}

const rows = [];
for (const route of ROUTES) {
  // Alternating, so that whatever the machine does meanwhile falls on both builds alike.
  const [before, after] = [await documentBytes(other + route), await documentBytes(site + route)];
  const js = await firstLoadJs([other + route, site + route]);
  rows.push({ route, status: `${before.status}/${after.status}`, docBefore: before.gzip, docAfter: after.gzip, jsBefore: js[other + route].bytes, jsAfter: js[site + route].bytes });
}

const name = path.basename(path.resolve(COMPARE));
const signed = (value) => (value > 0 ? `+${value}` : String(value));
console.log(`| route | status | document B gzip, ${name} | this build | change | first-load JS B gzip, ${name} | this build | change |`);
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.route} | ${row.status} | ${row.docBefore} | ${row.docAfter} | ${signed(row.docAfter - row.docBefore)} | ${row.jsBefore} | ${row.jsAfter} | ${signed(row.jsAfter - row.jsBefore)} |`);
}
const grown = rows.filter((row) => row.docAfter > row.docBefore || row.jsAfter > row.jsBefore);
for (const row of grown) console.error(`grew: ${row.route} (document ${signed(row.docAfter - row.docBefore)} B, JS ${signed(row.jsAfter - row.jsBefore)} B)`);
process.exit(grown.length ? 1 : 0);
