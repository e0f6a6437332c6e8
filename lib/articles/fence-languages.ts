// The languages a fenced block may name, by the names writers type: read by the highlighter in the render thread
// (highlight.ts), and by the renderer on the request thread to warm a body's grammars before its budget starts
// (renderer.ts). No highlighter here: this module is small enough for the server's own bundle.

/** The grammars the site highlights, each with a sample in highlight.ts. */
export const GRAMMARS = ['csharp', 'css', 'diff', 'dockerfile', 'go', 'html', 'java', 'javascript', 'json', 'jsx', 'python', 'shellscript', 'sql', 'tsx', 'typescript', 'yaml'] as const;
export type Grammar = (typeof GRAMMARS)[number];

/** What a writer may name after the fence, by the name they are likely to type, and the label the page shows. */
const LANGUAGES: Record<string, { grammar: Grammar; label: string }> = {
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

/** A fence's info string names a language in these characters (`c++`, `f#`, `objective-c`). */
const NAMED = /^[a-z0-9+#-]{1,20}$/;

/** The language a fence names, as the page labels it and its class names it; undefined for none or a malformed one. */
export function fenceLanguage(info: string | undefined): { name: string; label: string; grammar: Grammar | undefined } | undefined {
  const name = info?.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (!NAMED.test(name)) return undefined;
  const known = LANGUAGES[name];
  return { name, label: known?.label ?? name, grammar: known?.grammar };
}

/**
 * A fence's opening line anywhere, inside a quote or a list item too: its marker and the word after it. Looser than
 * Markdown's own rule on purpose: a fence missed here is only compiled inside its body's budget, as before.
 */
const FENCE = /^[ \t>*+\-.0-9]*(?:`{3,}|~{3,})[ \t]*([^\s`]{1,20})/gm;

/** The grammars a body's fenced blocks name, each once: one pass, in time linear in the body's length. */
export function grammarsNamedIn(markdown: string): Grammar[] {
  const named = new Set<Grammar>();
  for (const [, info] of markdown.matchAll(FENCE)) {
    const grammar = fenceLanguage(info)?.grammar;
    if (grammar) named.add(grammar);
  }
  return [...named];
}
