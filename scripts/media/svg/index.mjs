// Hand-written SVG files: brand logo + mark, client/partner/project wordmarks, line icons.
// Wordmark text is measured with DejaVu Sans Bold in Chromium so every viewBox fits its text;
// textLength pins the width so fallback fonts (Arial etc. when used via <img>) keep the layout.
import { logoSvg, markFileSvg } from './brand.mjs';
import { ICON_NAMES, iconSvg } from './icons.mjs';

const PAPER = '#F4F1EA';
const FONT = 'DejaVu Sans, Arial, sans-serif';
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

// ---- marks: inner SVG for a 32x32 box. `c` = fill/stroke colour.
const S = (d, c, w = 3) => `<path d="${d}" fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
const F = (d, c, rule = '') => `<path d="${d}" fill="${c}"${rule ? ` fill-rule="${rule}"` : ''}/>`;

export const MARKS = {
  // clients
  harbourline: (c) => S('M3 19c4-3 7-3 10 0s7 3 10 0 5-2 6-1M3 26c4-3 7-3 10 0s7 3 10 0 5-2 6-1', c) + F('M11 4h10v10h-3V7h-4v7h-3z', c),
  'pinecrest-health': (c) => F('M16 2l8 11h-4l6 9H6l6-9H8z', c) + F('M14.5 23h3v7h-3z', c),
  'meridian-freight': (c) => `<circle cx="16" cy="16" r="12.5" fill="none" stroke="${c}" stroke-width="3"/>` + S('M16 3.5c-6 7-6 18 0 25M16 3.5c6 7 6 18 0 25M4 16h24', c, 2.4),
  'orchard-retail': (c) => F('M16 9c-4-3-12-2-12 7 0 8 6 14 12 12 6 2 12-4 12-12 0-9-8-10-12-7z', c) + F('M16 9c0-4 2-7 6-8-1 4-3 7-6 8z', c),
  novabank: (c) => F('M2 8a6 6 0 0 1 6-6h16a6 6 0 0 1 6 6v16a6 6 0 0 1-6 6H8a6 6 0 0 1-6-6zM9 23V9h3.6l7 9.2V9H23v14h-3.4l-7.2-9.4V23z', c, 'evenodd'),
  'calder-energy': (c) => `<circle cx="16" cy="16" r="13" fill="none" stroke="${c}" stroke-width="3"/>` + F('M18 5l-9 13h6l-2 9 9-13h-6z', c),
  'bluefin-logistics': (c) => F('M4 22C8 12 16 4 26 3c-4 5-5 11-4 19z', c) + S('M2 27c4-2 8-2 12 0s8 2 12 0', c, 2.6),
  'stonebridge-schools': (c) => F('M2 12h28v4h-2v12h-5v-5a7 7 0 0 0-14 0v5H4V16H2z', c) + F('M6 6h20l2 4H4z', c),
  'aster-insurance': (c) => F('M16 1.5l3.2 9.7 10.3.1-8.3 6.1 3.1 9.8L16 21.2 7.7 27.2l3.1-9.8-8.3-6.1 10.3-.1z', c),
  'kitewing-travel': (c) => F('M17 2l11 10-11 12L6 12z', c) + S('M17 24c-2 3-5 3-6 6M11 30c-1-2-3-2-5-1', c, 2.2),
  // partners
  cloudnest: (c) => F('M9 22a6 6 0 0 1-.8-11.95A8.5 8.5 0 0 1 24.5 9.5 6.3 6.3 0 0 1 24 22z', c) + S('M6 27h20M10 31h12', c, 2.4),
  datahive: (c) => [[16, 6], [8.5, 19], [23.5, 19]].map(([x, y]) => F(`M${x} ${y - 6.5}l5.6 3.25v6.5L${x} ${y + 6.5}l-5.6-3.25v-6.5z`, c)).join(''),
  securegate: (c) => F('M4 30V12a12 12 0 0 1 24 0v18h-5V12a7 7 0 0 0-14 0v18z', c) + F('M13 18a3 3 0 1 1 4.5 2.6V26h-3v-5.4A3 3 0 0 1 13 18z', c),
  formfold: (c) => F('M4 6l12 4v19L4 25z', c) + `<path d="M17.5 10L28 6v19l-10.5 4z" fill="${c}" opacity=".55"/>`,
  voicegrid: (c) => [6, 11, 16, 21, 26].map((x, i) => `<rect x="${x - 1.6}" y="${16 - [4, 9, 13, 8, 5][i]}" width="3.2" height="${[4, 9, 13, 8, 5][i] * 2}" rx="1.6" fill="${c}"/>`).join(''),
  paystream: (c) => S('M3 12c5-4 9-4 13 0s8 4 13 0M3 20c5-4 9-4 13 0s8 4 13 0', c, 3) + `<circle cx="16" cy="16" r="4.5" fill="${c}"/>`,
  // projects
  ledgerly: (c) => F('M6 3h17a3 3 0 0 1 3 3v20a3 3 0 0 1-3 3H6z', c) + S('M11 10h10M11 15h10M11 20h6', '#0E1116', 2.2),
  shiftboard: (c) => F('M4 7a3 3 0 0 1 3-3h18a3 3 0 0 1 3 3v18a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3z', c) + S('M9 12h6M9 17h14M17 22h6', '#0E1116', 2.4),
  medisync: (c) => F('M12 3h8v9h9v8h-9v9h-8v-9H3v-8h9z', c) + `<circle cx="16" cy="16" r="3" fill="#0E1116"/>`,
  fleetpilot: (c) => F('M16 2l12 27-12-6-12 6z', c),
  tutorloop: (c) => S('M16 16c-3-4-6-7-9.5-7a7 7 0 0 0 0 14c3.5 0 6.5-3 9.5-7s6-7 9.5-7a7 7 0 0 1 0 14c-3.5 0-6.5-3-9.5-7z', c, 3.4),
  claimwise: (c) => F('M16 2l12 5v8c0 7.5-5 12.6-12 15-7-2.4-12-7.5-12-15V7z', c) + S('M10.5 16l4 4 7-8', '#0E1116', 2.8),
  stockroom: (c) => F('M3 17h12v12H3zM17 17h12v12H17zM10 3h12v12H10z', c),
  rentready: (c) => F('M16 3l13 11h-3.5v15h-19V14H3z', c) + `<circle cx="16" cy="19" r="3.4" fill="#0E1116"/>` + S('M16 22v4', '#0E1116', 2.4),
  carepath: (c) => F('M16 28S3 20.5 3 11.5A6.5 6.5 0 0 1 16 8.8a6.5 6.5 0 0 1 13 2.7C29 20.5 16 28 16 28z', c) + S('M8 15h5l2-3 3 6 2-3h4', '#0E1116', 2),
  eventory: (c) => F('M4 8a3 3 0 0 1 3-3h18a3 3 0 0 1 3 3v18a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3z', c) + F('M16 11l1.8 3.8 4.2.5-3.1 2.9.8 4.1L16 20.3l-3.7 2 .8-4.1-3.1-2.9 4.2-.5z', '#0E1116') + S('M10 2v5M22 2v5', c, 3),
  farmlink: (c) => F('M15 29V17C15 9 9 5 3 5c0 8 5 12 12 12', c) + F('M17 29V15c0-7 5-12 12-12 0 9-5 13-12 13', c),
  quotehub: (c) => F('M3 8a5 5 0 0 1 5-5h16a5 5 0 0 1 5 5v11a5 5 0 0 1-5 5H13l-7 6v-6H8a5 5 0 0 1-5-5z', c) + F('M10 17v-3.5c0-2 1.2-3.3 3-3.5v2c-.8.2-1.1.7-1.1 1.5H13V17zM17 17v-3.5c0-2 1.2-3.3 3-3.5v2c-.8.2-1.1.7-1.1 1.5H20V17z', '#0E1116'),
  docudash: (c) => F('M7 2h12l7 7v18a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3z', c) + F('M17 11l-6 9h4l-1 6 6-9h-4z', '#0E1116'),
  taskforge: (c) => F('M4 10h18l6 4H20v5h-6v-5H8z', c) + F('M11 21h10l3 8H8z', c),
};

async function wordmark({ id, name, sub, mark, markColor, textColor = PAPER, measure }) {
  const markSize = 32;
  const gap = 10;
  const nameSize = sub ? 16 : 17;
  const nameW = Math.ceil(await measure(name, nameSize, 700, 0));
  const subText = sub ? sub.toUpperCase() : '';
  const subSize = 7.6;
  const subW = sub ? Math.ceil(await measure(subText, subSize, 700, 1.6)) : 0;
  const textX = 4 + markSize + gap;
  const width = Math.max(textX + Math.max(nameW, subW) + 4, 120);
  const nameY = sub ? 22 : 29.5;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-labelledby="ql-${id}-title">
<title id="ql-${id}-title">${esc(sub ? `${name} ${sub}` : name)}</title>
<g transform="translate(4 8)">${MARKS[mark](markColor)}</g>
<text x="${textX}" y="${nameY}" fill="${textColor}" font-family="${FONT}" font-weight="700" font-size="${nameSize}" letter-spacing="0" textLength="${nameW}" lengthAdjust="spacingAndGlyphs">${esc(name)}</text>
${sub ? `<text x="${textX}" y="35" fill="${textColor}" fill-opacity=".72" font-family="${FONT}" font-weight="700" font-size="${subSize}" letter-spacing="1.6" textLength="${subW}" lengthAdjust="spacingAndGlyphs">${esc(subText)}</text>\n` : ''}</svg>
`;
  return { id, svg };
}

