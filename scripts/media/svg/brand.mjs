// Quillmark brand mark + wordmark.
// The mark: a check whose long stroke tapers into a quill nib, with a breather hole and slit.
export const MARK_PATH =
  'M3.6 17.2 8.4 12.9 13 17.3 27.6 3.2 24.6 14.4 13.6 28.6Z' + // check / nib body
  'M20.5 12.5a1.25 1.25 0 1 0 1.77-1.77 1.25 1.25 0 1 0-1.77 1.77Z' + // breather hole
  'M22.05 10.45 27.6 3.2 22.7 11.05Z'; // slit towards the tip

export const ORANGE = '#FF6B3D';
export const INK = '#0E1116';
export const PAPER = '#F4F1EA';

/** Inline mark <g> in a 32x32 box, for composing into scenes. */
export function markSvg(size = 32, color = ORANGE, extra = '') {
  return `<svg width="${size}" height="${size}" viewBox="0 0 32 32" ${extra}><path fill="${color}" fill-rule="evenodd" d="${MARK_PATH}"/></svg>`;
}

export function logoSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40" role="img" aria-labelledby="ql-logo-title">
<title id="ql-logo-title">Quillmark</title>
<g transform="translate(2 4)"><path fill="${ORANGE}" fill-rule="evenodd" d="${MARK_PATH}"/></g>
<text x="42" y="28.5" fill="${PAPER}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="22" letter-spacing="-0.4" textLength="134" lengthAdjust="spacingAndGlyphs">Quillmark</text>
</svg>
`;
}

export function markFileSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-labelledby="ql-mark-title">
<title id="ql-mark-title">Quillmark</title>
<rect width="64" height="64" rx="14" fill="${INK}"/>
<g transform="translate(7.5 6.5) scale(1.55)"><path fill="${ORANGE}" fill-rule="evenodd" d="${MARK_PATH}"/></g>
</svg>
`;
}
