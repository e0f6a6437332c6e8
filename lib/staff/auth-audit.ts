import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { addressKey } from '@/lib/address-key';
import type { Store } from '@/lib/db/store';
import { logEvent } from '@/lib/log';

/** Our own reading of the client's address (lib/http/client-address.ts), set by the route handler on every request. */
export const CLIENT_HEADER = 'x-quillmark-client';

export type AuthAuditAction = 'sign-in' | 'sign-in-failed' | 'sign-out' | 'two-factor' | 'two-factor-challenge' | 'add-passkey';

/**
 * What a request to an attempt endpoint tries, learned before Better Auth runs it: the account it names (for the
 * per-account limit and the trail) and, for a TOTP code, whether it completes a sign-in or an authenticator's set-up.
 */
export interface Attempt {
  path: string;
  account: string | undefined;
  userId: string | null;
  email: string | null;
  ip: string | null;
  setUp: boolean;
}

/**
 * Every endpoint the route handler serves, and whether a request to it is an attempt that the trail records (each
 * outcome, one line) or a read that changes nothing of anyone's access. A new endpoint must be put in one or the other
 * (lib/staff/auth-requests.test.ts).
 */
export const AUDITED_PATHS = ['/sign-in/email', '/passkey/verify-authentication', '/passkey/verify-registration', '/two-factor/enable', '/two-factor/verify-totp', '/sign-out'] as const;
export const UNAUDITED_PATHS = ['/get-session', '/passkey/generate-authenticate-options', '/passkey/generate-register-options'] as const;

/** The address as the trail shows it: IPv4 as it is, IPv6 by its /64, or 'unverified'. */
export const auditAddress = (headers: Headers | undefined) => {
  const value = headers?.get(CLIENT_HEADER);
  return value ? addressKey(value) : null;
};

export function auditWriter(store: Store) {
  return (action: AuthAuditAction, entry: { actorId?: string | null; actorEmail?: string | null; subject?: string | null; ip?: string | null; detail?: Record<string, unknown> }) =>
    store.audit
      .append({ actorId: entry.actorId ?? null, actorEmail: entry.actorEmail ?? null, action, subject: entry.subject ?? null, detail: entry.detail ?? null, ip: entry.ip ?? null })
      .catch((error: unknown) => logEvent('staff.audit', { action, error: error instanceof Error ? error.message : String(error) }, 'error'));
}

export type AuditWriter = ReturnType<typeof auditWriter>;

/** One line for a refused attempt, whoever refused it: our limit, our password rule, or Better Auth. */
export function refusal(write: AuditWriter, attempt: Attempt, status: number, reason: string) {
  const action = attempt.path === '/two-factor/enable' || (attempt.path === '/two-factor/verify-totp' && attempt.setUp) ? 'two-factor' : 'sign-in-failed';
  return write(action, {
    actorId: attempt.setUp ? attempt.userId : null,
    actorEmail: attempt.setUp ? attempt.email : null,
    subject: attempt.userId ?? attempt.account ?? null,
    ip: attempt.ip,
    detail: { path: attempt.path, status, reason, ...(attempt.setUp ? { outcome: 'refused' } : {}) },
  });
}

/**
 * The trail's last word on each attempt, run after every other plugin's hooks (it is the last plugin): so a password
 * whose TOTP code is still to come is never written as a sign-in, and a sign-in line is written only once its session
 * is in the database.
 */
export function auditPlugin(store: Store, attempts: WeakMap<Request, Attempt>): BetterAuthPlugin {
  const write = auditWriter(store);
  return {
    id: 'quillmark-audit',
    hooks: {
      after: [
        {
          matcher: (context) => (AUDITED_PATHS as readonly string[]).includes(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const attempt = ctx.request ? attempts.get(ctx.request) : undefined;
            if (!attempt || ctx.path === '/sign-out') return;
            const returned = ctx.context.returned;
            if (returned instanceof APIError) return refusal(write, attempt, returned.statusCode, String(returned.body?.code ?? returned.body?.message ?? 'refused'));
            if (returned instanceof Response && returned.status >= 400) return refusal(write, attempt, returned.status, 'refused');
            if (ctx.path === '/two-factor/enable' || (ctx.path === '/two-factor/verify-totp' && attempt.setUp))
              return write('two-factor', { actorId: attempt.userId, actorEmail: attempt.email, subject: attempt.userId, ip: attempt.ip, detail: { step: ctx.path === '/two-factor/enable' ? 'started' : 'verified' } });
            if (ctx.path === '/passkey/verify-registration') {
              const passkey = (returned ?? {}) as { id?: unknown; userId?: unknown };
              const owner = typeof passkey.userId === 'string' ? await ctx.context.internalAdapter.findUserById(passkey.userId) : null;
              return write('add-passkey', { actorId: owner?.id ?? null, actorEmail: owner?.email ?? null, subject: owner?.id ?? null, ip: attempt.ip, detail: { passkeyId: typeof passkey.id === 'string' ? passkey.id : null } });
            }
            const made = ctx.context.newSession;
            const kept = made ? await ctx.context.internalAdapter.findSession(made.session.token) : null;
            if (made && kept) return write('sign-in', { actorId: made.user.id, actorEmail: made.user.email, ip: attempt.ip, detail: { path: ctx.path } });
            if (ctx.path === '/sign-in/email') return write('two-factor-challenge', { subject: attempt.userId ?? attempt.account ?? null, ip: attempt.ip, detail: { path: ctx.path } });
            return refusal(write, attempt, 500, 'no-session');
          }),
        },
      ],
    },
  };
}

/**
 * What the route handler refuses before Better Auth or its hooks run: a request with fields our pages never send, and
 * Better Auth's per-address limit (it answers before any hook). Each is an attempt, so each is a line; reads are not.
 */
export function auditRouteRefusal(store: Store, path: string, headers: Headers, status: number, reason: string) {
  if (!(AUDITED_PATHS as readonly string[]).includes(path) || path === '/sign-out') return Promise.resolve();
  return auditWriter(store)('sign-in-failed', { ip: auditAddress(headers), detail: { path, status, reason } });
}
