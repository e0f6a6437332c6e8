// Where a request comes from, as the browser says it: one rule for our API and for the forms posted to pages.

/** A header's first value: proxies append theirs after the client's. */
const firstOf = (value: string | null) => value?.split(',')[0]?.trim() ?? '';

/** An origin as a URL serialises it (default port dropped), or undefined for anything that is not http(s). */
function originOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const schemeOf = (url: string | undefined) => (url ? (originOf(url)?.split(':')[0] ?? '') : '');

/**
 * The origin the request was made to: the host asked for, as the proxy in front (or the client) named it, with
 * the scheme X-Forwarded-Proto names (nginx sets it, and Next fills it in from the socket when no proxy did), else
 * the request URL's, else SITE_URL's.
 */
function requestOrigin(headers: Headers, url: string | undefined, siteUrl: string | undefined): string | undefined {
  const host = firstOf(headers.get('x-forwarded-host') ?? headers.get('host'));
  const scheme = firstOf(headers.get('x-forwarded-proto')).toLowerCase() || schemeOf(url) || schemeOf(siteUrl);
  return host && /^https?$/.test(scheme) ? originOf(`${scheme}://${host}`) : undefined;
}

interface OriginRule {
  /**
   * Whether a request that names no origin at all is let through. Our JSON API: yes, for clients that are not
   * browsers (curl, the company's own systems). A form posted to a page: only when Sec-Fetch-Site says same-origin,
   * since Next's own check for a server action refuses it otherwise (with a 500).
   */
  headerless: boolean;
  /** SITE_URL: its origin is accepted as well as the one asked for (a site behind a proxy that rewrites Host). */
  siteUrl?: string | undefined;
  /** The request's own URL, for its scheme when no X-Forwarded-Proto names one. */
  url?: string | undefined;
}

/**
 * True when the request comes from a page of this site. Sec-Fetch-Site, when sent, must say same-origin (or none:
 * typed into the address bar, for the API); an Origin, when sent, must be SITE_URL's or the one the request was made
 * to, scheme and host and port: a page on http:// is not ours for a request to https://, nor the other way round.
 */
export function isSameOrigin(headers: Headers, { headerless, siteUrl, url }: OriginRule): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && !(headerless && fetchSite === 'none')) return false;
  const origin = headers.get('origin');
  if (origin === null) return headerless || fetchSite === 'same-origin';
  const sent = originOf(origin);
  if (sent === undefined) return false;
  if (siteUrl && sent === originOf(siteUrl)) return true;
  return sent === requestOrigin(headers, url, siteUrl);
}
