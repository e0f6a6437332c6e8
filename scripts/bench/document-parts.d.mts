export interface TextRow {
  id: string;
  start: number;
  end: number;
  text: string;
}
export interface DocumentParts {
  gzip: number;
  styleBytes: number;
  flightBytes: number;
  stylesheets: { href: string; bytes: number; inStyle: boolean }[];
  flightCssBytes: number;
  flightCssGzip: number;
  gzipWithoutFlightCss: number;
  jsonLdBytes: number;
}
export function gzipBytes(data: string | Buffer): number;
export function flightData(html: string): string;
export function textRows(flight: string): { bytes: Buffer; rows: TextRow[] };
export function documentParts(html: string): DocumentParts;
