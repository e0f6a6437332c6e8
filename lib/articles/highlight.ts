import { createCssVariablesTheme, createHighlighterCoreSync, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import csharp from 'shiki/langs/csharp.mjs';
import css from 'shiki/langs/css.mjs';
import diff from 'shiki/langs/diff.mjs';
import dockerfile from 'shiki/langs/dockerfile.mjs';
import go from 'shiki/langs/go.mjs';
import html from 'shiki/langs/html.mjs';
import java from 'shiki/langs/java.mjs';
import javascript from 'shiki/langs/javascript.mjs';
import json from 'shiki/langs/json.mjs';
import jsx from 'shiki/langs/jsx.mjs';
import python from 'shiki/langs/python.mjs';
import shellscript from 'shiki/langs/shellscript.mjs';
import sql from 'shiki/langs/sql.mjs';
import tsx from 'shiki/langs/tsx.mjs';
import typescript from 'shiki/langs/typescript.mjs';
import yaml from 'shiki/langs/yaml.mjs';
import { fenceLanguage, type Grammar } from './fence-languages';

// Code blocks highlighted once, when a revision is saved (in the render worker): the page carries spans with classes
// the stylesheet colours (article.module.css), so no script runs in the browser and the CSP needs no inline style.

/**
 * A few lines in each grammar the site knows, tokenized in a render thread before the first body that names the
 * grammar (`warmGrammars`). A grammar's rules are compiled the first time a block reaches them: TypeScript's first
 * block took 0.4-0.6 s of a core here and past 2 s on a loaded machine 2.4 times slower, inside that body's 2 s
 * budget, and an ordinary article was refused as "too long". Warmed first, as a task no body's budget counts
 * (renderer.ts), that body's block costs what any other does: 50 ms instead of 600.
 */
const SAMPLES: Record<Grammar, string> = {
  typescript: 'import { z } from "zod";\nexport interface Note<T> { change: string; why?: T }\nexport async function notes(items: readonly Note<number>[]): Promise<string> {\n  const lines = items.map(({ change, why }) => `${change}: ${why ?? 0}`);\n  return lines.join("\\n") as string; // one a line\n}\nclass Log extends Array<string> { private readonly at = new Date(); }',
  tsx: 'export function Notes({ items }: { items: string[] }) {\n  return <ul className="notes">{items.map((item) => <li key={item}>{item}</li>)}</ul>;\n}',
  javascript: 'const note = { change, why };\nexport async function send(url) {\n  const response = await fetch(url, { method: "POST", body: JSON.stringify(note) });\n  return response.ok ? /ok/i.test(await response.text()) : null; // retried\n}',
  jsx: 'export const Note = ({ change }) => <p className="note">{change}</p>;',
  json: '{ "change": "Faster export", "accounts": 1200, "shipped": true, "tags": ["export", null] }',
  shellscript: '#!/usr/bin/env bash\nset -euo pipefail\nfor file in "$@"; do echo "${file%.md}" | tr a-z A-Z; done > out.txt 2>&1 && npm run build',
  python: 'from dataclasses import dataclass\n@dataclass\nclass Note:\n    change: str\n    def line(self) -> str:\n        return f"{self.change}: {len(self.change)}"  # one a line',
  sql: 'SELECT change, COUNT(*) AS accounts FROM notes WHERE shipped_at > NOW() - INTERVAL \'7 days\' GROUP BY change ORDER BY 2 DESC; -- weekly',
  css: '@media (min-width: 48rem) { .note > p::before { content: "\\2014"; color: var(--ink, #111); margin: 0 0.5em calc(1rem + 2px); } }',
  html: '<!doctype html>\n<section class="note" data-id="1"><h2>Faster export</h2><script>const a = 1;</script><style>p { color: red }</style></section>',
  yaml: 'release:\n  change: Faster export # the headline\n  accounts: 1200\n  tags: [export, "csv"]\n  notes: |\n    one a line',
  go: 'package notes\n\nimport "fmt"\n\ntype Note struct{ Change string }\n\nfunc (n *Note) Line() string { return fmt.Sprintf("%s", n.Change) } // one a line',
  java: 'package notes;\n@Deprecated\npublic final class Note<T> implements Comparable<Note<T>> {\n  private final String change = "Faster export"; // one a line\n  public int compareTo(Note<T> other) { return change.compareTo(other.change); }\n}',
  csharp: 'using System.Linq;\nnamespace Notes;\npublic record Note(string Change) { public string Line() => $"{Change}: {Change.Length}"; } // one a line',
  diff: '--- a/notes.md\n+++ b/notes.md\n@@ -1,2 +1,2 @@\n-Slow export\n+Faster export\n unchanged',
  dockerfile: 'FROM node:20-slim AS build\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci --omit=dev && npm run build\nENV PORT=3000\nCMD ["node", "server.js"]',
};

/** Past this, a block is shown plain: its grammar's work grows with it, and nobody reads a 2,000-line listing's colours. */
export const HIGHLIGHT_MAX_CHARS = 20_000;
const THEME = 'quillmark';
/** The CSS-variables theme names each token's kind in its colour: `var(--tok-token-keyword)` becomes `tok-keyword`. */
const KIND = /^var\(--tok-token-([a-z-]+)\)$/;
/**
 * No time limit per line (the worker's budget is the limit), so a body comes out the same on a busy machine; a line
 * longer than this is left plain, as a minified file would be.
 */
const TOKENIZE = { tokenizeTimeLimit: 0, tokenizeMaxLineLength: 2_000 } as const;

let highlighter: HighlighterCore | undefined;

/**
 * Made on first use. A render thread makes it, and compiles every grammar's common rules, before it takes a body
 * (`warmHighlighter`, 1.4 s of a core here); a rule no sample reached is compiled when a block first does.
 */
function shiki(): HighlighterCore {
  highlighter ??= createHighlighterCoreSync({
    themes: [createCssVariablesTheme({ name: THEME, variablePrefix: '--tok-' })],
    langs: [csharp, css, diff, dockerfile, go, html, java, javascript, json, jsx, python, shellscript, sql, tsx, typescript, yaml],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/** Makes the highlighter and tokenizes each of `grammars`' samples (all 16: 1.4 s of a core). Says which it warmed. */
export function warmGrammars(grammars: readonly Grammar[]): Grammar[] {
  for (const grammar of grammars) shiki().codeToTokensBase(SAMPLES[grammar], { lang: grammar, theme: THEME, ...TOKENIZE });
  return [...grammars];
}

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** One token: in a span naming its kind, or as plain text (the code's own colour). */
function tokenHtml(token: { content: string; color?: string }): string {
  const kind = KIND.exec(token.color ?? '')?.[1];
  return kind ? `<span class="tok-${kind}">${escape(token.content)}</span>` : escape(token.content);
}

/**
 * A fenced block as the article shows it: `<pre>` labelled with its language, the code's tokens in `tok-<kind>`
 * spans when the language is one the site knows, escaped text otherwise.
 */
export function highlightedBlock(code: string, info: string | undefined): string {
  const language = fenceLanguage(info);
  const text = code.replace(/\n$/, '');
  const grammar = language?.grammar;
  const body =
    grammar && text.length <= HIGHLIGHT_MAX_CHARS
      ? shiki()
          .codeToTokensBase(text, { lang: grammar, theme: THEME, ...TOKENIZE })
          .map((line) => line.map(tokenHtml).join(''))
          .join('\n')
      : escape(text);
  const label = language ? ` data-language="${escape(language.label)}"` : '';
  const className = language ? ` class="language-${language.name}"` : '';
  return `<pre${label}><code${className}>${body}\n</code></pre>\n`;
}
