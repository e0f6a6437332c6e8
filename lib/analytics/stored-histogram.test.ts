import { addTo, bucketsOf, emptyHistogram } from './histogram';
import { readStored, STORED_LIMIT, storedText } from './stored-histogram';

describe('a histogram as a rolled-up day stores it', () => {
  it('reads back what it wrote: each bucket with its count and largest value', () => {
    const histogram = [1200, 1210, 0.5, 59_999.25].reduce((sum, value) => addTo(sum, 'lcp', value), emptyHistogram());
    const text = storedText(histogram);
    expect(JSON.parse(text)).toEqual([
      [0, 1, 0.5],
      [146, 2, 1210],
      [226, 1, 59_999.25],
    ]);
    expect(readStored(text)).toEqual(bucketsOf(histogram));
    expect(readStored(storedText(emptyHistogram()))).toEqual([]);
  });

  it('refuses anything but the schema’s triples, and text past its bound before parsing it', () => {
    const refused = [
      'not json',
      '{"155":1}',
      '[[256,1,1]]',
      '[[-1,1,1]]',
      '[[1.5,1,1]]',
      '[[1,0,1]]',
      '[[1,1.5,1]]',
      '[[1,1,-1]]',
      '[[1,1]]',
      '[[1,1,1,1]]',
      '[["1",1,1]]',
      JSON.stringify(Array.from({ length: 257 }, () => [1, 1, 1])),
    ];
    for (const text of refused) expect(readStored(text)).toBeUndefined();
    const long = `[${Array.from({ length: 256 }, (_, i) => `[${i},1,1]`).join(',')}${' '.repeat(STORED_LIMIT)}]`;
    expect(JSON.parse(long)).toHaveLength(256);
    expect(readStored(long)).toBeUndefined();
    expect(readStored(long.replace(/ +/, ''))).toHaveLength(256);
  });
});
