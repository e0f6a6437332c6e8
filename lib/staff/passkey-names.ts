import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { visibleLine } from '@/lib/visible-text';

/** Better Auth's endpoints that take a passkey's name: registering one, and renaming it. */
const NAMING_PATHS = ['/passkey/verify-registration', '/passkey/update-passkey'];

/**
 * A passkey's name is what its owner typed, read by every admin on the Team page: it is stored with nothing hidden in
 * it (lib/visible-text.ts, the single-line rule), whoever calls the endpoint. The list cleans what was stored before.
 */
export function passkeyNamesPlugin(): BetterAuthPlugin {
  return {
    id: 'quillmark-passkey-names',
    hooks: {
      before: [
        {
          matcher: (context) => NAMING_PATHS.includes(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const body: unknown = ctx.body;
            if (!body || typeof body !== 'object' || !('name' in body) || typeof body.name !== 'string') return;
            return { context: { body: { ...body, name: visibleLine(body.name) } } };
          }),
        },
      ],
    },
  };
}
