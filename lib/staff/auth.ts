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
import { logEvent } from '@/lib/log';
import { accountLimiter, type AccountLimiter } from './account-limit';
import { AUTH_BASE_PATH, COOKIE_PREFIX } from './constants';
import { staffTables } from './people';

/** Our own reading of the client's address (lib/http/client-address.ts), set by the route handler on every request. */
export const CLIENT_HEADER = 'x-quillmark-client';
export const STAFF_SECRET_NAME = 'staff-auth';

export interface StaffAuthSettings {
  siteUrl: string;
  secret: string;
  idleMinutes: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** What each role may do, in Better Auth's access control: the admin plugin's own statements plus ours. */
const access = createAccessControl({ ...defaultStatements, enquiry: ['read', 'triage', 'export', 'erase', 'retry'], staff: ['invite', 'remove'] });
const roles = {
  viewer: access.newRole({ enquiry: ['read', 'triage', 'export'] }),
  admin: access.newRole({ ...adminAc.statements, enquiry: ['read', 'triage', 'export', 'erase', 'retry'], staff: ['invite', 'remove'] }),
};

/** The sign-in paths, each with what names the account it tries (for the per-account limit and the audit trail). */
const SIGN_IN_PATHS: Record<string, (body: Record<string, unknown>) => string | undefined> = {
  '/sign-in/email': (body) => (typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined),
  '/passkey/verify-authentication': (body) => {
    const response = body.response as { id?: unknown } | undefined;
    return typeof response?.id === 'string' ? `passkey:${response.id}` : undefined;
  },
};

/**
 * Better Auth on the enquiry store's own database: passkeys first, a password only with TOTP beside it, two roles,
 * sessions in the database (no cookie cache, so a revoked session ends at its next request). Its tables are created
 * by our migrations (lib/db/staff-migration.ts); it gets the handle without our camelCase mapping, since its columns
 * are camelCase already.
 */
export function createStaffAuth(store: Store, { siteUrl, secret, idleMinutes }: StaffAuthSettings, limiter: AccountLimiter = accountLimiter(store)) {
  const origin = new URL(siteUrl).origin;
  const audit = (action: 'sign-in' | 'sign-in-failed' | 'sign-out' | 'two-factor', entry: { actorId?: string | null; actorEmail?: string | null; subject?: string | null; ip?: string | null; detail?: Record<string, unknown> }) =>
    store.audit
      .append({ actorId: entry.actorId ?? null, actorEmail: entry.actorEmail ?? null, action, subject: entry.subject ?? null, detail: entry.detail ?? null, ip: entry.ip ?? null })
      .catch((error: unknown) => logEvent('staff.audit', { action, error: error instanceof Error ? error.message : String(error) }, 'error'));

  return betterAuth({
    appName: `${company.name} staff`,
    baseURL: siteUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [origin],
    telemetry: { enabled: false },
    database: { db: store.db.withoutPlugins(), type: store.dialect, transaction: true },
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
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 12, maxPasswordLength: 128 },
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
      // Only our header, which the route handler always overwrites: never a client's own X-Forwarded-For.
      ipAddress: { ipAddressHeaders: [CLIENT_HEADER] },
    },
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            const user = await staffTables(store).selectFrom('staff_users').select('email').where('id', '=', session.userId).executeTakeFirst();
            await audit('sign-in', { actorId: session.userId, actorEmail: user?.email ?? null, ip: session.ipAddress ?? null });
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-out') {
          const session = await getSessionFromCtx(ctx);
          if (session) await audit('sign-out', { actorId: session.user.id, actorEmail: session.user.email, ip: ctx.request?.headers.get(CLIENT_HEADER) ?? null });
        }
        const account = SIGN_IN_PATHS[ctx.path]?.((ctx.body ?? {}) as Record<string, unknown>);
        if (account && !(await limiter.take(account))) throw new APIError('TOO_MANY_REQUESTS', { message: 'Too many sign-in attempts for this account; try again in 15 minutes' });
        // A password never signs anyone in on its own: until TOTP is set up (from a passkey's session, on the account
        // page), it is refused as a wrong one would be, so whoever learns it cannot attach their own authenticator.
        if (ctx.path === '/sign-in/email' && account) {
          const user = await staffTables(store).selectFrom('staff_users').select('twoFactorEnabled').where('email', '=', account).executeTakeFirst();
          if (!user?.twoFactorEnabled) throw new APIError('UNAUTHORIZED', { message: 'Invalid email or password' });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // Setting up TOTP ends with its first code, checked with a session (a password sign-in's code has none yet).
        const session = ctx.context.session;
        if (ctx.path === '/two-factor/verify-totp' && session && !(ctx.context.returned instanceof APIError))
          await audit('two-factor', { actorId: session.user.id, actorEmail: session.user.email, subject: session.user.id, ip: ctx.request?.headers.get(CLIENT_HEADER) ?? null });
        const account = SIGN_IN_PATHS[ctx.path]?.((ctx.body ?? {}) as Record<string, unknown>);
        if (account && ctx.context.returned instanceof APIError)
          await audit('sign-in-failed', { subject: account, ip: ctx.request?.headers.get(CLIENT_HEADER) ?? null, detail: { path: ctx.path, status: ctx.context.returned.statusCode } });
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
            // Consumed only now, once the browser's answer is verified; single use even when two tabs race.
            const invited = context ? await store.invites.consume(hashToken(context)) : undefined;
            if (!invited || invited !== user.id) throw new APIError('BAD_REQUEST', { message: 'This invite link has expired or has been used' });
            return { userId: invited };
          },
        },
        authentication: {
          afterVerification: async ({ verification }) => {
            if (!verification.authenticationInfo.userVerified) throw new APIError('UNAUTHORIZED', { message: 'The passkey must check it is you (a PIN, fingerprint or face)' });
          },
        },
      }),
      twoFactor({ issuer: company.name, schema: { twoFactor: { modelName: 'staff_two_factors' } } }),
      admin({ ac: access, roles, defaultRole: 'viewer', adminRoles: ['admin'] }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
