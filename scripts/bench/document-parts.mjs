// What a served document is made of, for `npm run bench -- documents`: the flight data Next inlines (the RSC payload
// in `self.__next_f.push` scripts), which stylesheets that data carries as text a second time (with
// `experimental.inlineCss` it does, besides the `<style>` in the head), and what each costs in gzip.
import { gzipSync } from 'node:zlib';

const PUSH = /<script[^>]*>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;
const STYLESHEET_ROW = /"href":"(\/_next\/static\/css\/[^"]+\.css)","children":"\$([0-9a-f]+)"/g;

/** A text's or a buffer's size gzipped at level 9, as the budget counts a document. */
export const gzipBytes = (data) => gzipSync(typeof data === 'string' ? Buffer.from(data) : data, { level: 9 }).length;

/** The flight data as one string, from the document's push scripts in order (pushes of other kinds left out). */
export function flightData(html) {
  return [...html.matchAll(PUSH)]
    .map((match) => JSON.parse(match[1]))
    .filter((push) => push[0] === 1)
    .map((push) => push[1])
    .join('');
}

/**
 * The flight's text rows (`id:T<hex length>,<text>`). The length counts UTF-8 bytes, not characters, so the data is
 * read as bytes. Returns each row's id, its byte range in `bytes` and its text.
 */
export function textRows(flight) {
  const bytes = Buffer.from(flight);
  const rows = [];
  let offset = 0;
  while (offset < bytes.length) {
    const header = /^([0-9a-f]+):T([0-9a-f]+),/.exec(bytes.subarray(offset, offset + 40).toString('latin1'));
    if (header) {
      const start = offset + header[0].length;
      const end = start + parseInt(header[2], 16);
      rows.push({ id: header[1], start, end, text: bytes.subarray(start, end).toString() });
      offset = end;
      continue;
    }
    const newline = bytes.indexOf(10, offset);
    offset = newline < 0 ? bytes.length : newline + 1;
  }
  return { bytes, rows };
}

/**
 * One document's parts: its gzip size, the stylesheets its `<style>` holds, the stylesheets the flight carries as
 * text (and whether each is also in the `<style>`), the JSON-LD, and what the document would weigh in gzip
 * without the flight's copy of the CSS.
 */
export function documentParts(html) {
  const flight = flightData(html);
  const { bytes, rows } = textRows(flight);
  const styled = new Set([...html.matchAll(/<style[^>]*data-href="([^"]*)"/g)].flatMap((match) => match[1].split(' ')));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const stylesheets = [...flight.matchAll(STYLESHEET_ROW)]
    .map(([, href, id]) => ({ href, row: byId.get(id) }))
    .filter((sheet) => sheet.row)
    .map(({ href, row }) => ({ href, bytes: row.end - row.start, inStyle: styled.has(href), row }));

  // The flight again with the stylesheet rows emptied, put back as one script where the first push was: the
  // difference in gzip is what the copy costs (the model is within a few bytes of the real pushes; both are
  // measured the same way, so the figure is the difference of the two models).
  const cut = [...stylesheets].sort((a, b) => a.row.start - b.row.start);
  const kept = [];
  let from = 0;
  for (const { row } of cut) {
    kept.push(bytes.subarray(from, row.start));
    from = row.end;
  }
  kept.push(bytes.subarray(from));
  let first = true;
  const withoutPushes = html.replace(PUSH, () => (first ? ((first = false), '\u0000') : ''));
  const modelled = (data) => gzipBytes(withoutPushes.replace('\u0000', `<script>${JSON.stringify(data)}</script>`));
  const flightCssGzip = modelled(flight) - modelled(Buffer.concat(kept).toString());

  const gzip = gzipBytes(html);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return {
    gzip,
    styleBytes: [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1]), 0),
    flightBytes: bytes.length,
    stylesheets: stylesheets.map(({ href, bytes: size, inStyle }) => ({ href, bytes: size, inStyle })),
    flightCssBytes: stylesheets.reduce((sum, sheet) => sum + sheet.bytes, 0),
    flightCssGzip,
    gzipWithoutFlightCss: gzip - flightCssGzip,
    jsonLdBytes: jsonLd.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
  };
}
