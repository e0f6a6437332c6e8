import { documentParts, flightData, textRows } from './document-parts.mjs';

const push = (chunk: string) => `<script>self.__next_f.push(${JSON.stringify([1, chunk])})</script>`;
const row = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;
const styleRef = (href: string, id: string) => `["$","style","0",{"precedence":"next","href":"${href}","children":"$${id}"}]`;

// The page's own sheet is in the <style> and again in the flight; the boundary's sheet is in the flight only. The
// boundary's CSS has a character of two bytes, so a reader counting characters would lose the rows after it.
const pageCss = '.page_a__x1{color:red}'.repeat(40);
const boundaryCss = '.panel_b__y2{content:"é"}'.repeat(20);
const jsonLd = '{"@context":"https://schema.org","@type":"Organization","name":"Quillmark"}';
const html =
  `<!DOCTYPE html><html><head><style data-precedence="next" data-href="/_next/static/css/page.css">${pageCss}</style></head>` +
  `<body><p>Hello</p><script type="application/ld+json">${jsonLd}</script>` +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  push(`1:HL["x"]\n${row('5', boundaryCss)}`) +
  push(`${row('6', pageCss)}${row('7', jsonLd)}8:[${styleRef('/_next/static/css/page.css', '6')},${styleRef('/_next/static/css/panel.css', '5')}]\n`) +
  '</body></html>';

describe('a document broken into its parts', () => {
  it('joins the flight pushes in order, leaving out pushes of other kinds', () => {
    expect(flightData(html).startsWith('1:HL["x"]\n5:T')).toBe(true);
    expect(flightData(html).endsWith(']\n')).toBe(true);
  });

  it('reads each text row by its length in bytes, past characters of more than one byte', () => {
    const { rows } = textRows(flightData(html));
    expect(rows.map((text) => text.id)).toEqual(['5', '6', '7']);
    expect(rows.map((text) => text.text)).toEqual([boundaryCss, pageCss, jsonLd]);
  });

  it('finds the stylesheets the flight carries as text, and which of them the <style> holds too', () => {
    const parts = documentParts(html);
    expect(parts.stylesheets).toEqual([
      { href: '/_next/static/css/page.css', bytes: pageCss.length, inStyle: true },
      { href: '/_next/static/css/panel.css', bytes: Buffer.byteLength(boundaryCss), inStyle: false },
    ]);
    expect(parts.flightCssBytes).toBe(pageCss.length + Buffer.byteLength(boundaryCss));
    expect(parts.styleBytes).toBe(pageCss.length);
    expect(parts.jsonLdBytes).toBe(jsonLd.length);
  });

  it('prices the flight\'s copy of the CSS as what the document weighs less in gzip without it', () => {
    const parts = documentParts(html);
    expect(parts.flightCssGzip).toBeGreaterThan(0);
    expect(parts.gzipWithoutFlightCss).toBe(parts.gzip - parts.flightCssGzip);
    // A document whose flight carries no stylesheet costs nothing on that line.
    const bare = documentParts(`<html><body>${push('0:["$","p",null,{"children":"Hi"}]\n')}</body></html>`);
    expect(bare.stylesheets).toEqual([]);
    expect(bare.flightCssGzip).toBe(0);
  });
});
