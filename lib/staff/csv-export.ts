import 'server-only';
import { csvLine } from '@/lib/admin/csv';
import { processWide } from '@/lib/container';
import { json } from '@/lib/http/requests';

// What every staff CSV download shares (the inbox's and each insights table's): one export at a time per person across
// them all, the same headers, a byte-order mark, the CLI's cell guards, written a chunk at a time as the client reads.

export const NO_STORE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' };
/** What a second export of the same person is told to wait: most finish within a second or two. */
const RETRY_AFTER_SECONDS = 5;
/** After this a slot is taken to be a stream dropped unread and never cancelled, so its owner is not locked out. */
const SLOT_MS = 15 * 60_000;
/** Lines per chunk of the body. */
const CHUNK_ROWS = 500;

/**
 * Staff id → the export under way, whichever endpoint writes it: one each, so a few people cannot hold the server's
 * memory and database. One map per process, not per bundle (lib/container).
 */
const running = () => processWide('staff exports', () => new Map<string, { token: symbol; since: number }>());

/** A slot for this person's export, or undefined while they have one; the answer frees only its own slot. */
export function claimExport(staffId: string, now = Date.now()): (() => void) | undefined {
  const held = running().get(staffId);
  if (held && now - held.since < SLOT_MS) return undefined;
  const token = Symbol(staffId);
  running().set(staffId, { token, since: now });
  return () => {
    if (running().get(staffId)?.token === token) running().delete(staffId);
  };
}

export const exportBusy = () => json(429, { ok: false, error: 'Your previous export is still being written: wait for it to finish, then try again' }, { ...NO_STORE, 'retry-after': String(RETRY_AFTER_SECONDS) });

/** The file's name is ours alone (letters, digits, dashes and dots), never a client's words. */
export const csvHeaders = (filename: string) => ({
  ...NO_STORE,
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '-')}"`,
  'x-content-type-options': 'nosniff',
});

/** The header, then the rows a chunk at a time as the client reads them; frees the slot however it ends. */
export function csvRows(header: string[], rows: readonly unknown[][], release: () => void): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark first: Excel reads the file as UTF-8 only with one.
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
    },
    pull(controller) {
      if (next >= rows.length) {
        release();
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(rows.slice(next, (next += CHUNK_ROWS)).map(csvLine).join('')));
    },
    cancel() {
      release();
    },
  });
}

/** The header, then a chunk per page, each read only once the client took the last; frees the slot however it ends. */
export function csvPages<T>(header: string[], pages: AsyncGenerator<T[]>, line: (item: T) => unknown[], release: () => void): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
    },
    async pull(controller) {
      try {
        const next = await pages.next();
        if (next.done) {
          release();
          controller.close();
        } else controller.enqueue(encoder.encode(next.value.map((item) => csvLine(line(item))).join('')));
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    async cancel() {
      release();
      await pages.return(undefined);
    },
  });
}
