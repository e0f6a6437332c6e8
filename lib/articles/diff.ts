import { diffLines } from 'diff';

/** Unchanged lines kept on each side of a change; a longer unchanged run between them becomes a gap. */
const CONTEXT = 3;
/**
 * How far jsdiff may search: edits (lines added or removed) and milliseconds. Without a bound it is quadratic: 6,000
 * changed lines took 12 s. It runs in the render worker now (lib/articles/renderer.ts), but one field's search still
 * needs a bound of its own so that a pair of revisions ends inside the comparison's budget. Past either, the field is
 * shown whole.
 */
export const DIFF_BUDGET = { maxEditLength: 2_000, timeoutMs: 150 };

/** `whole`: the field's text was too different to compare line by line; it is shown whole, before then after. */
export type LinePart = { kind: 'same' | 'added' | 'removed'; text: string } | { kind: 'gap'; count: number } | { kind: 'whole' };
/** Each changed field's lines, by field name. */
export type RevisionChanges = Record<string, LinePart[]>;

/** A change's lines, without the empty string its closing newline would leave. */
const linesOf = (value: string) => (value.endsWith('\n') ? value.slice(0, -1) : value).split('\n');

/** Folds each unchanged run down to its CONTEXT lines beside a change, when that hides two lines or more. */
function collapsed(parts: readonly LinePart[]): LinePart[] {
  const out: LinePart[] = [];
  let run: LinePart[] = [];
  const flush = (last: boolean) => {
    const head = out.length === 0 ? 0 : CONTEXT;
    const tail = last ? 0 : CONTEXT;
    const hidden = run.length - head - tail;
    out.push(...(hidden > 1 ? [...run.slice(0, head), { kind: 'gap', count: hidden } as const, ...run.slice(run.length - tail)] : run));
    run = [];
  };
  for (const part of parts) {
    if (part.kind === 'same') run.push(part);
    else {
      flush(false);
      out.push(part);
    }
  }
  flush(true);
  return out;
}

/**
 * Line by line, each field whose text differs between two revisions; a field the same in both is left out. A field
 * one side lacks counts as empty, and line endings (CRLF from a browser's form, a last newline) are not a change.
 */
export function diffRevisions(before: Record<string, string>, after: Record<string, string>): RevisionChanges {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  const diffs: RevisionChanges = {};
  for (const field of fields) {
    const was = before[field] ?? '';
    const now = after[field] ?? '';
    if (was === now) continue;
    const changes = diffLines(was, now, { stripTrailingCr: true, ignoreNewlineAtEof: true, maxEditLength: DIFF_BUDGET.maxEditLength, timeout: DIFF_BUDGET.timeoutMs });
    if (!changes) {
      diffs[field] = [{ kind: 'whole' }, ...linesOf(was).map((text): LinePart => ({ kind: 'removed', text })), ...linesOf(now).map((text): LinePart => ({ kind: 'added', text }))];
      continue;
    }
    const parts = changes.flatMap((change) => {
      const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
      return linesOf(change.value).map((text): LinePart => ({ kind, text }));
    });
    if (parts.some((part) => part.kind !== 'same')) diffs[field] = collapsed(parts);
  }
  return diffs;
}
