/**
 * Each part of an article from one h2 to the next becomes a section laid out only as it nears the viewport
 * (`data-defer-layout`, as the legal documents' parts), so the first paint lays out the opening rather than the
 * whole text twice over (with the fallback font, then the web font). The text before the first h2 stays as it is.
 */
export function sectioned(html: string): string {
  const starts = topLevelHeadings(html);
  if (!starts.length) return html;
  const parts = starts.map((start, index) => html.slice(start, starts[index + 1]).trimEnd());
  return html.slice(0, starts[0]) + parts.map((part) => `<section data-defer-layout>${part}</section>\n`).join('');
}

/**
 * Where each h2 opens while nothing that holds blocks (a quote, a list item, a table cell) is open: only there may a
 * section start. One pass over the tags, counting the depth as it goes: 50,000 headings rescanned the text before
 * each one (16 s).
 */
function topLevelHeadings(html: string): number[] {
  const starts: number[] = [];
  let depth = 0;
  for (const match of html.matchAll(/<(\/?)(blockquote|li|td|th|h2)[\s>]/g)) {
    if (match[2] === 'h2') {
      if (!match[1] && depth <= 0) starts.push(match.index);
    } else depth += match[1] ? -1 : 1;
  }
  return starts;
}
