import { diffLines } from 'diff';

/** Unchanged lines kept on each side of a change; a longer unchanged run between them becomes a gap. */
const CONTEXT = 3;
/**
 * How far jsdiff may search: lines added or removed. Without a bound it is quadratic (6,000 changed lines took 12 s);
 * past this one, the field is shown whole. The bound counts edits, never time, so a pair of revisions is compared
 * the same way on a quiet server and a saturated one: a clock bound (150 ms, until 2026-12-06) showed texts a quiet
 * machine compared line by line as "too different" when the server was busy. The cost of reaching the bound grows
 * with its square: of seven bodies built to be slow at the body limit (100,000 characters, 50,000 short lines of a
 * repeated pattern with scattered changes, or two unrelated texts), the slowest took 0.66 s at 1,000 and 3.1 s at
 * 2,000, with the 2-core machine at a load average of 6. At 1,000 a comparison ends well inside its own budget
 * (COMPARE_BUDGET_MS in renderer.ts) even queued behind two bodies ended at theirs; an article rewritten past 1,000
 * lines is read whole.
 */
export const MAX_EDIT_LINES = 1_000;

/** `whole`: more than MAX_EDIT_LINES of the field's lines were added or removed; it is shown whole, before then after. */
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
    const changes = diffLines(was, now, { stripTrailingCr: true, ignoreNewlineAtEof: true, maxEditLength: MAX_EDIT_LINES });
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
