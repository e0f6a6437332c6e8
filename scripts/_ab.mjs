import { spawn } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import Database from 'better-sqlite3';
import path from 'node:path';
import { loadEnquiries } from './bench/load.mjs';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pairs = Number(process.argv[2] ?? 3);
const builds = process.argv.slice(3);
for (let pair = 0; pair < pairs; pair += 1) {
  for (const build of builds) {
    const dataDir = mkdtempSync('/tmp/ab-data-');
    const child = spawn('node', [...(process.env.AB_NODE_ARGS ?? '').split(' ').filter(Boolean), `${build}/server.js`], { env: { ...process.env, PORT: '3310', HOSTNAME: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000', NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', openSync(`/tmp/wk/log-${path.basename(build)}-${pair}.txt`, 'w'), 'inherit'] });
    for (;;) {
      await sleep(500);
      try { const r = await (await fetch('http://127.0.0.1:3310/api/health/ready')).json(); if (r.images?.done) break; } catch {}
    }
    console.log('LOAD START'); await fetch('http://127.0.0.1:3310/api/health?mark=start');
    const { refs, ...result } = loadEnquiries('http://127.0.0.1:3310/api/v1/contact-us', path.join(dataDir, 'refs.txt'));
    await sleep(500);
    const db = new Database(path.join(dataDir, 'enquiries.sqlite'), { readonly: true });
    const rows = db.prepare('SELECT COUNT(*) AS c FROM enquiries').get().c;
    db.close();
    child.kill('SIGTERM');
    await sleep(1000);
    console.log(path.basename(build), `${result.requestsPerSecond}/s p50 ${result.p50} p99 ${result.p99}`, `201: ${result.statuses[201]} rows ${rows} refs ${refs.length}`);
  }
}
