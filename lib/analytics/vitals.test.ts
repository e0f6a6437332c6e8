import { bandOf } from './vitals';

describe('Web Vitals bands', () => {
  it('bands a value by Google’s thresholds, the edge counting as the better band', () => {
    expect(bandOf('lcp', 2500)).toBe('good');
    expect(bandOf('lcp', 2501)).toBe('needsImprovement');
    expect(bandOf('lcp', 4001)).toBe('poor');
    expect(bandOf('inp', 200)).toBe('good');
    expect(bandOf('cls', 0.1)).toBe('good');
    expect(bandOf('cls', 0.26)).toBe('poor');
  });
});
