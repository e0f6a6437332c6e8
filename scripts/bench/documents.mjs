// npm run bench -- documents: what each route's document is made of, in gzip bytes: the whole, the flight's second copy
// of the CSS that Next writes with `experimental.inlineCss`, and the document without that copy; the stylesheets
// the flight carries that the page's own `<style>` does not (its error and not-found boundaries'), and the JSON-LD.
// Bytes, not timings: one run gives the same figures as ten.
//
//   npm run bench -- documents [--skip-build] [--routes /,/blog]
import { execSync } from 'node:child_process';
import { BUDGET_ROUTES } from './budget.mjs';
import { documentParts } from './document-parts.mjs';
import { refuseTakenPorts, serveBuild, stopAll, waitFor } from './servers.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const ROUTES = option('routes', '') ? option('routes', '').split(',') : [...BUDGET_ROUTES, '/about-us', '/bootcamp', '/sponsorship'];

process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));
await refuseTakenPorts([3461]);
if (!argv.includes('--skip-build')) execSync('npm run build', { stdio: 'ignore' });
const site = serveBuild('.', 3461).origin;
await waitFor(`${site}/api/health`);

const kB = (bytes) => (bytes / 1024).toFixed(1);
console.log('| route | document kB gzip | CSS in the flight, kB raw | its cost, kB gzip | document without it, kB gzip | boundaries\' CSS in the flight only, kB raw | JSON-LD kB raw |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const route of ROUTES) {
  const parts = documentParts(await (await fetch(site + route)).text());
  const boundaries = parts.stylesheets.filter((sheet) => !sheet.inStyle).reduce((sum, sheet) => sum + sheet.bytes, 0);
  console.log(`| ${route} | ${kB(parts.gzip)} | ${kB(parts.flightCssBytes)} | ${kB(parts.flightCssGzip)} | ${kB(parts.gzipWithoutFlightCss)} | ${kB(boundaries)} | ${kB(parts.jsonLdBytes)} |`);
}
process.exit(0);