const CLIENTS = [
  ['harbourline', 'Harbourline', 'Ports'], ['pinecrest-health', 'Pinecrest', 'Health'], ['meridian-freight', 'Meridian', 'Freight'],
  ['orchard-retail', 'Orchard', 'Retail'], ['novabank', 'NovaBank', ''], ['calder-energy', 'Calder', 'Energy'],
  ['bluefin-logistics', 'Bluefin', 'Logistics'], ['stonebridge-schools', 'Stonebridge', 'Schools'], ['aster-insurance', 'Aster', 'Insurance'],
  ['kitewing-travel', 'Kitewing', 'Travel'],
];
const CLIENT_MARK = { harbourline: 'harbourline' };
const PARTNERS = [['cloudnest', 'CloudNest'], ['datahive', 'DataHive'], ['securegate', 'SecureGate'], ['formfold', 'FormFold'], ['voicegrid', 'VoiceGrid'], ['paystream', 'PayStream']];
const PROJECTS = [
  ['ledgerly', 'Ledgerly', '#FF6B3D'], ['shiftboard', 'Shiftboard', '#7C9CFF'], ['medisync', 'MediSync', '#5EE6B0'], ['fleetpilot', 'FleetPilot', '#FF6B3D'],
  ['tutorloop', 'TutorLoop', '#7C9CFF'], ['claimwise', 'ClaimWise', '#5EE6B0'], ['stockroom', 'Stockroom', '#FF6B3D'], ['rentready', 'RentReady', '#7C9CFF'],
  ['carepath', 'CarePath', '#5EE6B0'], ['eventory', 'Eventory', '#FF6B3D'], ['farmlink', 'FarmLink', '#5EE6B0'], ['quotehub', 'QuoteHub', '#7C9CFF'],
  ['docudash', 'DocuDash', '#FF6B3D'], ['taskforge', 'TaskForge', '#7C9CFF'],
];

/**
 * All SVG files as [{ key, svg }]. `measure(text, size, weight, letterSpacing)` returns the
 * rendered width in px of DejaVu Sans text (provided by the generator via Chromium).
 */
export async function svgFiles(measure) {
  const out = [
    { key: 'brand/logo.svg', svg: logoSvg() },
    { key: 'brand/mark.svg', svg: markFileSvg() },
  ];
  for (const [id, name, sub] of CLIENTS) {
    out.push({ key: `logos/clients/${id}.svg`, svg: (await wordmark({ id, name, sub, mark: CLIENT_MARK[id] || id, markColor: PAPER, measure })).svg });
  }
  for (const [id, name] of PARTNERS) {
    out.push({ key: `logos/partners/${id}.svg`, svg: (await wordmark({ id, name, mark: id, markColor: PAPER, measure })).svg });
  }
  for (const [id, name, color] of PROJECTS) {
    out.push({ key: `logos/projects/${id}.svg`, svg: (await wordmark({ id, name, mark: id, markColor: color, measure })).svg });
  }
  for (const n of ICON_NAMES) out.push({ key: `icons/${n}.svg`, svg: iconSvg(n) });
  return out;
}
