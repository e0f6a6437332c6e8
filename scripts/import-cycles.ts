import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * No two of our modules import each other, as the carousel once did. ESLint's import/no-cycle said so in 46 of
 * the lint's 52 s (it resolves every import of every file again for each file); this walks the graph once with
 * TypeScript's own resolver (tsconfig.json's paths) in about a second. scripts/import-cycles.test.ts runs it on
 * the tree and on a planted cycle.
 *
 * An edge is an import or re-export that brings a value, static or `import()`; `import type` and an import whose
 * names are all types are erased by the compiler and load nothing.
 */

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED = new Set(['node_modules', '.next', '.git', 'test-results', 'test-reports', 'public']);

/** Every source file of ours under root, as absolute paths. */
export function sourceFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') && entry.name !== '.ci') return [];
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function onlyTypes(clause: ts.ImportClause | undefined) {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

/** The specifiers a file loads at run time. */
export function valueImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !onlyTypes(node.importClause)) found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) found.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The import cycles among `files` (absolute paths), each as the list of its files relative to root, the first
 * repeated at the end. `read` lets a test plant files that are not on disk.
 */
export function importCycles(root: string, files: string[], read: (file: string) => string = (file) => readFileSync(file, 'utf8')): string[][] {
  const configPath = path.join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const known = new Set(files);
  const folders = new Set(files.map((file) => path.dirname(file)));
  const host: ts.ModuleResolutionHost = {
    ...ts.sys,
    fileExists: (file) => known.has(file) || ts.sys.fileExists(file),
    directoryExists: (folder) => folders.has(folder) || ts.sys.directoryExists(folder),
    readFile: (file) => (known.has(file) ? read(file) : ts.sys.readFile(file)),
  };
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);

  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = valueImports(file, read(file)).flatMap((specifier) => {
      const resolved = ts.resolveModuleName(specifier, file, options, host, cache).resolvedModule;
      return resolved && !resolved.isExternalLibraryImport && known.has(resolved.resolvedFileName) ? [resolved.resolvedFileName] : [];
    });
    edges.set(file, [...new Set(targets)]);
  }

  // Tarjan's strongly connected components: any component of more than one file (or a file importing itself)
  // holds a cycle; one path around it is reported.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || (edges.get(file) ?? []).includes(file)) components.push(component);
    }
  };
  for (const file of files) if (!index.has(file)) connect(file);

  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0]!;
    // Breadth-first from the start back to itself inside the component: the shortest cycle through it.
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.shift()!;
      for (const next of edges.get(file) ?? []) {
        if (!members.has(next) || previous.has(next)) continue;
        previous.set(next, file);
        if (next === start) queue.length = 0;
        else queue.push(next);
      }
    }
    const cycle = [start];
    for (let file = previous.get(start)!; file !== start; file = previous.get(file)!) cycle.unshift(file);
    cycle.unshift(start);
    return cycle.map((file) => path.relative(root, file));
  });
}
