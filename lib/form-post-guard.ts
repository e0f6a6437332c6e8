import { company } from '@/content/company';
import { formCopy } from '@/content/forms';
import { API_CSP } from './security';

/** Larger than any of the site's forms posts (a few kB), smaller than anything worth parsing. */
export const FORM_POST_LIMIT_BYTES = 32 * 1024;

/** A form post refused before it reaches the page: a plain page saying why, and nothing stored. */
function refusal(status: number, message: string, title: string = formCopy.refusedTitle): Response {
  const body = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><p>${message}</p><p><a href="/">${company.name}</a></p></html>`;
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': API_CSP } });
}

export const crossSitePostPage = () => refusal(403, formCopy.crossSite);

/** A page fetched by the app router with a Next-Router-State-Tree header Next could not read (lib/router-state-guard.ts). */
export const unreadableRequestPage = () => refusal(400, formCopy.unreadable, formCopy.unreadableTitle);

/**
 * Next answers an oversized or malformed post to a server action with a 500; these answers come first. A post is
 * either a browser's plain form post (fields `$ACTION_…`) or a page's script calling an action (`Next-Action`,
 * always multipart). Next buffers a body the proxy reads (up to proxyClientMaxBodySize), so the page still gets
 * it whole.
 */
export async function refuseMalformedPost(request: Request): Promise<Response | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > FORM_POST_LIMIT_BYTES) return refusal(413, formCopy.tooLarge);
  const type = request.headers.get('content-type') ?? '';
  const call = request.headers.has('next-action');
  const types = call ? /^multipart\/form-data\s*(;|$)/i : /^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;
  if (!types.test(type)) return refusal(415, formCopy.malformed);
  const body = await request.clone().arrayBuffer();
  if (body.byteLength > FORM_POST_LIMIT_BYTES) return refusal(413, formCopy.tooLarge);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    return refusal(400, formCopy.malformed);
  }
  if (call) return isReadableActionCall(form) ? undefined : refusal(400, formCopy.malformed);
  // Next reads a multipart post to a page as a form's server action; one naming none it refuses with a logged stack.
  const namesAction = [...form.keys()].some((name) => name.startsWith('$ACTION_ID_') || name.startsWith('$ACTION_REF_'));
  if (/^multipart\/form-data/i.test(type) && !namesAction) return refusal(400, formCopy.malformed);
  return hasReadableActionArguments(form) ? undefined : refusal(400, formCopy.malformed);
}

/**
 * React's encoding of an action's arguments, as far as this site's own script sends it (useActionState hands an
 * action its previous state, plain JSON, and a FormData): part 0 is the JSON list of arguments, and a string
 * starting with `$` is either escaped (`$$`), a FormData (`$K1`), undefined, a date or a special number. Other
 * references (to Maps, Sets, promises, streams, other parts) are what a malformed call makes Next fail on with a
 * 500, and nothing of ours sends them.
 */
const SENT_BY_OUR_SCRIPT = /^\$(?:\$|K[0-9a-f]{1,8}$|undefined$|D|I$|-I|-0$|N$)/;

function isReadableActionCall(form: FormData): boolean {
  const root = form.get('0');
  if (typeof root !== 'string') return false;
  let args: unknown;
  try {
    args = JSON.parse(root);
  } catch {
    return false;
  }
  if (!Array.isArray(args)) return false;
  const pending: unknown[] = [args];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' && value.startsWith('$') && !SENT_BY_OUR_SCRIPT.test(value)) return false;
    if (value && typeof value === 'object') pending.push(...Object.values(value));
  }
  return true;
}

const ACTION_PART = /^\$ACTION_(\d+):(\d+)$/;

/**
 * React's form for a server action carries it as JSON fields `$ACTION_<form>:<part>`: part 0 names the action and
 * its bound arguments ("$@<part>", a list) or null. A part that is not JSON, or arguments missing or not a list,
 * makes Next answer 500. The no-JavaScript e2e posts the fields the pages really render, so a change of that
 * encoding fails a test, not a visitor.
 */
function hasReadableActionArguments(form: FormData): boolean {
  const parts = new Map<string, unknown>();
  for (const [name, value] of form) {
    if (!ACTION_PART.test(name)) continue;
    if (typeof value !== 'string') return false;
    try {
      parts.set(name, JSON.parse(value));
    } catch {
      return false;
    }
  }
  for (const [name, value] of parts) {
    const [, action, part] = ACTION_PART.exec(name) ?? [];
    if (part !== '0') continue;
    const bound = value && typeof value === 'object' ? (value as { bound?: unknown }).bound : undefined;
    if (bound === null) continue;
    const reference = typeof bound === 'string' ? /^\$@(\d+)$/.exec(bound) : null;
    if (!reference || !Array.isArray(parts.get(`$ACTION_${action}:${reference[1]}`))) return false;
  }
  return true;
}
