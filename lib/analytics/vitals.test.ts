import { addTo, bandOf, merge, quantile, type Histogram, type Maxima } from './vitals';

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

  it('with each bucket’s largest value, gives a value sent: the lone one exactly, never above the largest', () => {
    const histogram: Histogram = {};
    const maxima: Maxima = {};
    addTo(histogram, 'lcp', 59_999, maxima);
    // Its bucket's upper edge is 61,487: above anything sent.
    expect(quantile('lcp', histogram, 0.75)).toBeGreaterThan(59_999);
    expect(quantile('lcp', histogram, 0.75, maxima)).toBe(59_999);
    for (const value of [0, 0, 0]) addTo(histogram, 'cls', value, maxima);
    const cls: Histogram = {};
    const clsMaxima: Maxima = {};
    for (const value of [0, 0, 0, 0.05]) addTo(cls, 'cls', value, clsMaxima);
    expect(quantile('cls', cls, 0.75, clsMaxima)).toBe(0);
    expect(quantile('cls', cls, 1, clsMaxima)).toBe(0.05);
  });

  it('measures CLS in thousandths, and a zero as the smallest bucket', () => {
    const histogram: Histogram = {};
    for (const value of [0, 0, 0, 0.05]) addTo(histogram, 'cls', value);
    expect(quantile('cls', histogram, 0.75)).toBeCloseTo(0.001, 6);
    expect(quantile('cls', histogram, 1)! / 0.05).toBeLessThanOrEqual(1.05);
    expect(quantile('lcp', {}, 0.75)).toBeUndefined();
  });
});
