import { choiceFor, nextChoice, readSortChoice, sortParam, sortRows, type SortValue, type TableSort } from './table-sort';

// A table's order comes from the address: read strictly, a heading's link turns it round, and the rows sort stably
// with the rows that have no value last, whichever way.

describe('the order an address asks for', () => {
  it('reads a table, a column and a way, and gives the same back', () => {
    expect(readSortChoice('insights-top-source.3.desc')).toEqual({ table: 'insights-top-source', column: 3, direction: 'desc' });
    expect(sortParam({ table: 'insights-worst-inp', column: 0, direction: 'asc' })).toBe('insights-worst-inp.0.asc');
  });

  it('reads nothing from anything else, so every table keeps its own order', () => {
    for (const value of [undefined, '', 'insights-top-source', 'insights-top-source.3', 'insights-top-source.3.up', 'Insights.1.asc', 'x.123.asc', '-x.1.asc', `${'x'.repeat(81)}.1.asc`, 'x.1.asc#y', ' x.1.asc'])
      expect([value, readSortChoice(value)]).toEqual([value, undefined]);
  });

  it('turns a sorted column round, and starts words A to Z and figures highest first', () => {
    const current = { table: 't', column: 2, direction: 'desc' } as const;
    expect(nextChoice(current, 't', 2, false)).toEqual({ table: 't', column: 2, direction: 'asc' });
    expect(nextChoice({ ...current, direction: 'asc' }, 't', 2, false)).toEqual({ table: 't', column: 2, direction: 'desc' });
    expect(nextChoice(current, 't', 1, false)).toEqual({ table: 't', column: 1, direction: 'desc' });
    expect(nextChoice(undefined, 't', 0, true)).toEqual({ table: 't', column: 0, direction: 'asc' });
  });

  it('is one table’s: the others keep theirs', () => {
    const sort: TableSort = { choice: { table: 'a', column: 1, direction: 'asc' }, href: () => '' };
    expect(choiceFor(sort, 'a')).toEqual(sort.choice);
    expect(choiceFor(sort, 'b')).toBeUndefined();
    expect(choiceFor(undefined, 'a')).toBeUndefined();
  });
});

describe('sorting rows', () => {
  const rows: { name: string; visits: number; conversion: number | null }[] = [
    { name: 'linkedin', visits: 12, conversion: 0.25 },
    { name: 'Google', visits: 40, conversion: null },
    { name: 'page10', visits: 12, conversion: 0.5 },
    { name: 'page9', visits: 3, conversion: 0 },
  ];
  const values = (row: (typeof rows)[number]): SortValue[] => [row.name, row.visits, row.conversion];
  const names = (column: number, direction: 'asc' | 'desc') => sortRows(rows, values, { table: 't', column, direction }).map((row) => row.name);

  it('orders figures either way, equal rows kept in the report’s order', () => {
    expect(names(1, 'desc')).toEqual(['Google', 'linkedin', 'page10', 'page9']);
    expect(names(1, 'asc')).toEqual(['page9', 'linkedin', 'page10', 'Google']);
  });

  it('puts a row without a value last, whichever way', () => {
    expect(names(2, 'desc')).toEqual(['page10', 'linkedin', 'page9', 'Google']);
    expect(names(2, 'asc')).toEqual(['page9', 'linkedin', 'page10', 'Google']);
  });

  it('orders words as a person reads them: case aside, numbers by their value', () => {
    expect(names(0, 'asc')).toEqual(['Google', 'linkedin', 'page9', 'page10']);
    expect(names(0, 'desc')).toEqual(['page10', 'page9', 'linkedin', 'Google']);
  });

  it('leaves the report’s order without a choice, or with a column the table does not have', () => {
    expect(sortRows(rows, values, undefined).map((row) => row.name)).toEqual(rows.map((row) => row.name));
    expect(names(9, 'desc')).toEqual(rows.map((row) => row.name));
  });
});
