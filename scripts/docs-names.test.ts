import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Docs that are true: every code name the README and docs/ write in backticks must still exist. A file path must be
// in the repo; an identifier must appear in the source; `npm run X` must be a script. A rename that forgets the
// docs fails here instead of leaving a name nobody can find.

const ROOT = path.join(__dirname, '..');

/** Where an identifier may live: the code, its config and its tooling, never the docs themselves. */
const SOURCES = ['app', 'components', 'content', 'lib', 'scripts', 'e2e', 'deploy', '.ci', 'proxy.ts', 'next.config.ts', 'eslint.config.mjs', 'playwright.config.ts', 'jest.config.mjs', 'instrumentation.ts', 'package.json'];
const SKIPPED_DIRS = new Set(['node_modules', '.next', 'fonts', '__screenshots__']);
const BINARY = /\.(png|jpe?g|webp|avif|gif|ico|woff2?|ttf|otf|mp4|webm|gz|br|pdf)$/i;

/** Made at build or test time and git-ignored, so absent from a fresh clone: a path under one is taken as written. */
const GENERATED = ['.next/', 'data/', 'test-reports/', 'test-results/', 'bench-reports/', 'public/media/sizes/', 'node_modules/'];

/**
 * Backticked words that are not names in our code, by why. Each must still be used by some doc (checked below),
 * so the list cannot outlive its reason.
 */
const NOT_OUR_NAMES = new Set<string>([
  // The next/image prop that 0020 says our pictures go without.
  'onLoad',
  // Next's options that 0031 weighed and did not use (one of them not shipped yet).
  'cacheHandler',
  'experimental.inlineScriptHashes',
]);

export type Problem = { doc: string; name: string; why: string };

export interface Repo {
  exists(relative: string): boolean;
  list(relativeDir: string): string[] | null;
  hasIdentifier(name: string): boolean;
  hasScript(name: string): boolean;
  hasBasename(name: string): boolean;
  /** Whether the source spells this text anywhere: a file name it writes, a package it pins. */
  mentions(text: string): boolean;
}

