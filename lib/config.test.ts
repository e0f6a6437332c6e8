import { exposureProblem, parseConfig } from './config';

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
      INSIGHTS_RETENTION_DAYS: 30,
      INSIGHTS_ROLLUP_DAYS: 396,
      INSIGHTS_SHED_HEAP_PERCENT: 70,
      INSIGHTS_DIGEST: { weekday: 1, hour: 8, minute: 0 },
      HOSTNAME: '0.0.0.0',
      TRUST_PROXY: { kind: 'none' },
      MAIL_FROM: { name: 'Quillmark', address: 'no-reply@quillmark-tech.co.uk' },
      NOTIFY_TO: { all: 'support@quillmark-tech.co.uk', forms: { 'contact-us': 'sales@quillmark-tech.co.uk', 'add-bootcamp': 'careers@quillmark-tech.co.uk' } },
      AUTO_REPLY: true,
      STAFF_IDLE_MINUTES: 120,
      STAFF_SESSION_HOURS: 12,
    });
  });

  it('reads the staff area’s settings, and names what is wrong with each', () => {
    const secret = 'k'.repeat(43);
    expect(parseConfig({ STAFF_AUTH_SECRET: secret, STAFF_IDLE_MINUTES: '30', STAFF_SESSION_HOURS: '8' })).toMatchObject({ STAFF_AUTH_SECRET: secret, STAFF_IDLE_MINUTES: 30, STAFF_SESSION_HOURS: 8 });
    expect(() => parseConfig({ STAFF_AUTH_SECRET: 'short' })).toThrow('STAFF_AUTH_SECRET: STAFF_AUTH_SECRET must be at least 32 characters');
    expect(() => parseConfig({ STAFF_IDLE_MINUTES: '1' })).toThrow('STAFF_IDLE_MINUTES');
    expect(() => parseConfig({ STAFF_SESSION_HOURS: '1000' })).toThrow('STAFF_SESSION_HOURS');
  });

  it('reads the weekly digest’s London weekday and time, or off, and names what is wrong with it', () => {
    expect(parseConfig({ INSIGHTS_DIGEST: 'Fri 17:30' }).INSIGHTS_DIGEST).toEqual({ weekday: 5, hour: 17, minute: 30 });
    expect(parseConfig({ INSIGHTS_DIGEST: ' off ' }).INSIGHTS_DIGEST).toBe('off');
    for (const bad of ['monday 08:00', 'mon 24:00', 'mon 08:60', 'mon 8', 'weekly'])
      expect(() => parseConfig({ INSIGHTS_DIGEST: bad })).toThrow(`INSIGHTS_DIGEST: "${bad}" is not a weekday and a London time, e.g. mon 08:00`);
  });

  it('reads the mail settings, and names what is wrong with each', () => {
    const config = parseConfig({ SMTP_URL: 'smtps://user:secret@smtp.example.com:465', MAIL_FROM: 'Quillmark Team <team@example.com>', NOTIFY_TO: 'all@example.com, add-study-abroad=study@example.com', AUTO_REPLY: 'false' });
    expect(config).toMatchObject({
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      MAIL_FROM: { name: 'Quillmark Team', address: 'team@example.com' },
      NOTIFY_TO: { all: 'all@example.com', forms: { 'add-study-abroad': 'study@example.com' } },
      AUTO_REPLY: false,
    });
    expect(() => parseConfig({ SMTP_URL: 'mail.example.com' })).toThrow('SMTP_URL: SMTP_URL must be an smtp:// or smtps:// URL');
    expect(() => parseConfig({ MAIL_FROM: 'Team <team@example.com>\r\nBcc: x@example.com' })).toThrow('MAIL_FROM: give an address');
    expect(() => parseConfig({ NOTIFY_TO: 'add-bootcamp=a@example.com' })).toThrow('NOTIFY_TO: name one address for every form');
    expect(() => parseConfig({ NOTIFY_TO: 'all@example.com, careers=a@example.com' })).toThrow('NOTIFY_TO: "careers" is not a form');
    expect(() => parseConfig({ NOTIFY_TO: 'all@example.com\nBcc: x@example.com' })).toThrow('NOTIFY_TO: "all@example.com\nBcc: x@example.com" is not an email address');
    expect(() => parseConfig({ AUTO_REPLY: 'yes' })).toThrow('AUTO_REPLY must be true or false');
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

describe('exposureProblem', () => {
  const trustNone = parseConfig({}).TRUST_PROXY;
  const trustLoopback = parseConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY;

  it('lets a server with no trusted proxy listen on loopback only', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]']) expect(exposureProblem({ HOSTNAME: host, TRUST_PROXY: trustNone })).toBeUndefined();
    for (const host of ['0.0.0.0', '::', '192.0.2.10', 'web-1', '127.example.com', '::ffff:10.0.0.1']) {
      expect(exposureProblem({ HOSTNAME: host, TRUST_PROXY: trustNone })).toMatch(`listen on ${host} with TRUST_PROXY empty`);
    }
  });

  it('lets it listen anywhere once a proxy is trusted to name the visitor', () => {
    expect(exposureProblem({ HOSTNAME: '0.0.0.0', TRUST_PROXY: trustLoopback })).toBeUndefined();
  });

  it("takes Next's default, every interface, when HOSTNAME is not set", () => {
    expect(parseConfig({}).HOSTNAME).toBe('0.0.0.0');
  });
});
