import 'server-only';
import { createHash } from 'node:crypto';
import { passkey } from '@better-auth/passkey';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { admin, twoFactor } from 'better-auth/plugins';
import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements } from 'better-auth/plugins/admin/access';
import { company } from '@/content/company';
import type { Store } from '@/lib/db/store';
import { HOUR_MS } from '@/lib/time-units';
import { accountLimiter, type AccountLimiter } from './account-limit';
import { AUDITED_PATHS, auditAddress, auditPlugin, auditWriter, CLIENT_HEADER, refusal, type Attempt } from './auth-audit';
import { authLogger } from './auth-log';
import { AUTH_BASE_PATH, COOKIE_PREFIX, type StaffRole } from './constants';
import { passkeyNamesPlugin } from './passkey-names';
import { staffTables } from './people';

export { CLIENT_HEADER } from './auth-audit';
export const STAFF_SECRET_NAME = 'staff-auth';

export interface StaffAuthSettings {
  siteUrl: string;
  secret: string;
  idleMinutes: number;
  /** STAFF_SESSION_HOURS: the absolute lifetime, on Better Auth's own endpoints as on our pages. */
  sessionHours: number;
  /** Better Auth's emailAndPassword.password, for tests that sign in often; its own scrypt when not given. */
  password?: { hash: (password: string) => Promise<string>; verify: (stored: { hash: string; password: string }) => Promise<boolean> };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The three roles, as the admin plugin must know them to accept one. What each may do is decided by our guards (`may`
 * in lib/staff/constants.ts), not by statements here: the admin plugin's own endpoints, which read them, are not served.
 */
const access = createAccessControl(defaultStatements);
const roles = { viewer: access.newRole({}), editor: access.newRole({}), admin: access.newRole(adminAc.statements) } satisfies Record<StaffRole, unknown>;

/** What names the account each attempt tries, from its body: the per-account limit's key and the trail's subject. */
const ACCOUNT_OF: Record<string, (body: Record<string, unknown>) => string | undefined> = {
  '/sign-in/email': (body) => (typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined),
  '/passkey/verify-authentication': (body) => {
    const response = body.response as { id?: unknown } | undefined;
    return typeof response?.id === 'string' ? `passkey:${response.id}` : undefined;
  },
};

/** Better Auth's own answer to a wrong password, word for word, so that every refused password reads the same. */
const wrongPassword = () => new APIError('UNAUTHORIZED', { message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' });

/**
 * Better Auth on the enquiry store's own database: passkeys first, a password only with TOTP beside it, three roles,
 * sessions in the database (no cookie cache, so a revoked session ends at its next request). Its tables are created
 * by our migrations (lib/db/staff-migration.ts); it gets the handle without our camelCase mapping, since its columns
 * are camelCase already.
 */
export function createStaffAuth(store: Store, { siteUrl, secret, idleMinutes, sessionHours, password }: StaffAuthSettings, limiter: AccountLimiter = accountLimiter(store)) {
  const origin = new URL(siteUrl).origin;
  const write = auditWriter(store);
  const attempts = new WeakMap<Request, Attempt>();

  return betterAuth({
    appName: `${company.name} staff`,
    baseURL: siteUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [origin],
    telemetry: { enabled: false },
    logger: authLogger,
    // SQLite has one connection: a transaction of Better Auth's would hold it while a hook of ours waited for it, and
    // every query of the process (the public forms too) behind them. On PostgreSQL ours take another pooled client.
    database: { db: store.db.withoutPlugins(), type: store.dialect, transaction: store.dialect === 'postgres' },
    user: { modelName: 'staff_users' },
    account: { modelName: 'staff_accounts' },
    verification: { modelName: 'staff_verifications' },
    session: {
      modelName: 'staff_sessions',
      expiresIn: idleMinutes * 60,
      // The expiry slides forward at most this often: on Better Auth's own requests, which the signed-in pages make
      // every few minutes while someone works (components/staff/session-keeper.tsx); pages cannot set cookies.
      updateAge: Math.min(5 * 60, idleMinutes * 30),
      freshAge: 10 * 60,
      // A cached session would outlive its revocation by the cache's age.
      cookieCache: { enabled: false },
    },
    // Nobody signs up: accounts come from an invite. A password is optional, and needs TOTP (lib/staff/guard.ts).
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 12, maxPasswordLength: 128, ...(password ? { password } : {}) },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'staff_rate_limits',
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/*': { window: 60, max: 10 },
        '/passkey/verify-authentication': { window: 60, max: 10 },
        '/passkey/generate-authenticate-options': { window: 60, max: 20 },
        '/passkey/*-register*': { window: 60, max: 10 },
        '/two-factor/*': { window: 60, max: 5 },
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: siteUrl.startsWith('https:'),
      // Only our header, which the route handler always overwrites: never a client's own X-Forwarded-For. An IPv6
      // client arrives as its /64's first address (lib/address-key.ts), already the key: Better Auth cuts nothing off.
      ipAddress: { ipAddressHeaders: [CLIENT_HEADER], ipv6Subnet: 128 },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const ip = auditAddress(ctx.request?.headers ?? ctx.headers);
        // One lifetime everywhere: a session past STAFF_SESSION_HOURS ends here, before any endpoint can read or slide it.
        const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
        const held = token ? await ctx.context.internalAdapter.findSession(token) : null;
        if (token && held && Date.now() - new Date(held.session.createdAt).getTime() > sessionHours * HOUR_MS) await ctx.context.internalAdapter.deleteSession(token);
        if (ctx.path === '/sign-out') {
          const session = await getSessionFromCtx(ctx);
          if (session) await write('sign-out', { actorId: session.user.id, actorEmail: session.user.email, ip });
          return;
        }
        if (!(AUDITED_PATHS as readonly string[]).includes(ctx.path)) return;
        const attempt = await attemptOf(ctx.path, (ctx.body ?? {}) as Record<string, unknown>, ip, async () => {
          const session = await getSessionFromCtx(ctx);
          if (session) return { userId: session.user.id, email: session.user.email, setUp: true };
          if (ctx.path !== '/two-factor/verify-totp') return undefined;
          // A sign-in's code: the person is the one the two-factor cookie names.
          const pending = await ctx.getSignedCookie(ctx.context.createAuthCookie('two_factor').name, ctx.context.secret);
          const verification = pending ? await ctx.context.internalAdapter.findVerificationValue(pending) : null;
          const user = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null;
          return user ? { userId: user.id, email: user.email, setUp: false } : undefined;
        });
        if (ctx.request) attempts.set(ctx.request, attempt);
        if (attempt.account && !(await limiter.take(attempt.account))) {
          await refusal(write, attempt, 429, 'account-limit');
          throw new APIError('TOO_MANY_REQUESTS', { message: 'Too many sign-in attempts for this account; try again in 15 minutes' });
        }
        // A password never signs anyone in on its own: until TOTP is set up (from a passkey's session, on the account
        // page), it is refused as a wrong one is, after the same work, so whoever learns it cannot attach their own
        // authenticator, and nobody can tell such an account, or a passkey-only or unknown one, from a wrong password.
        if (ctx.path === '/sign-in/email') {
          const user = attempt.account ? await staffTables(store).selectFrom('staff_users').select('twoFactorEnabled').where('email', '=', attempt.account).executeTakeFirst() : undefined;
          if (!user?.twoFactorEnabled) {
            await ctx.context.password.hash(typeof ctx.body?.password === 'string' ? ctx.body.password : '');
            await refusal(write, attempt, 401, user ? 'two-factor-not-set-up' : 'unknown-account');
            throw wrongPassword();
          }
        }
      }),
    },
    plugins: [
      passkey({
        rpID: new URL(siteUrl).hostname,
        rpName: `${company.name} staff`,
        // Set, so that verification never trusts the request's own Origin header.
        origin,
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        schema: { passkey: { modelName: 'staff_passkeys' } },
        registration: {
          requireSession: false,
          // A passkey is registered with an invite's token, and only so (lib/staff/team.ts makes them).
          resolveUser: async ({ context }) => {
            const invite = context ? await store.invites.findUsable(hashToken(context)) : undefined;
            if (!invite) throw new APIError('BAD_REQUEST', { message: 'This invite link has expired or has been used' });
            const user = await staffTables(store).selectFrom('staff_users').select(['email', 'name']).where('id', '=', invite.userId).executeTakeFirst();
            if (!user) throw new APIError('BAD_REQUEST', { message: 'This invite link has expired or has been used' });
            return { id: invite.userId, name: user.email, displayName: user.name };
          },
          afterVerification: async ({ verification, user, context }) => {
            if (!verification.registrationInfo?.userVerified) throw new APIError('BAD_REQUEST', { message: 'The passkey must check it is you (a PIN, fingerprint or face)' });
            // Consumed only now, once the browser's answer is verified, and only by the person it was made for; single use
            // even when two tabs race.
            const invited = context ? await store.invites.consume(hashToken(context), user.id) : undefined;
            if (!invited) throw new APIError('BAD_REQUEST', { message: 'This invite link has expired or has been used' });
            return { userId: invited };
          },
        },
        authentication: {
          afterVerification: async ({ verification }) => {
            if (!verification.authenticationInfo.userVerified) throw new APIError('UNAUTHORIZED', { message: 'The passkey must check it is you (a PIN, fingerprint or face)' });
          },
        },
      }),
      passkeyNamesPlugin(),
      twoFactor({ issuer: company.name, schema: { twoFactor: { modelName: 'staff_two_factors' } } }),
      admin({ ac: access, roles, defaultRole: 'viewer', adminRoles: ['admin'] }),
      // Last, so that it sees what the others made of each attempt.
      auditPlugin(store, attempts),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

/** Who an attempt names: by its body (an address, a credential), or by the session or pending sign-in it carries. */
async function attemptOf(
  path: string,
  body: Record<string, unknown>,
  ip: string | null,
  person: () => Promise<{ userId: string; email: string; setUp: boolean } | undefined>,
): Promise<Attempt> {
  const account = ACCOUNT_OF[path]?.(body);
  if (account) return { path, account, userId: null, email: null, ip, setUp: false };
  const known = await person();
  return { path, account: known && !known.setUp ? known.email : undefined, userId: known?.userId ?? null, email: known?.email ?? null, ip, setUp: known?.setUp ?? false };
}
