'use client';

import { passkeyClient } from '@better-auth/passkey/client';
import { createAuthClient } from 'better-auth/client';
import { twoFactorClient } from 'better-auth/client/plugins';
import { AUTH_BASE_PATH } from '@/lib/staff/constants';

const create = () => createAuthClient({ baseURL: `${window.location.origin}${AUTH_BASE_PATH}`, plugins: [passkeyClient(), twoFactorClient()] });
let client: ReturnType<typeof create> | undefined;

/** Better Auth's browser client, made on first use: it reads the page's origin, which only the browser knows. */
export function authClient() {
  client ??= create();
  return client;
}

/** A failed call's message for the person: a closed prompt, too many attempts, or anything else. */
export function failureOf(error: { status?: number | undefined; code?: string | undefined } | null | undefined, copy: { cancelled?: string; limited: string; failed: string }): string {
  if (error?.status === 429) return copy.limited;
  if (copy.cancelled && (error?.code === 'AUTH_CANCELLED' || error?.code === 'ERROR_CEREMONY_ABORTED')) return copy.cancelled;
  return copy.failed;
}
