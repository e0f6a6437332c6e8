/** How a PostgreSQL URL is checked and named, by the config at boot and by the CLI. No side effects on import. */
export const POSTGRES_EXAMPLE = 'postgres://quillmark:secret@db.internal:5432/quillmark';

/** The URL parsed, or undefined unless it is postgres:// or postgresql:// with a host. */
export function parsePostgresUrl(text: string): URL | undefined {
  try {
    const url = new URL(text.trim());
    return ['postgres:', 'postgresql:'].includes(url.protocol) && url.hostname ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Where the database is, as people name it: host, port and database, never the password. */
export const describePostgres = (url: URL) => `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
