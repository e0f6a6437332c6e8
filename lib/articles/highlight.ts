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

// Code blocks highlighted once, when a revision is saved (in the render worker): the page carries spans with classes
// the stylesheet colours (article.module.css), so no script runs in the browser and the CSP needs no inline style.

/** What a writer may name after the fence, by the name they are likely to type, and the label the page shows. */
const LANGUAGES: Record<string, { grammar: string; label: string }> = {
  ts: { grammar: 'typescript', label: 'TypeScript' },
  typescript: { grammar: 'typescript', label: 'TypeScript' },
  tsx: { grammar: 'tsx', label: 'TSX' },
  js: { grammar: 'javascript', label: 'JavaScript' },
  javascript: { grammar: 'javascript', label: 'JavaScript' },
  jsx: { grammar: 'jsx', label: 'JSX' },
  json: { grammar: 'json', label: 'JSON' },
  sh: { grammar: 'shellscript', label: 'Shell' },
  bash: { grammar: 'shellscript', label: 'Shell' },
  shell: { grammar: 'shellscript', label: 'Shell' },
  console: { grammar: 'shellscript', label: 'Shell' },
  py: { grammar: 'python', label: 'Python' },
  python: { grammar: 'python', label: 'Python' },
  sql: { grammar: 'sql', label: 'SQL' },
  css: { grammar: 'css', label: 'CSS' },
  html: { grammar: 'html', label: 'HTML' },
  yaml: { grammar: 'yaml', label: 'YAML' },
  yml: { grammar: 'yaml', label: 'YAML' },
  go: { grammar: 'go', label: 'Go' },
  java: { grammar: 'java', label: 'Java' },
  cs: { grammar: 'csharp', label: 'C#' },
  csharp: { grammar: 'csharp', label: 'C#' },
  diff: { grammar: 'diff', label: 'Diff' },
  dockerfile: { grammar: 'dockerfile', label: 'Dockerfile' },
};

/** Past this, a block is shown plain: its grammar's work grows with it, and nobody reads a 2,000-line listing's colours. */
export const HIGHLIGHT_MAX_CHARS = 20_000;
/** A fence's info string names a language in these characters (`c++`, `f#`, `objective-c`). */
const NAMED = /^[a-z0-9+#-]{1,20}$/;
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
 * Made on first use, and each grammar compiled the first time a block names its language (TypeScript's, the largest,
 * about 0.7 s of a core; a few hundred ms for most): inside that body's render budget, once per worker thread.
 */
function shiki(): HighlighterCore {
  highlighter ??= createHighlighterCoreSync({
    themes: [createCssVariablesTheme({ name: THEME, variablePrefix: '--tok-' })],
    langs: [csharp, css, diff, dockerfile, go, html, java, javascript, json, jsx, python, shellscript, sql, tsx, typescript, yaml],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/** One token: in a span naming its kind, or as plain text (the code's own colour). */
function tokenHtml(token: { content: string; color?: string }): string {
  const kind = KIND.exec(token.color ?? '')?.[1];
  return kind ? `<span class="tok-${kind}">${escape(token.content)}</span>` : escape(token.content);
}

/** The language a fence names, as the page labels it and its class names it; undefined for none or a malformed one. */
export function fenceLanguage(info: string | undefined): { name: string; label: string; known: boolean } | undefined {
  const name = info?.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (!NAMED.test(name)) return undefined;
  const known = LANGUAGES[name];
  return { name, label: known?.label ?? name, known: known !== undefined };
}

/**
 * A fenced block as the article shows it: `<pre>` labelled with its language, the code's tokens in `tok-<kind>`
 * spans when the language is one the site knows, escaped text otherwise.
 */
export function highlightedBlock(code: string, info: string | undefined): string {
  const language = fenceLanguage(info);
  const text = code.replace(/\n$/, '');
  const grammar = language?.known ? LANGUAGES[language.name]!.grammar : undefined;
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
