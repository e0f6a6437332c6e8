/**
 * The app router names the page it shows in `Next-Router-State-Tree` when it fetches a page's RSC payload. Next
 * answers a header it cannot read with a 500; this check refuses it first with a 400. It accepts the shape the
 * router sends (Next 16's FlightRouterState), so a navigation of the site's own never meets it: the e2e
 * navigations would fail first if that shape changed.
 */

/** Next's own cap on the header, about 2,000 segments. */
const MAX_LENGTH = 40_000;
const PARAM_TYPES = new Set(['c', 'ci(..)(..)', 'ci(.)', 'ci(..)', 'ci(...)', 'oc', 'd', 'di(..)(..)', 'di(.)', 'di(..)', 'di(...)']);
const REFRESH = new Set(['refetch', 'inside-shared-layout', 'metadata-only']);

const isString = (value: unknown): value is string => typeof value === 'string';
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isSegment(value: unknown): boolean {
  if (isString(value)) return true;
  if (!Array.isArray(value) || value.length !== 4) return false;
  const [name, key, type, siblings] = value as unknown[];
  return isString(name) && isString(key) && isString(type) && PARAM_TYPES.has(type) && (siblings === null || (Array.isArray(siblings) && siblings.every(isString)));
}

/** One node and, through a stack rather than recursion, every child under it. */
function isRouterState(root: unknown): boolean {
  const pending = [root];
  while (pending.length > 0) {
    const node = pending.pop();
    if (!Array.isArray(node) || node.length < 2 || node.length > 6) return false;
    const [segment, children, url, refresh, mode, tag] = node as unknown[];
    if (!isSegment(segment) || !isPlainObject(children)) return false;
    if (url !== undefined && url !== null && !(Array.isArray(url) && url.length === 2 && url.every(isString))) return false;
    if (refresh !== undefined && refresh !== null && !(isString(refresh) && REFRESH.has(refresh))) return false;
    if (mode !== undefined && mode !== null && typeof mode !== 'number') return false;
    if (tag !== undefined && !isString(tag)) return false;
    pending.push(...Object.values(children));
  }
  return true;
}

/** True when the header is absent or reads as the router's state; false when Next could not parse it. */
export function isReadableRouterState(header: string | null): boolean {
  if (header === null) return true;
  if (header.length > MAX_LENGTH) return false;
  try {
    return isRouterState(JSON.parse(decodeURIComponent(header)));
  } catch {
    return false;
  }
}
