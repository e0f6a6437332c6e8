import 'server-only';
import { isIPv4 } from 'node:net';
import { z } from 'zod';
import { company } from '@/content/company';
import { ENQUIRY_RETENTION_DAYS, INSIGHTS_RAW_DAYS, INSIGHTS_ROLLUP_DAYS } from '@/content/retention';
import { parsePostgresUrl, POSTGRES_EXAMPLE } from '@/lib/db/url';
import { DEFAULT_DIGEST, parseDigestSchedule } from '@/lib/digest-schedule';
import { parseTrustProxy } from '@/lib/http/client-address';
import { parseMailFrom, parseNotifyTo } from '@/lib/mail-addresses';
import { DAY_MS } from '@/lib/time-units';
import { attemptsWithin } from './retry';

/**
 * 582 with the backoff in retry.ts: the first attempt at once, then waits of 2.5-5 s doubling to the
 * 5-10 minute cap, so the last attempt comes on average 72 hours after the first (48-96 h at the jitter's extremes).
 */
export const DEFAULT_MAX_ATTEMPTS = attemptsWithin(3 * DAY_MS);

const companyAddress = (id: string) => company.emails.find((email) => email.id === id)?.address ?? company.emails[0]!.address;
const companyDomain = companyAddress('sales').split('@')[1];
/** Enquiries about work go to sales, about the bootcamp to careers; the others to support. */
const defaultNotifyTo = `${companyAddress('support')}, contact-us=${companyAddress('sales')}, add-bootcamp=${companyAddress('careers')}`;

const url = (name: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^https?:\/\/[^\s/]+/.test(value), `${name} must be an absolute http(s) URL, e.g. https://example.com`)
    .transform((value) => value.replace(/\/+$/, ''));

const schema = z.object({
  SITE_URL: url('SITE_URL').default('http://localhost:3000'),
  MEDIA_BASE_URL: z.union([url('MEDIA_BASE_URL'), z.literal('')]).default(''),
  API_BASE_URL: z.union([url('API_BASE_URL'), z.literal('')]).default(''),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((value) => parsePostgresUrl(value) !== undefined, `DATABASE_URL must be a postgres:// URL, e.g. ${POSTGRES_EXAMPLE}`)
    .optional(),
  DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_MAX_ATTEMPTS),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(ENQUIRY_RETENTION_DAYS),
  // The insights' raw visits, page views and vitals; and their daily rollups, for the privacy policy's period.
  INSIGHTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(INSIGHTS_RAW_DAYS),
  INSIGHTS_ROLLUP_DAYS: z.coerce.number().int().min(1).max(36_500).default(INSIGHTS_ROLLUP_DAYS),
  // Beacons are shed past this share of the heap limit in use after a collection (lib/insights/shed.ts).
  INSIGHTS_SHED_HEAP_PERCENT: z.coerce.number().int().min(1).max(100).default(70),
  // The weekly digest to the team: a London weekday and time, or off.
  INSIGHTS_DIGEST: z
    .string()
    .default(DEFAULT_DIGEST)
    .transform((value, context) => {
      const read = parseDigestSchedule(value);
      if ('error' in read) context.addIssue({ code: 'custom', message: `INSIGHTS_DIGEST: ${read.error}` });
      return 'error' in read ? z.NEVER : read.schedule;
    }),
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => /^smtps?:\/\/[^\s/]+/.test(value), 'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465')
    .optional(),
  MAIL_FROM: z
    .string()
    .default(`${company.name} <no-reply@${companyDomain}>`)
    .transform((value, context) => {
      const from = parseMailFrom(value);
      if (typeof from === 'string') context.addIssue({ code: 'custom', message: `MAIL_FROM: ${from}` });
      return typeof from === 'string' ? z.NEVER : from;
    }),
  NOTIFY_TO: z
    .string()
    .default(defaultNotifyTo)
    .transform((value, context) => {
      const notify = parseNotifyTo(value);
      if (typeof notify === 'string') context.addIssue({ code: 'custom', message: `NOTIFY_TO: ${notify}` });
      return typeof notify === 'string' ? z.NEVER : notify;
    }),
  AUTO_REPLY: z.enum(['true', 'false'], { message: 'AUTO_REPLY must be true or false' }).default('true').transform((value) => value === 'true'),
  HEALTH_TOKEN: z.string().trim().min(16, 'HEALTH_TOKEN must be at least 16 characters').optional(),
  // Signs the staff area's session cookies; when unset, one is made on first use and kept in the database (secrets).
  STAFF_AUTH_SECRET: z.string().trim().min(32, 'STAFF_AUTH_SECRET must be at least 32 characters (e.g. openssl rand -base64 48)').optional(),
  // Signs each backup's manifest (HMAC-SHA256); the restore refuses a copy it did not sign. Never kept with the copies.
  BACKUP_SIGNING_KEY: z.string().trim().min(32, 'BACKUP_SIGNING_KEY must be at least 32 characters (e.g. openssl rand -base64 48)').optional(),
  // A staff session ends after this long without a request, and in any case this long after sign-in.
  STAFF_IDLE_MINUTES: z.coerce.number().int().min(5).max(24 * 60).default(120),
  STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(7 * 24).default(12),
  // Next's own variable for the address its server listens on (scripts/start.sh sets it from BIND_HOST).
  HOSTNAME: z.string().trim().default('0.0.0.0'),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (typeof trust === 'string') context.addIssue({ code: 'custom', message: `TRUST_PROXY: ${trust}` });
      return typeof trust === 'string' ? z.NEVER : trust;
    }),
});

export type Config = z.infer<typeof schema>;

/** Parses an environment once; every message names the variable and what is wrong with it. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

export const config: Config = parseConfig(process.env);

/** True for an address only this host can reach: 127.0.0.0/8, ::1, or the name localhost. */
export function isLoopbackHost(host: string): boolean {
  const address = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return address === 'localhost' || address === '::1' || (isIPv4(address) && address.startsWith('127.'));
}

/**
 * Without a trusted proxy no X-Forwarded-For is believed, so every request counts as one client: right for a
 * server only its own host can reach (nginx's, say), wrong for one the internet reaches directly. That one
 * refuses to start rather than share one enquiry limit among all its visitors.
 */
export function exposureProblem({ HOSTNAME, TRUST_PROXY }: Pick<Config, 'HOSTNAME' | 'TRUST_PROXY'>): string | undefined {
  if (TRUST_PROXY.kind !== 'none' || isLoopbackHost(HOSTNAME)) return undefined;
  return `The server would listen on ${HOSTNAME} with TRUST_PROXY empty, so it could not tell one visitor from another. Serve it through a proxy (deploy/nginx.conf) with BIND_HOST=127.0.0.1 TRUST_PROXY=loopback, or set TRUST_PROXY to the proxies in front of it.`;
}
