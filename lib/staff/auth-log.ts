import 'server-only';
import type { BetterAuthOptions } from 'better-auth';
import { logEvent } from '@/lib/log';

type AuthLogger = NonNullable<BetterAuthOptions['logger']>;
type Level = Parameters<NonNullable<AuthLogger['log']>>[0];

/**
 * What Better Auth warns of as it refuses what a client sent (an unknown account, a wrong password, one of the wrong
 * length): answered with a 4xx, and a sign-in's written to the audit trail (auth-audit.ts). Refusals, not faults.
 */
const REFUSALS = new Set(['User not found', 'Password not found', 'Invalid password', 'Credential account not found', 'Password is too short', 'Password is too long']);

const DETAIL_LIMIT = 500;

/** Never throws: a line that cannot be written must not fail the request it describes. */
function json(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The arguments Better Auth adds to a line: an error by its message, anything else as (short) JSON. */
function detailOf(args: unknown[]): { error?: string; detail?: string } {
  const error = args.find((arg) => arg instanceof Error);
  const rest = args.filter((arg) => !(arg instanceof Error) && arg !== '' && arg !== undefined);
  return {
    ...(error ? { error: error.message } : {}),
    ...(rest.length > 0 ? { detail: json(rest.length === 1 ? rest[0] : rest).slice(0, DETAIL_LIMIT) } : {}),
  };
}

/**
 * Better Auth's log, as one JSON line per event like the rest of the server's (lib/log.ts) rather than its own
 * coloured console lines. Its level stays its default, warn (one of its info lines names an email address): set at
 * all, Better Auth also logs every refusal it answers as an error, on the console.
 */
export const authLogger = {
  log(level: Level, message: string, ...args: unknown[]) {
    if (level === 'warn' && REFUSALS.has(message)) return logEvent('staff.auth.refused', { reason: message });
    logEvent('staff.auth', { message, ...detailOf(args) }, level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'info');
  },
} satisfies AuthLogger;
