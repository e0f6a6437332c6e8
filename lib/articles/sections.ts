/**
 * Each part of an article from one h2 to the next becomes a section laid out only as it nears the viewport
 * (`data-defer-layout`, as the legal documents' parts), so the first paint lays out the opening rather than the
 * whole text twice over (with the fallback font, then the web font). The text before the first h2 stays as it is.
 */
export function sectioned(html: string): string {
  const starts = [...html.matchAll(/<h2[\s>]/g)].map((match) => match.index).filter((index) => topLevel(html, index));
  const parts = starts.map((start, index) => html.slice(start, starts[index + 1]).trimEnd());
  return html.slice(0, starts[0]) + parts.map((part) => `<section data-defer-layout>${part}</section>\n`).join('');
}

/** Whether nothing that holds blocks (a quote, a list item, a table cell) is open at `index`: only there may a section start. */
function topLevel(html: string, index: number): boolean {
  let depth = 0;
  for (const [, closing] of html.slice(0, index).matchAll(/<(\/?)(?:blockquote|li|td|th)[\s>]/g)) depth += closing ? -1 : 1;
  return depth <= 0;
}
