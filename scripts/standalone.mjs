// After `next build`: completes .next/standalone so `node .next/standalone/server.js` serves everything:
// the static chunks, public/, the CSP hash map the proxy reads, and our server (Next's handler behind a page cache).
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';

const target = path.join('.next', 'standalone');
if (!existsSync(target)) {
  console.error('standalone: .next/standalone is missing; is output: "standalone" set in next.config.ts?');
  process.exit(1);
}
cpSync('public', path.join(target, 'public'), { recursive: true });
cpSync(path.join('.next', 'static'), path.join(target, '.next', 'static'), { recursive: true });
cpSync(path.join('.next', 'csp-hashes.json'), path.join(target, '.next', 'csp-hashes.json'));
// Our server replaces the generated one; it reads the same config from required-server-files.json.
cpSync(path.join('lib', 'server', 'server.cjs'), path.join(target, 'server.js'));
for (const file of ['answer-cache.cjs', 'enquiry-route.cjs', 'warm-images.cjs']) cpSync(path.join('lib', 'server', file), path.join(target, file));
console.log('standalone: public/, .next/static, csp-hashes.json and the server with its page cache, picture warm-up and enquiry route copied into .next/standalone');
