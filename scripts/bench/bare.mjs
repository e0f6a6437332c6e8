// A bare Next.js page built from the same node_modules, measured beside the site so every figure is a comparison.
import { mkdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Outside the repo, so Next does not mistake the site for part of it; node_modules is the site's own, linked.
export const BARE_DIR = path.join(tmpdir(), 'quillmark-bench-bare');

/** Where a symbolic link points, or undefined for a path that is not one. */
function linkTarget(file) {
  try {
    return readlinkSync(file);
  } catch {
    return undefined;
  }
}

export function writeBareApp() {
  mkdirSync(path.join(BARE_DIR, 'app'), { recursive: true });
  const modules = path.join(BARE_DIR, 'node_modules');
  // Linked to this checkout's node_modules each run: a link left by another checkout, gone since, would dangle.
  const own = path.resolve('node_modules');
  if (linkTarget(modules) !== own) {
    rmSync(modules, { recursive: true, force: true });
    symlinkSync(own, modules, 'dir');
  }
  writeFileSync(
    path.join(BARE_DIR, 'app', 'layout.tsx'),
    `export const metadata = { title: 'Bare', description: 'A bare Next.js page for comparison.' };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  );
  writeFileSync(path.join(BARE_DIR, 'app', 'page.tsx'), `export default function Page() {\n  return <main><h1>Hello</h1><p>A bare Next.js page.</p></main>;\n}\n`);
  // A plain file for tools that first open the origin in a tab before the traced load (scripts/bench/trace.mjs).
  mkdirSync(path.join(BARE_DIR, 'public'), { recursive: true });
  writeFileSync(path.join(BARE_DIR, 'public', 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(path.join(BARE_DIR, 'next.config.mjs'), `export default { poweredByHeader: false, turbopack: { root: '/' } };\n`);
  writeFileSync(
    path.join(BARE_DIR, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { target: 'ES2022', lib: ['dom', 'es2022'], jsx: 'react-jsx', module: 'esnext', moduleResolution: 'bundler', strict: true, skipLibCheck: true, noEmit: true, isolatedModules: true, allowJs: false, esModuleInterop: true, plugins: [{ name: 'next' }] }, include: ['**/*.ts', '**/*.tsx'] }),
  );
}
