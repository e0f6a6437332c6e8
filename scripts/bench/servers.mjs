// The servers the bench measures side by side: the site on Next's own server, the same behind the nginx recipe,
// a bare Next.js page, nginx serving one static file (the ceiling a proxy cache can come near), and the throwaway
// PostgreSQL a second instance of the site keeps its enquiries in.
import { execFileSync, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { BARE_DIR, writeBareApp } from './bare.mjs';

const children = [];
const cleanups = [];

/**
 * Starts a long-running process in a process group of its own; stopAll() signals the whole group, since `next start`
 * runs the server as a child of its own that outlived a signal sent to the parent alone.
 */
export function serve(command, args, options = {}) {
  const child = spawn(command, args, { ...options, detached: true, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...options.env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

export function stopAll() {
  for (const child of children.splice(0)) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // the group has already gone
    }
  }
  // One cleanup failing must not leave the others' nginx or PostgreSQL running.
  for (const cleanup of cleanups.splice(0)) {
    try {
      cleanup();
    } catch (error) {
      console.error(`bench cleanup failed: ${error.message}`);
    }
  }
}

export async function waitFor(url) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} never came up`);
}

/** Throws when something already answers on one of `ports`: a server an earlier run left there would be measured. */
export async function refuseTakenPorts(ports) {
  for (const port of ports) {
    if (await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false)) throw new Error(`port ${port} is taken: stop what listens there first`);
  }
}

/**
 * A checkout's production build (`dir`, already built) on `port`, on a fresh store of its own unless `env` names
 * one; returns its origin and its data folder. Does not wait for it.
 */
export function serveBuild(dir, port, env = {}) {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  serve('node', [path.join(path.resolve(dir), '.next/standalone/server.js')], { env: { HOSTNAME: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env } });
  return { origin: `http://127.0.0.1:${port}`, dataDir };
}

/**
 * The site's build, the bare Next.js page built from the same node_modules, and optionally another checkout's build
 * (`compare`, already built), each on its own port and the site's on a store of its own: what the tools that put
 * the site beside the bare page measure. Refuses ports already taken, builds the site unless `skipBuild`; returns
 * the three base URLs.
 */
export async function startSideBySide({ ports: [sitePort, barePort, comparePort], compare = '', skipBuild = false, log = () => {} }) {
  await refuseTakenPorts([sitePort, barePort, ...(compare ? [comparePort] : [])]);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  if (!skipBuild) {
    log('building the site (npm run build)');
    execSync('npm run build', { stdio: 'ignore', env });
  }
  log('building the bare Next.js page with the same bundler');
  writeBareApp();
  execSync('npx next build --webpack', { cwd: BARE_DIR, stdio: 'ignore', env });
  const site = serveBuild('.', sitePort).origin;
  serve(process.execPath, [path.resolve('node_modules/.bin/next'), 'start', '-p', String(barePort), '-H', '127.0.0.1'], { cwd: BARE_DIR });
  const other = compare ? serveBuild(compare, comparePort).origin : '';
  const bare = `http://127.0.0.1:${barePort}`;
  await Promise.all([waitFor(site), waitFor(bare), compare && waitFor(other)]);
  return { site, bare, compare: other };
}

/** The nginx recipe (scripts/nginx.sh) in front of one Node port; its coarse enquiry limit lifted for the load. */
export function startRecipe(port, upstream) {
  const prefix = execFileSync('bash', ['scripts/nginx.sh', 'start', '--port', String(port), '--upstream', String(upstream), '--enquiry-rate', '100000r/s'], { encoding: 'utf8' }).trim();
  cleanups.push(() => execFileSync('bash', ['scripts/nginx.sh', 'stop', prefix]));
  return `http://127.0.0.1:${port}`;
}

/**
 * A throwaway cluster from scripts/postgres.sh (fsync and synchronous_commit off), on `port` or any free one;
 * returns its postgres:// URL.
 */
export function startPostgres(port) {
  const url = execFileSync('bash', ['scripts/postgres.sh', 'start', ...(port ? ['--port', String(port)] : [])], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  cleanups.push(() => execFileSync('bash', ['scripts/postgres.sh', 'stop', '--port', new URL(url).port], { stdio: ['ignore', 'ignore', 'inherit'] }));
  return url;
}

/**
 * nginx serving one file with a .gz beside it (gzip_static), the way the recipe serves the build's files: the
 * same bytes as `html`, so the page through the recipe is compared with the most nginx can do for that page.
 */
export function startStaticNginx(port, html) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'bench-static-nginx-'));
  for (const folder of ['logs', 'temp', 'root']) mkdirSync(path.join(prefix, folder));
  writeFileSync(path.join(prefix, 'root', 'index.html'), html);
  writeFileSync(path.join(prefix, 'root', 'index.html.gz'), gzipSync(html, { level: 9 }));
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${user}worker_processes 1;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log warn;\nevents { worker_connections 1024; }\n` +
      `http {\n  include /etc/nginx/mime.types;\n  access_log ${prefix}/logs/access.log;\n  sendfile on;\n  tcp_nopush off;\n` +
      `  client_body_temp_path ${prefix}/temp;\n  proxy_temp_path ${prefix}/temp;\n  fastcgi_temp_path ${prefix}/temp;\n  uwsgi_temp_path ${prefix}/temp;\n  scgi_temp_path ${prefix}/temp;\n` +
      `  server {\n    listen 127.0.0.1:${port};\n    root ${prefix}/root;\n    gzip_static on;\n    location / { try_files /index.html =404; }\n  }\n}\n`,
  );
  execFileSync('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'logs', 'error.log')]);
  cleanups.push(() => {
    execFileSync('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'logs', 'error.log'), '-s', 'stop']);
    rmSync(prefix, { recursive: true, force: true });
  });
  return `http://127.0.0.1:${port}`;
}

/** One statement on a PostgreSQL database, with a client of its own. */
export async function pgQuery(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A database of its own in the cluster at `clusterUrl`: each case starts on empty tables. */
export async function freshDatabase(clusterUrl, name) {
  await pgQuery(clusterUrl, `CREATE DATABASE ${name}`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * An earlier commit built once into `dir`, to measure beside this one: a folder without the marker a finished build
 * leaves is made again. `say` reports what is done; the build's own output is not shown.
 */
export function previousBuild(commit, dir, say) {
  const marker = path.join(dir, '.bench-built');
  if (existsSync(marker) && existsSync(path.join(dir, '.next/standalone/server.js'))) {
    say(`the previous release (${commit}): reusing its build in ${dir}`);
    return;
  }
  say(`the previous release (${commit}): building it once into ${dir} (git archive, npm run build; a few minutes)`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execSync(`git archive --format=tar ${commit} | tar -x -C ${JSON.stringify(dir)}`, { stdio: ['ignore', 'ignore', 'inherit'] });
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  execSync('npm run build', { cwd: dir, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  writeFileSync(marker, `${commit} built ${new Date().toISOString()}\n`);
}

