// Where a request comes from, as the browser says it: one rule for our API and for the forms posted to pages.

/** The host the request was made to, as the proxy in front (or the client) named it. */
const requestHost = (headers: Headers) => (headers.get('x-forwarded-host') ?? headers.get('host') ?? '').split(',')[0]?.trim() ?? '';

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

interface OriginRule {
  /**
   * Whether a request that names no origin at all is let through. Our JSON API: yes, for clients that are not
   * browsers (curl, the company's own systems). A form posted to a page: only when Sec-Fetch-Site says same-origin,
   * since Next's own check for a server action refuses it otherwise (with a 500).
   */
  headerless: boolean;
  /** SITE_URL: its origin is accepted as well as the host asked for (a site behind a proxy that rewrites Host). */
  siteUrl?: string | undefined;
}

/**
 * True when the request comes from a page of this site. Sec-Fetch-Site, when sent, must say same-origin (or none:
 * typed into the address bar, for the API); an Origin, when sent, must name the host asked for or SITE_URL.
 */
export function isSameOrigin(headers: Headers, { headerless, siteUrl }: OriginRule): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && !(headerless && fetchSite === 'none')) return false;
  const origin = headers.get('origin');
  if (origin === null) return headerless || fetchSite === 'same-origin';
  if (siteUrl && origin === new URL(siteUrl).origin) return true;
  return hostOf(origin) === requestHost(headers);
}
