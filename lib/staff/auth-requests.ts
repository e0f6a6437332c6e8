import { z } from 'zod';

// What each Better Auth endpoint the staff pages call may be sent, and nothing more. Better Auth's own schemas accept
// fields our pages never send and our hooks were not written for (`createSession` on a passkey's registration ran it
// in a transaction that held SQLite's only connection; `trustDevice` would skip TOTP for a month): an unknown field,
// query parameter or extra key is refused before Better Auth reads the request.

const credential = z.record(z.string(), z.unknown());
const none = z.strictObject({});

/** Bodies of the served posts. */
export const AUTH_BODIES: Record<string, z.ZodType> = {
  '/sign-out': none,
  '/sign-in/email': z.strictObject({ email: z.string().max(254), password: z.string().max(128) }),
  '/passkey/verify-authentication': z.strictObject({ response: credential }),
  '/passkey/verify-registration': z.strictObject({ response: credential, name: z.string().max(80).optional() }),
  '/two-factor/enable': z.strictObject({ password: z.string().max(128) }),
  '/two-factor/verify-totp': z.strictObject({ code: z.string().max(16) }),
};

/** Query strings of the served reads. */
export const AUTH_QUERIES: Record<string, z.ZodType> = {
  '/get-session': none,
  '/passkey/generate-authenticate-options': none,
  '/passkey/generate-register-options': z.strictObject({ context: z.string().max(128).optional(), name: z.string().max(80).optional(), authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional() }),
};

/**
 * The Better Auth endpoints the staff area's pages call, and no others: its admin endpoints (impersonation, user
 * creation and the like) are not served over HTTP at all. The team is managed by server actions that check the
 * session themselves (lib/staff/team.ts).
 */
export const servedEndpoint = (method: string, path: string) => Object.hasOwn(method === 'GET' ? AUTH_QUERIES : method === 'POST' ? AUTH_BODIES : {}, path);

/** Null when the request is one our pages send; else why not. `body` is the POST's parsed JSON (lib/http readJson). */
export function refusedInput(method: string, path: string, query: URLSearchParams, body: unknown): string | null {
  const keys = [...query.keys()];
  if (new Set(keys).size !== keys.length) return 'A query parameter is repeated';
  const params = Object.fromEntries(query);
  if (method === 'GET') return AUTH_QUERIES[path]?.safeParse(params).success ? null : 'Unexpected query parameters';
  if (keys.length > 0) return 'Unexpected query parameters';
  return AUTH_BODIES[path]?.safeParse(body ?? {}).success ? null : 'Unexpected or missing fields';
}