/** Inline code spans outside ``` fences. */
export function backticked(markdown: string): string[] {
  const prose = markdown.replace(/^(\s*)(```|~~~)[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => (match[1] ?? '').trim());
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const CAMEL = /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/;
const UPPER_SNAKE = /^[A-Z][A-Z0-9_]{2,}$/;
const FILE_EXTENSION = /\.(tsx?|mjs|cjs|js|json|md|sh|css|conf|ya?ml|svg|txt|woff2|sql|html)$/;

/** A name our code would spell: camelCase, PascalCase or UPPER_SNAKE, three characters or more. */
export function isCodeIdentifier(word: string): boolean {
  return word.length >= 3 && IDENTIFIER.test(word) && (CAMEL.test(word) || PASCAL.test(word) || UPPER_SNAKE.test(word));
}

/** A repo path: a slash between plain segments or a file name with an extension; not a route, URL or package spec. */
export function isPathLike(word: string): boolean {
  if (/\s/.test(word) || /^[/{$'"-]/.test(word) || word.includes('://')) return false;
  return (/\//.test(word) && /^[\w.@()[\]<>*…-]+(\/[\w.@()[\]<>*{}…-]*)+$/.test(word)) || (FILE_EXTENSION.test(word) && !word.includes('/') && /^[\w.*-]+$/.test(word));
}

function segmentPattern(segment: string): RegExp {
  // `*`, `<placeholder>` and `{placeholder}` stand for any part of a name; Next's `[param]` folders are literal.
  const parts = segment.split(/(\*|<[^>]*>|\{[^}]*\}|…)/);
  const body = parts.map((part, index) => (index % 2 === 1 ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${body}$`);
}

/** Whether a path, glob or placeholder included, names something in the repo, from the root or from `base`. */
export function pathExists(word: string, repo: Repo, base: string): boolean {
  const clean = word.replace(/[#:].*$/, '').replace(/\/$/, '');
  if (GENERATED.some((prefix) => `${clean}/`.startsWith(prefix))) return true;
  // A bare file name: one in the tree, or one the code writes (`benchmarks.json`).
  if (!clean.includes('/')) return repo.exists(path.posix.join(base, clean)) || repo.hasBasename(clean) || repo.mentions(clean);
  // Under a setting (`DATA_DIR/enquiries.sqlite`): the setting must exist; the rest is made at run time.
  const [first = ''] = clean.split('/');
  if (UPPER_SNAKE.test(first)) return repo.hasIdentifier(first);
  // A package or one of its entry points (`next/image`, `@better-auth/*`), installed or pinned in package.json.
  const packageName = clean.startsWith('@') ? clean.split('/').slice(0, 2).join('/') : first;
  if (repo.mentions(`"${packageName}"`) || globExists(`node_modules/${packageName}`, repo)) return true;
  // A name the code spells as a string: an ESLint rule (`import/no-restricted-paths`), a module specifier.
  if (repo.mentions(`'${clean}'`) || repo.mentions(`"${clean}"`)) return true;
  return [clean, path.posix.normalize(path.posix.join(base, clean))].some((candidate) => globExists(candidate, repo));
}

function globExists(candidate: string, repo: Repo): boolean {
  if (!/[*<{…]/.test(candidate)) return repo.exists(candidate);
  let dirs = [''];
  for (const segment of candidate.split('/')) {
    if (!/[*<{…]/.test(segment)) {
      dirs = dirs.map((dir) => path.posix.join(dir, segment)).filter((next) => repo.exists(next));
      continue;
    }
    const pattern = segmentPattern(segment);
    dirs = dirs.flatMap((dir) => (repo.list(dir) ?? []).filter((entry) => pattern.test(entry)).map((entry) => path.posix.join(dir, entry)));
  }
  return dirs.length > 0;
}

/** Every backticked name in one document that no longer exists. `doc` is its path from the repo root. */
export function checkDoc(doc: string, markdown: string, repo: Repo, allowed: ReadonlySet<string> = NOT_OUR_NAMES): Problem[] {
  const base = path.posix.dirname(doc);
  const problems: Problem[] = [];
  for (const span of backticked(markdown)) {
    if (allowed.has(span)) continue;
    const script = /^npm run ([\w:.-]+)/.exec(span)?.[1];
    if (script) {
      if (!repo.hasScript(script)) problems.push({ doc, name: span, why: `no script "${script}" in package.json` });
      continue;
    }
    // A call as written in prose, `requireStaff(role)`: the callee is the name.
    const word = span.replace(/^([\w$.]+)\(.*\)$/, '$1');
    if (isPathLike(word)) {
      if (!pathExists(word, repo, base)) problems.push({ doc, name: span, why: 'no such file or folder' });
      continue;
    }
    if (/\s/.test(word) || word.includes('://')) continue;
    // `store.enquiries.insert`: each part that looks like a code name must exist.
    for (const part of word.split('.')) {
      if (isCodeIdentifier(part) && !allowed.has(part) && !repo.hasIdentifier(part)) problems.push({ doc, name: span, why: `"${part}" is not in the source` });
    }
  }
  return problems;
}

function walk(relativeDir: string, into: string[]): string[] {
  for (const entry of readdirSync(path.join(ROOT, relativeDir), { withFileTypes: true })) {
    const relative = path.posix.join(relativeDir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(relative, into);
    } else into.push(relative);
  }
  return into;
}

function realRepo(): Repo {
  const words = new Set<string>();
  const texts: string[] = [];
  const basenames = new Set<string>();
  for (const source of SOURCES) {
    const files = statSync(path.join(ROOT, source)).isDirectory() ? walk(source, []) : [source];
    for (const file of files) {
      basenames.add(path.posix.basename(file));
      // This file plants made-up names in its own strings; reading it would make them exist.
      if (BINARY.test(file) || path.join(ROOT, file) === __filename) continue;
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      texts.push(text);
      for (const match of text.matchAll(/[A-Za-z_$][\w$]*/g)) words.add(match[0]);
    }
  }
  const corpus = texts.join('\n');
  const scripts = Object.keys((JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);
  return {
    exists: (relative) => existsSync(path.join(ROOT, relative)),
    list: (relativeDir) => {
      try {
        return readdirSync(path.join(ROOT, relativeDir));
      } catch {
        return null;
      }
    },
    hasIdentifier: (name) => words.has(name),
    hasScript: (name) => scripts.includes(name),
    hasBasename: (name) => basenames.has(name),
    mentions: (text) => corpus.includes(text),
  };
}

const docs = ['README.md', ...walk('docs', []).filter((file) => file.endsWith('.md'))];

/** A repo path in the code's own words (a comment, a message): from a top folder to a file's extension. */
export function namedPaths(text: string): string[] {
  const found = text.matchAll(/(?<![\w./-])((?:app|lib|components|content|scripts|e2e|docs|deploy|public)\/[\w()[\]./-]+\.(?:tsx?|mjs|cjs|md|sh|css|conf|json|sql))(?![\w/])/g);
  return [...new Set([...found].map((match) => match[1]!))];
}

/** The environment variables code reads: process.env.NAME, a shell script's $NAME it never sets, the config schema's keys. */
export function variablesRead(file: string, text: string): string[] {
  if (file === 'lib/config.ts') return [...text.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]!);
  if (file.endsWith('.sh')) {
    const set = new Set([...text.matchAll(/^\s*(?:export\s+|local\s+)?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!));
    const read = [...text.matchAll(/\$\{([A-Z][A-Z0-9_]+):-/g), ...text.matchAll(/\$\{?([A-Z][A-Z0-9_]+)\b(?!:-)/g)].map((match) => match[1]!);
    // A default (${NAME:-x}) is read from the environment even where the script sets the name afterwards.
    return [...new Set(read.filter((name) => !set.has(name) || text.includes(`\${${name}:-`)))];
  }
  return [...new Set([...text.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]!))];
}

/** The variables a configuration table documents: the backticked names of each row's first cell. */
export function variablesDocumented(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => /^\| `[A-Z]/.test(line))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!));
}

/** Every source file with its text: the code, tooling and config the docs describe (not the docs, not this file). */
function sourceTexts(): { file: string; text: string }[] {
  return SOURCES.filter((source) => source !== 'package.json')
    .flatMap((source) => (statSync(path.join(ROOT, source)).isDirectory() ? walk(source, []) : [source]))
    .filter((file) => !BINARY.test(file) && path.join(ROOT, file) !== __filename)
    .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
}

describe('names in the code', () => {
  const sources = sourceTexts();

  it('names only repo files that exist, comments included', () => {
    // Tests plant paths that must not exist; a test that names a real file names it through its import.
    const missing = sources.filter(({ file }) => !/\.test\.tsx?$/.test(file) && file.endsWith('.md') === false).flatMap(({ file, text }) => namedPaths(text).filter((named) => !existsSync(path.join(ROOT, named))).map((named) => `${file}: ${named}`));
    expect(missing).toEqual([]);
  });

  it('reads no environment variable that docs/CONFIGURATION.md does not list, and lists none that nothing reads', () => {
    const documented = new Set(variablesDocumented(readFileSync(path.join(ROOT, 'docs/CONFIGURATION.md'), 'utf8')));
    const read = new Set(sources.flatMap(({ file, text }) => variablesRead(file, text)));
    expect([...read].filter((name) => !documented.has(name)).sort()).toEqual([]);
    expect([...documented].filter((name) => !read.has(name)).sort()).toEqual([]);
  });

  it('finds a planted path and planted variables', () => {
    expect(namedPaths('// the rule lives in lib/db/planted-rule.ts and app/(public)/planted/page.tsx, not lib/ alone')).toEqual(['lib/db/planted-rule.ts', 'app/(public)/planted/page.tsx']);
    expect(variablesRead('lib/planted.ts', 'const a = process.env.PLANTED_SETTING ?? 1;')).toEqual(['PLANTED_SETTING']);
    expect(variablesRead('scripts/planted.sh', 'ROOT=/x\necho "$ROOT ${PLANTED_PORT:-80} $PLANTED_HOME"')).toEqual(['PLANTED_PORT', 'PLANTED_HOME']);
    expect(variablesDocumented('| Variable | Default |\n|---|---|\n| `PLANTED_ONE`, `PLANTED_TWO` | `1` |\n| text `NOT_A_ROW` |')).toEqual(['PLANTED_ONE', 'PLANTED_TWO']);
  });
});

describe('backticked names in the docs', () => {
  const repo = realRepo();

  it.each(docs)('%s names only things that exist', (doc) => {
    expect(checkDoc(doc, readFileSync(path.join(ROOT, doc), 'utf8'), repo)).toEqual([]);
  });

  it('keeps no word in its list that no doc uses', () => {
    const used = new Set(docs.flatMap((doc) => backticked(readFileSync(path.join(ROOT, doc), 'utf8')).flatMap((span) => [span, ...span.split('.')])));
    expect([...NOT_OUR_NAMES].filter((word) => !used.has(word))).toEqual([]);
  });
});

describe('checkDoc', () => {
  const repo = realRepo();

  it('finds a planted name, path and script that do not exist, and passes real ones', () => {
    const planted = [
      'Real: `lib/config.ts`, `content/staff-*.ts`, `lib/forms/<form>.ts`, `createStaffAuth`, `STAFF_SESSION_HOURS`,',
      '`npm run bench`, `services()`, `requireStaffRequest(request, role)`, `next/image`, `X-Forwarded-For`.',
      'Planted: `lib/db/quillmark-planted.ts`, `plantedQuillmarkHelper`, `PLANTED_QUILLMARK_SETTING`, `npm run planted-script`,',
      '`content/planted-*.ts`, `store.plantedRepository.insert`.',
      '```sh',
      'npm run fenced-away   # code blocks are examples, not checked',
      '```',
    ].join('\n');
    expect(checkDoc('docs/PLANTED.md', planted, repo).map((problem) => problem.name)).toEqual([
      'lib/db/quillmark-planted.ts',
      'plantedQuillmarkHelper',
      'PLANTED_QUILLMARK_SETTING',
      'npm run planted-script',
      'content/planted-*.ts',
      'store.plantedRepository.insert',
    ]);
  });

  it('resolves a path beside the doc as well as from the root', () => {
    expect(checkDoc('docs/decisions/README.md', '`0011-rate-limit.md` and `0099-planted.md`', repo).map((problem) => problem.name)).toEqual(['0099-planted.md']);
  });
});
