// npm run bench: the one entry to every measurement. `npm run bench -- --help` lists them and exits, touching nothing.
//   npm run bench [-- FLAGS]                 the full run (run.mjs): Lighthouse, real throttling, first-load JS, load
//   npm run bench -- SUBCOMMAND [FLAGS]      one part alone, as listed below
// Each tool reads its own flags (its file's opening comment says which); --skip-build reuses the current build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Each subcommand: what it measures, and the file and flags it runs. */
const SUBCOMMANDS = {
  budget: ['the budget: five routes beside a bare Next.js page, simulated and real throttling; exits 1 outside it', 'run.mjs', ['--budget']],
  load: ['the enquiry endpoint under wrk: SQLite, PostgreSQL and through nginx (under a minute with --skip-build)', 'run.mjs', ['--only', 'enquiries']],
  insights: ['POST /api/insights: accepted page views a second, rows against 204s, pages beside a flood', 'run.mjs', ['--only', 'insights']],
  'insights-scale': ['POST /api/insights through the nginx recipe, one and two server processes on one PostgreSQL', 'insights-scale.mjs', []],
  crowd: ['a crowd (pages, their beacons, an enquiry in 100) through the nginx recipe at rising rates, beside the previous release', 'crowd.mjs', []],
  flood: ['100,000 beacons from as many addresses in two minutes: peak resident, accepted and shed, enquiries stored', 'flood.mjs', []],
  articles: ['article pages read from the store per request: p95 beside a bare page, /contact-us (as a ratio) and a previous release', 'articles.mjs', []],
  backup: ['npm run backup and restore on 10,000 enquiries and 100,000 insight events, both databases', 'backup.ts', []],
  trace: ['what the browser does before the first paint, traced by event (decision 0024)', 'trace.mjs', []],
  documents: ['what each document is made of, in gzip bytes (decision 0024)', 'documents.mjs', []],
  profile: ["where a route's time goes, from Lighthouse's diagnostics (decision 0017)", 'profile.mjs', []],
  bytes: ['first-load bytes per route, two builds side by side', 'bytes.mjs', []],
};

const [first, ...rest] = process.argv.slice(2);
if (first === '--help' || first === '-h' || first === 'help') {
  console.log('Usage: npm run bench [-- FLAGS] | npm run bench -- SUBCOMMAND [FLAGS]\n');
  console.log('  (none)         the full run: every route, Lighthouse simulated and real throttling, first-load JS, load');
  for (const [name, [what]] of Object.entries(SUBCOMMANDS)) console.log(`  ${name.padEnd(14)} ${what}`);
  console.log('\nFlags belong to each tool (the opening comment of scripts/bench/<file> lists them); --skip-build reuses the build.');
  process.exit(0);
}

const chosen = first !== undefined && !first.startsWith('-') ? SUBCOMMANDS[first] : undefined;
if (first !== undefined && !first.startsWith('-') && !chosen) {
  console.error(`Unknown subcommand "${first}": npm run bench -- --help lists them.`);
  process.exit(2);
}
const [file, flags] = chosen ? [chosen[1], [...chosen[2], ...rest]] : ['run.mjs', process.argv.slice(2)];
// Each tool runs as its own process, as it always has: its flags, its exit status.
const command = file.endsWith('.ts') ? ['node_modules/.bin/tsx', ['--conditions=react-server', path.join(here, file), ...flags]] : [process.execPath, [path.join(here, file), ...flags]];
const { status, signal } = spawnSync(command[0], command[1], { stdio: 'inherit' });
process.exit(status ?? (signal ? 1 : 0));
