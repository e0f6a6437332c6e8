import { MAX_EDIT_LINES, diffRevisions } from './diff';

const numbered = (count: number, from = 1) => Array.from({ length: count }, (_, index) => `line ${index + from}`);

describe('diffRevisions', () => {
  it('leaves out the fields that did not change', () => {
    expect(diffRevisions({ title: 'A', body: 'x' }, { title: 'A', body: 'x' })).toEqual({});
  });

  it('gives a changed one-line field as the line removed and the line added', () => {
    expect(diffRevisions({ title: 'Old title', summary: 'Same' }, { title: 'New title', summary: 'Same' })).toEqual({
      title: [
        { kind: 'removed', text: 'Old title' },
        { kind: 'added', text: 'New title' },
      ],
    });
  });

  it('counts a field one side lacks as empty', () => {
    expect(diffRevisions({}, { note: 'Restored' })).toEqual({ note: [{ kind: 'added', text: 'Restored' }] });
    expect(diffRevisions({ note: 'a\nb' }, {})).toEqual({ note: [{ kind: 'removed', text: 'a' }, { kind: 'removed', text: 'b' }] });
  });

  it('keeps three unchanged lines beside a change and folds the rest into gaps', () => {
    const before = numbered(20);
    const after = [...before];
    after[9] = 'line 10, edited';
    expect(diffRevisions({ body: before.join('\n') }, { body: after.join('\n') }).body).toEqual([
      { kind: 'gap', count: 6 },
      ...['line 7', 'line 8', 'line 9'].map((text) => ({ kind: 'same', text })),
      { kind: 'removed', text: 'line 10' },
      { kind: 'added', text: 'line 10, edited' },
      ...['line 11', 'line 12', 'line 13'].map((text) => ({ kind: 'same', text })),
      { kind: 'gap', count: 7 },
    ]);
  });

  it('folds the run between two changes only where it hides two lines or more', () => {
    const parts = (between: number) => diffRevisions({ body: ['a', ...numbered(between), 'b'].join('\n') }, { body: ['A', ...numbered(between), 'B'].join('\n') }).body ?? [];
    expect(parts(7).filter((part) => part.kind === 'gap')).toEqual([]);
    expect(parts(8).filter((part) => part.kind === 'gap')).toEqual([{ kind: 'gap', count: 2 }]);
    expect(parts(8)).toHaveLength(2 + 3 + 1 + 3 + 2);
  });

  it('does not count line endings as a change', () => {
    expect(diffRevisions({ body: 'a\nb\n' }, { body: 'a\r\nb' })).toEqual({});
    expect(diffRevisions({ body: 'a\nb' }, { body: 'a\r\nc\r\n' })).toEqual({
      body: [
        { kind: 'same', text: 'a' },
        { kind: 'removed', text: 'b' },
        { kind: 'added', text: 'c' },
      ],
    });
  });
});

describe('a comparison past its bound', () => {
  it('shows a text with more than MAX_EDIT_LINES lines added or removed whole, before then after, and says so', () => {
    const lines = (seed: string) => Array.from({ length: 6_000 }, (_, i) => `${seed} line ${i} ${(i * 7919) % 6_007}`).join('\n');
    const [before, after] = [lines('old'), lines('new')];
    const parts = diffRevisions({ body: before }, { body: after }).body!;
    expect(parts[0]).toEqual({ kind: 'whole' });
    expect(parts.filter((part) => part.kind === 'removed')).toHaveLength(6_000);
    expect(parts.filter((part) => part.kind === 'added')).toHaveLength(6_000);
    // The bound counts lines, not time: each replaced line is one removed and one added, so half the bound is the most
    // that is still compared line by line, on any machine.
    const replaced = (count: number) => before.split('\n').map((line, i) => (i % 2 === 0 && i < count * 2 ? `${line} changed` : line)).join('\n');
    const atBound = diffRevisions({ body: before }, { body: replaced(MAX_EDIT_LINES / 2) }).body!;
    expect(atBound[0]).not.toEqual({ kind: 'whole' });
    expect(atBound.filter((part) => part.kind === 'removed')).toHaveLength(MAX_EDIT_LINES / 2);
    expect(diffRevisions({ body: before }, { body: replaced(MAX_EDIT_LINES / 2 + 1) }).body?.[0]).toEqual({ kind: 'whole' });
    // A small change beside it is still compared line by line.
    expect(diffRevisions({ body: 'a\nb\nc' }, { body: 'a\nB\nc' }).body).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'B' },
      { kind: 'same', text: 'c' },
    ]);
  });
});
