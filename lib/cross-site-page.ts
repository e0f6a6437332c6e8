import { company } from '@/content/company';
import { formCopy } from '@/content/forms';
import { API_CSP } from './security';

/** A form posted from another site (or with its origin hidden): a plain page saying so, and nothing stored. */
export function crossSitePostPage(): Response {
  const body = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${formCopy.crossSiteTitle}</title><p>${formCopy.crossSite}</p><p><a href="/">${company.name}</a></p></html>`;
  return new Response(body, { status: 403, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': API_CSP } });
}
