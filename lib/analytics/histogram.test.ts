import { addBucket, addTo, BUCKETS, bucketOf, bucketsOf, emptyHistogram, merge, p75, quantile, samplesOf, valueOf } from './histogram';
import { MIN_P75_SAMPLES } from './vitals';

const of = (metric: 'lcp' | 'cls', values: number[]) => values.reduce((histogram, value) => addTo(histogram, metric, value), emptyHistogram());

describe('histograms of Web Vitals and their p75', () => {
  it('gives the p75 within 5%, never better than it was, across merged days', () => {
    const values = Array.from({ length: 400 }, (_, i) => 500 + i * 10);
    const exact = values[Math.ceil(0.75 * values.length) - 1]!;
    const found = p75(merge(of('lcp', values.filter((_, i) => i % 2)), of('lcp', values.filter((_, i) => !(i % 2)))))!;
    expect(values).toContain(found);
    expect(found).toBeGreaterThanOrEqual(exact);
    expect(found).toBeLessThanOrEqual(exact * 1.05);
  });

  it('gives a value sent: the lone one exactly, never its bucket’s upper edge', () => {
    expect(valueOf('lcp', bucketOf('lcp', 59_999))).toBeGreaterThan(59_999);
    expect(quantile(of('lcp', [59_999]), 0.75)).toBe(59_999);
    expect(quantile(of('cls', [0, 0, 0, 0.05]), 0.75)).toBe(0);
    expect(quantile(of('cls', [0, 0, 0, 0.05]), 1)).toBe(0.05);
    expect(quantile(emptyHistogram(), 0.75)).toBeUndefined();
  });

  it('shows no p75 below MIN_P75_SAMPLES loads', () => {
    // 10% apart, so each value is alone in its bucket and the 15th is the p75 exactly.
    const values = Array.from({ length: MIN_P75_SAMPLES }, (_, i) => Math.round(1000 * 1.1 ** i));
    expect(p75(of('lcp', values.slice(1)))).toBeUndefined();
    expect(p75(of('lcp', values))).toBe(values[14]);
    expect(p75(undefined)).toBeUndefined();
  });

  it('measures CLS in thousandths, a zero in the smallest bucket and a huge value in the last', () => {
    expect(bucketOf('cls', 0)).toBe(0);
    expect(bucketOf('cls', 0.05)).toBe(bucketOf('lcp', 50));
    expect(bucketOf('lcp', 1e12)).toBe(BUCKETS - 1);
  });

  it('keeps what it is given as stored buckets, and leaves out a bucket that counts nothing or no value', () => {
    const histogram = emptyHistogram();
    addBucket(histogram, { bucket: 155, count: 3, largest: 1900 });
    addBucket(histogram, { bucket: 155, count: 2, largest: 1950 });
    addBucket(histogram, { bucket: 400, count: 1, largest: 1e9 });
    for (const refused of [{ bucket: -1, count: 1, largest: 1 }, { bucket: 1.5, count: 1, largest: 1 }, { bucket: 2, count: 0, largest: 1 }, { bucket: 3, count: 1, largest: -1 }, { bucket: 4, count: 1, largest: NaN }]) addBucket(histogram, refused);
    expect(bucketsOf(histogram)).toEqual([
      { bucket: 155, count: 5, largest: 1950 },
      { bucket: BUCKETS - 1, count: 1, largest: 1e9 },
    ]);
    expect(samplesOf(histogram)).toBe(6);
  });
});
