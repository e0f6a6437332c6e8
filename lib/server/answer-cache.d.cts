import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface Representation {
  body: Buffer;
  etag: string;
}

export interface PageEntry {
  headers: OutgoingHttpHeaders;
  /** Text in all three encodings; anything else as it is. */
  bodies: { identity: Representation; gzip?: Representation; br?: Representation };
}

export function cacheablePaths(prerenderManifest: { routes?: Record<string, { routeType?: string; initialRevalidateSeconds?: number | false }> }): string[];
export function isCacheableRequest(method: string | undefined, url: string, headers: IncomingHttpHeaders): boolean;
export function negotiateEncoding(acceptEncoding: string | string[] | undefined, offered?: string[]): 'br' | 'gzip' | 'identity' | undefined;
export function isCompressible(contentType: string | string[] | number | undefined): boolean;
export function staticUrls(dir: string, prefix: string): string[];
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean;
export function createEntry(headers: IncomingHttpHeaders, body: Buffer): Promise<PageEntry>;
export function serveEntry(entry: PageEntry, request: IncomingMessage, response: ServerResponse): void;
