import { parseConfig } from './config';

describe('parseConfig', () => {
  it('gives a fresh clone working defaults', () => {
    expect(parseConfig({})).toEqual({
      SITE_URL: 'http://localhost:3000',
      MEDIA_BASE_URL: '',
      API_BASE_URL: '',
      UPSTREAM_TIMEOUT_MS: 8000,
      RATE_LIMIT_PER_MINUTE: 10,
      DATA_DIR: './data',
      DELIVERY_MAX_ATTEMPTS: 582,
      RETENTION_DAYS: 731,
      TRUST_PROXY: { kind: 'none' },
    });
  });

  it('trims trailing slashes and coerces numbers', () => {
    const config = parseConfig({ SITE_URL: 'https://quillmark.example/', MEDIA_BASE_URL: 'https://cdn.example/media//', UPSTREAM_TIMEOUT_MS: '2500' });
    expect(config.SITE_URL).toBe('https://quillmark.example');
    expect(config.MEDIA_BASE_URL).toBe('https://cdn.example/media');
    expect(config.UPSTREAM_TIMEOUT_MS).toBe(2500);
  });

  it('names the variable and the problem', () => {
    expect(() => parseConfig({ SITE_URL: 'quillmark.example' })).toThrow(/SITE_URL: SITE_URL must be an absolute http\(s\) URL/);
    expect(() => parseConfig({ RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => parseConfig({ UPSTREAM_TIMEOUT_MS: '10' })).toThrow(/UPSTREAM_TIMEOUT_MS/);
    expect(() => parseConfig({ TRUST_PROXY: 'loopback,nginx' })).toThrow(/TRUST_PROXY: "nginx" is not an address/);
  });
});
