// 24x24 line icons (inner markup only). Stroke style is applied by the wrapper.
function gearPath() {
  const cx = 12, cy = 12, teeth = 8, rOut = 9.6, rIn = 7.4;
  const pts = [];
  for (let i = 0; i < teeth; i++) {
    const a = (i / teeth) * Math.PI * 2 - Math.PI / 2;
    const w = (Math.PI * 2) / teeth;
    const seq = [
      [rIn, a - w * 0.5],
      [rIn, a - w * 0.28],
      [rOut, a - w * 0.18],
      [rOut, a + w * 0.18],
      [rIn, a + w * 0.28],
    ];
    for (const [r, ang] of seq) pts.push([cx + r * Math.cos(ang), cy + r * Math.sin(ang)]);
  }
  return 'M' + pts.map(([x, y]) => `${x.toFixed(2)} ${y.toFixed(2)}`).join('L') + 'Z';
}

export const ICONS = {
  bot: '<rect x="4" y="8" width="16" height="12" rx="3"/><path d="M12 8V5"/><circle cx="12" cy="3.5" r="1.5"/><path d="M9 13v1.5M15 13v1.5M9.5 17.5h5M2 12.5v3M22 12.5v3"/>',
  workflow: '<rect x="3" y="3" width="6" height="6" rx="1.5"/><rect x="15" y="3" width="6" height="6" rx="1.5"/><rect x="9" y="15" width="6" height="6" rx="1.5"/><path d="M6 9v1.5A2.5 2.5 0 0 0 8.5 13H12v2M18 9v1.5a2.5 2.5 0 0 1-2.5 2.5H12"/>',
  document: '<path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z"/><path d="M14 3v5h5M9 13h6M9 17h4"/>',
  chat: '<path d="M4 6.5A2.5 2.5 0 0 1 6.5 4h11A2.5 2.5 0 0 1 20 6.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 3.5V17A2.5 2.5 0 0 1 4 14.5z"/><path d="M8 9h8M8 12.5h5"/>',
  chart: '<path d="M4 4v16h16"/><path d="M8.5 16v-4M12.5 16V8M16.5 16v-6"/>',
  cloud: '<path d="M7 19a4 4 0 0 1-.6-7.96 6 6 0 0 1 11.56-1.5A4.75 4.75 0 0 1 17.25 19z"/>',
  server: '<rect x="3" y="4" width="18" height="7" rx="2"/><rect x="3" y="13" width="18" height="7" rx="2"/><path d="M7 7.5h.01M7 16.5h.01M11 7.5h6M11 16.5h6"/>',
  shield: '<path d="M12 3l7 3v5.5c0 4.3-2.9 7.9-7 9.5-4.1-1.6-7-5.2-7-9.5V6z"/><path d="M9 12l2 2 4-4"/>',
  test: '<path d="M9 3h6M10 3v6.5L5.2 18a2 2 0 0 0 1.75 3h10.1a2 2 0 0 0 1.75-3L14 9.5V3"/><path d="M7.5 15h9"/>',
  bug: '<rect x="8" y="7.5" width="8" height="12.5" rx="4"/><path d="M9.5 7.5a2.5 2.5 0 0 1 5 0M12 11v9M8 11.5H4.5M8 15.5H4M16 11.5h3.5M16 15.5h4M8.6 19l-2.6 2M15.4 19l2.6 2M10 4.6 8.8 3M14 4.6 15.2 3"/>',
  api: '<path d="M8 4H7a2 2 0 0 0-2 2v4a2 2 0 0 1-2 2 2 2 0 0 1 2 2v4a2 2 0 0 0 2 2h1M16 4h1a2 2 0 0 1 2 2v4a2 2 0 0 0 2 2 2 2 0 0 0-2 2v4a2 2 0 0 1-2 2h-1"/><path d="M9.5 12h.01M12 12h.01M14.5 12h.01"/>',
  plug: '<path d="M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0zM12 17v4"/>',
  database: '<ellipse cx="12" cy="5.5" rx="7" ry="2.5"/><path d="M5 5.5v13c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-13M5 12c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5"/>',
  code: '<path d="M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14"/>',
  mobile: '<rect x="6.5" y="2.5" width="11" height="19" rx="2.5"/><path d="M11 18.5h2"/>',
  browser: '<rect x="3" y="4" width="18" height="16" rx="2.5"/><path d="M3 9h18M6 6.5h.01M8.5 6.5h.01"/>',
  compass: '<circle cx="12" cy="12" r="9"/><path d="M15.5 8.5l-2 5-5 2 2-5z"/>',
  lightbulb: '<path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.7.5 1.1 1.3 1.1 2.1V16h5v-.1c0-.8.4-1.6 1.1-2.1A6 6 0 0 0 12 3z"/>',
  megaphone: '<path d="M3 10v4a1 1 0 0 0 1 1h3l8 5V4L7 9H4a1 1 0 0 0-1 1z"/><path d="M7 15l1.5 5H11l-1-4.2M18.5 9a4 4 0 0 1 0 6"/>',
  search: '<circle cx="11" cy="11" r="6.5"/><path d="M20 20l-4.4-4.4"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2.5"/><path d="M3.5 7.5l8.5 6 8.5-6"/>',
  users: '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 5.8"/>',
  gear: `<path d="${gearPath()}"/><circle cx="12" cy="12" r="3"/>`,
  rocket: '<path d="M10 14.5 9.5 14 7 11.5C9 6.5 13 3 20.5 3.5 21 11 17.5 15 12.5 17z"/><circle cx="15" cy="9" r="1.6"/><path d="M7 11.5H4.2L6.8 8h3.4M12.5 17v2.8L16 17.2v-3.4M6.8 15.6c-1.6.5-2.6 2.4-2.8 4.4 2-.2 3.9-1.2 4.4-2.8"/>',
  lock: '<rect x="5" y="10.5" width="14" height="10" rx="2.5"/><path d="M8 10.5v-3a4 4 0 0 1 8 0v3M12 14.5v2"/>',
  speed: '<path d="M4.3 18a9 9 0 1 1 15.4 0"/><path d="M12 14.5l4-4.5M12 6v1.5M6.5 8.5l1 1M17.5 8.5l-1 1"/><circle cx="12" cy="14.5" r="1.5"/>',
  layers: '<path d="M12 3l9 4.5-9 4.5-9-4.5z"/><path d="M3 12l9 4.5 9-4.5M3 16.5l9 4.5 9-4.5"/>',
  target: '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="5.5"/><circle cx="12" cy="12" r="2"/>',
  graph: '<path d="M3 3v18h18"/><path d="M7 15l4-4 3 3 6-6.5M16 7.5h4v4"/>',
  sync: '<path d="M20 11a8 8 0 0 0-14.6-4.2L4 8.5M4 4v4.5h4.5M4 13a8 8 0 0 0 14.6 4.2l1.4-1.7M20 20v-4.5h-4.5"/>',
  pipeline: '<path d="M2.5 7H8l3.5 5L8 17H2.5L6 12zM12.5 7H18l3.5 5-3.5 5h-5.5l3.5-5z"/>',
  eye: '<path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7-10-7-10-7z"/><circle cx="12" cy="12" r="3"/>',
};

export const ICON_NAMES = 'bot workflow document chat chart cloud server shield test bug api plug database code mobile browser compass lightbulb megaphone search mail users gear rocket lock speed layers target graph sync pipeline eye'.split(' ');

/** Standalone icon file. */
export function iconSvg(name, color = '#FF6B3D') {
  const title = name.charAt(0).toUpperCase() + name.slice(1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" role="img" aria-labelledby="ql-icon-${name}"><title id="ql-icon-${name}">${title}</title>${ICONS[name]}</svg>\n`;
}

/** Inline icon for HTML scenes. */
export function ico(name, size = 16, color = 'currentColor', sw = 1.75) {
  return `<svg class="ico" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round">${ICONS[name]}</svg>`;
}
