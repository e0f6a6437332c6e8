import localFont from 'next/font/local';

// Subsets of the files in assets/fonts (npm run fonts, scripts/fonts/glyphs.mjs): the characters the copy uses,
// the body face as one small file per weight (400, 600), the display face variable over 400-700. `optional`: a
// face that has not arrived by the first paint is used from the next page on, never swapped in under the reader
// (a swap moves every centred label: docs/decisions/0018-fonts-never-swap.md). Both root layouts and the global
// not-found page put these on <html>.
const inter = localFont({
  src: [
    { path: './inter-latin-400.woff2', weight: '400', style: 'normal' },
    { path: './inter-latin-600.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-inter',
  display: 'optional',
});
const grotesk = localFont({
  src: './space-grotesk-latin-wght.woff2',
  variable: '--font-grotesk',
  display: 'optional',
  weight: '400 700',
});

/** The class names that define `--font-inter` and `--font-grotesk` for the document. */
export const faces = `${inter.variable} ${grotesk.variable}`;
