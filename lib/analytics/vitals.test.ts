import { addTo, bandOf, merge, quantile, type Histogram } from './vitals';

describe('Web Vitals bands and histograms', () => {
  it('bands a value by Google’s thresholds, the edge counting as the better band', () => {
    expect(bandOf('lcp', 2500)).toBe('good');
    expect(bandOf('lcp', 2501)).toBe('needsImprovement');
    expect(bandOf('lcp', 4001)).toBe('poor');
    expect(bandOf('inp', 200)).toBe('good');
    expect(bandOf('cls', 0.1)).toBe('good');
    expect(bandOf('cls', 0.26)).toBe('poor');
  });

  it('gives the p75 within 5%, never better than it was, across merged days', () => {
    const values = Array.from({ length: 400 }, (_, i) => 500 + i * 10);
    const monday: Histogram = {};
    const tuesday: Histogram = {};
    values.forEach((value, i) => addTo(i % 2 ? monday : tuesday, 'lcp', value));
    const exact = values[Math.ceil(0.75 * values.length) - 1]!;
    const p75 = quantile('lcp', merge([monday, tuesday]), 0.75)!;
    expect(p75).toBeGreaterThanOrEqual(exact);
    expect(p75).toBeLessThanOrEqual(exact * 1.05);
  });

  it('measures CLS in thousandths, and a zero as the smallest bucket', () => {
    const histogram: Histogram = {};
    for (const value of [0, 0, 0, 0.05]) addTo(histogram, 'cls', value);
    expect(quantile('cls', histogram, 0.75)).toBeCloseTo(0.001, 6);
    expect(quantile('cls', histogram, 1)! / 0.05).toBeLessThanOrEqual(1.05);
    expect(quantile('lcp', {}, 0.75)).toBeUndefined();
  });
});
