// After `next build`: completes .next/standalone so `node .next/standalone/server.js` serves everything:
// the static chunks, public/ and the CSP hash map the proxy reads.
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
console.log('standalone: public/, .next/static and csp-hashes.json copied into .next/standalone');
