// Shared design system for the rendered "product UI scenes".
// Every animation in a scene runs on a loop of LOOP seconds (or an exact divisor of it),
// and every keyframe set starts and ends in the same state, so frame N == frame 0.
import { markSvg } from '../svg/brand.mjs';
import { ico } from '../svg/icons.mjs';

export { ico, markSvg };

export const LOOP = 4.8; // seconds
export const C = {
  ink: '#0E1116',
  surface: '#161B22',
  surface2: '#1C232D',
  line: '#2A313C',
  text: '#F4F1EA',
  muted: '#A8B0BC',
  dim: '#6E7784',
  orange: '#FF6B3D',
  peri: '#7C9CFF',
  mint: '#5EE6B0',
  red: '#FF5D6C',
  amber: '#FFC857',
};

export const BASE_CSS = `
:root{--ink:${C.ink};--s1:${C.surface};--s2:${C.surface2};--line:${C.line};--text:${C.text};--muted:${C.muted};--dim:${C.dim};
--or:${C.orange};--pe:${C.peri};--mi:${C.mint};--red:${C.red};--am:${C.amber};--D:${LOOP}s;--r:12px}
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:100%;height:100%;overflow:hidden}
body{background:var(--ink);color:var(--text);font-family:"DejaVu Sans",sans-serif;font-size:11px;line-height:1.35;
-webkit-font-smoothing:antialiased;text-rendering:geometricPrecision}
body.glow{background:
 radial-gradient(520px 360px at 92% -8%, rgba(124,156,255,.13), transparent 70%),
 radial-gradient(520px 360px at -6% 108%, rgba(255,107,61,.12), transparent 70%), var(--ink)}
.mono{font-family:"DejaVu Sans Mono",monospace}
.muted{color:var(--muted)} .dim{color:var(--dim)}
.or{color:var(--or)} .pe{color:var(--pe)} .mi{color:var(--mi)} .red{color:var(--red)}
b,strong{font-weight:700}
.row{display:flex;align-items:center} .col{display:flex;flex-direction:column}
.sp{flex:1} .g4{gap:4px}.g6{gap:6px}.g8{gap:8px}.g10{gap:10px}.g12{gap:12px}
.ico{flex:none;display:block}
.card{background:var(--s1);border:1px solid var(--line);border-radius:var(--r);padding:12px;position:relative;overflow:hidden}
.card h4{font-size:10.5px;font-weight:700;color:var(--muted);letter-spacing:.02em;margin-bottom:8px;display:flex;align-items:center;gap:6px}
.kpi .v{font-size:20px;font-weight:700;letter-spacing:-.02em}
.kpi .l{font-size:10px;color:var(--muted);margin-bottom:4px}
.kpi .d{font-size:9.5px;margin-top:3px}
.chip{display:inline-flex;align-items:center;gap:4px;height:18px;padding:0 7px;border-radius:9px;font-size:9.5px;font-weight:700;
 background:rgba(168,176,188,.12);color:var(--muted);white-space:nowrap}
.chip.or{background:rgba(255,107,61,.15);color:var(--or)} .chip.pe{background:rgba(124,156,255,.16);color:var(--pe)}
.chip.mi{background:rgba(94,230,176,.14);color:var(--mi)} .chip.red{background:rgba(255,93,108,.15);color:var(--red)}
.chip.am{background:rgba(255,200,87,.15);color:var(--am)}
.dot{width:7px;height:7px;border-radius:50%;display:inline-block;flex:none}
.av{width:24px;height:24px;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;font-size:9px;font-weight:700;color:var(--ink);flex:none}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:6px;height:26px;padding:0 12px;border-radius:8px;font-size:10.5px;font-weight:700;background:var(--or);color:#1a0d07;white-space:nowrap}
.btn.ghost{background:transparent;border:1px solid var(--line);color:var(--text)}
.bar{height:6px;border-radius:3px;background:#242B36;overflow:hidden;position:relative}
.bar>i{position:absolute;left:0;top:0;bottom:0;border-radius:3px;background:var(--or);display:block}
.hair{height:1px;background:var(--line)}
.tbl{width:100%;border-collapse:collapse}
.tbl th{font-size:9.5px;font-weight:700;color:var(--dim);text-align:left;padding:0 6px 6px;text-transform:uppercase;letter-spacing:.05em}
.tbl td{padding:6px;border-top:1px solid var(--line);white-space:nowrap}
.input{height:28px;border-radius:8px;border:1px solid var(--line);background:var(--ink);display:flex;align-items:center;padding:0 9px;gap:6px;color:var(--muted);font-size:10.5px;white-space:nowrap;overflow:hidden}
.tick{width:16px;height:16px;border-radius:50%;background:var(--mi);display:inline-flex;align-items:center;justify-content:center;flex:none}
/* app shell */
.app{position:absolute;inset:0;display:flex}
.sb{width:148px;flex:none;background:#11151B;border-right:1px solid var(--line);padding:14px 10px;display:flex;flex-direction:column;gap:3px}
.sb-brand{display:flex;align-items:center;gap:7px;font-weight:700;font-size:12.5px;margin:0 4px 14px}
.sb-brand small{display:block;font-size:8.5px;color:var(--dim);font-weight:400;letter-spacing:.06em;text-transform:uppercase}
.sb-item{display:flex;align-items:center;gap:8px;height:28px;padding:0 8px;border-radius:8px;color:var(--muted);font-size:10.5px;white-space:nowrap}
.sb-item.on{background:rgba(255,107,61,.12);color:var(--text)} .sb-item.on .ico{stroke:var(--or)}
.sb-item .n{margin-left:auto;font-size:9px;color:var(--dim)}
.sb-foot{margin-top:auto;display:flex;align-items:center;gap:8px;padding:8px 4px 0;border-top:1px solid var(--line);font-size:10px}
.main{flex:1;min-width:0;padding:14px 16px;display:flex;flex-direction:column;gap:12px;position:relative}
.top{display:flex;align-items:center;gap:10px;height:28px}
.top h1{font-size:15px;font-weight:700;letter-spacing:-.01em}
.top .sub{font-size:10px;color:var(--muted)}
/* browser frame */
.browser{position:absolute;left:22px;top:20px;right:22px;bottom:20px;border-radius:14px;background:var(--s1);border:1px solid var(--line);overflow:hidden;display:flex;flex-direction:column;box-shadow:0 20px 60px rgba(0,0,0,.45)}
.chrome{height:34px;flex:none;display:flex;align-items:center;gap:10px;padding:0 12px;background:#12161C;border-bottom:1px solid var(--line)}
.lights{display:flex;gap:6px}.lights i{width:10px;height:10px;border-radius:50%;background:#3A414D;display:block}
.lights i:first-child{background:#FF6B3D}.lights i:nth-child(2){background:#FFC857}.lights i:nth-child(3){background:#5EE6B0}
.url{flex:1;max-width:420px;margin:0 auto;height:22px;border-radius:11px;background:var(--ink);border:1px solid var(--line);display:flex;align-items:center;gap:6px;padding:0 10px;color:var(--muted);font-size:10px}
.viewport{flex:1;position:relative;overflow:hidden}
/* phone */
.phone{position:absolute;width:228px;height:462px;border-radius:34px;background:#07090C;border:1px solid #343B47;padding:9px;box-shadow:0 24px 70px rgba(0,0,0,.55)}
.phone .screen{width:100%;height:100%;border-radius:26px;overflow:hidden;background:var(--s1);position:relative}
.phone .notch{position:absolute;top:8px;left:50%;width:70px;height:18px;margin-left:-35px;background:#07090C;border-radius:10px;z-index:5}
.cursor{position:absolute;width:18px;height:18px;z-index:50;pointer-events:none;filter:drop-shadow(0 2px 3px rgba(0,0,0,.6))}
.ripple{position:absolute;width:34px;height:34px;border-radius:50%;border:2px solid var(--or);opacity:0;z-index:49}
`;

/** Full HTML document for a scene. */
export function page({ css = '', body = '', cls = 'glow', w = 800, h = 500, script = '' }) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}
html,body{width:${w}px;height:${h}px}
${css}</style></head><body class="${cls}">${body}${script ? `<script>${script}</script>` : ''}</body></html>`;
}

/** Product sidebar. items: [[icon,label,count?]] */
export function sidebar({ brand, tag = 'Quillmark', items, active = 0, user = ['AH', 'Amelia Hart', C.peri] }) {
  return `<aside class="sb">
  <div class="sb-brand">${markSvg(20)}<div>${brand}<small>${tag}</small></div></div>
  ${items.map(([ic, label, n], i) => `<div class="sb-item ${i === active ? 'on' : ''}">${ico(ic, 14)}<span>${label}</span>${n ? `<span class="n">${n}</span>` : ''}</div>`).join('')}
  <div class="sb-foot"><span class="av" style="background:${user[2]}">${user[0]}</span><div>${user[1]}<div class="dim" style="font-size:8.5px">Admin</div></div></div>
</aside>`;
}

export function topbar({ title, sub = '', right = '' }) {
  return `<div class="top"><div><h1>${title}</h1>${sub ? `<div class="sub">${sub}</div>` : ''}</div><div class="sp"></div>${right}</div>`;
}

export function browser({ url, body, cls = '', style = '' }) {
  return `<div class="browser ${cls}" style="${style}"><div class="chrome"><div class="lights"><i></i><i></i><i></i></div>
  <div class="url">${ico('lock', 10, C.mint, 2.2)}<span>${url}</span></div><div style="width:46px"></div></div>
  <div class="viewport">${body}</div></div>`;
}

export function cursorSvg(color = '#F4F1EA') {
  return `<svg viewBox="0 0 24 24" width="18" height="18"><path d="M4 2.5l15 8.2-6.6 1.6-3 6.2z" fill="${color}" stroke="#0E1116" stroke-width="1.4" stroke-linejoin="round"/></svg>`;
}

export const tickSvg = (size = 10, color = '#0E1116') =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12.5l4.5 4.5L19 7.5"/></svg>`;

// ---------- charts ----------
/** Smooth path through points [[x,y]] (Catmull-Rom -> cubic Bezier). */
export function smoothPath(pts, tension = 0.5) {
  if (pts.length < 2) return '';
  let d = `M${pts[0][0].toFixed(1)} ${pts[0][1].toFixed(1)}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] || p2;
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension * 2, p1[1] + ((p2[1] - p0[1]) / 6) * tension * 2];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension * 2, p2[1] - ((p3[1] - p1[1]) / 6) * tension * 2];
    d += `C${c1[0].toFixed(1)} ${c1[1].toFixed(1)} ${c2[0].toFixed(1)} ${c2[1].toFixed(1)} ${p2[0].toFixed(1)} ${p2[1].toFixed(1)}`;
  }
  return d;
}

/** values in 0..1 -> points inside w x h with padding */
export function toPts(values, w, h, pad = 4) {
  return values.map((v, i) => [pad + (i * (w - pad * 2)) / (values.length - 1), pad + (1 - v) * (h - pad * 2)]);
}

let gid = 0;
/** Line/area chart SVG. opts: {fill, grid, cls (applied to line path), dots, width} */
export function lineChart(values, w, h, color, opts = {}) {
  const pts = toPts(values, w, h, opts.pad ?? 4);
  const d = smoothPath(pts);
  const id = `g${++gid}`;
  const area = `${d}L${pts[pts.length - 1][0].toFixed(1)} ${h}L${pts[0][0].toFixed(1)} ${h}Z`;
  const grid = opts.grid
    ? Array.from({ length: opts.grid }, (_, i) => `<line x1="0" x2="${w}" y1="${((i + 1) * h) / (opts.grid + 1)}" y2="${((i + 1) * h) / (opts.grid + 1)}" stroke="#2A313C" stroke-dasharray="2 4"/>`).join('')
    : '';
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" style="display:block;overflow:visible">
  <defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="${opts.fillOpacity ?? 0.28}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient></defs>
  ${grid}
  ${opts.fill === false ? '' : `<path d="${area}" fill="url(#${id})" class="${opts.areaCls || ''}"/>`}
  <path d="${d}" fill="none" stroke="${color}" stroke-width="${opts.width || 2}" stroke-linecap="round" class="${opts.cls || ''}" ${opts.dash ? `stroke-dasharray="${opts.dash}"` : ''} pathLength="${opts.pathLength || 100}"/>
  ${opts.dots ? pts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.5" fill="${C.ink}" stroke="${color}" stroke-width="1.5"/>`).join('') : ''}
</svg>`;
}

/** Donut / ring. pct 0..100. cls applied to the progress arc (pathLength=100). */
export function ring(size, stroke, pct, color, { track = '#242B36', cls = '', inner = '' } = {}) {
  const r = (size - stroke) / 2;
  return `<div style="position:relative;width:${size}px;height:${size}px;flex:none">
  <svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" style="transform:rotate(-90deg);display:block">
    <circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="${track}" stroke-width="${stroke}"/>
    <circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round" pathLength="100" stroke-dasharray="${pct} 100" class="${cls}"/>
  </svg>
  <div style="position:absolute;inset:0;display:flex;align-items:center;justify-content:center;flex-direction:column">${inner}</div></div>`;
}

// ---------- keyframe helpers (percentages of the loop) ----------
let kid = 0;
const uid = (p) => `${p}${++kid}`;

/**
 * Element hidden until `a`%, visible until `b`%, hidden again (fade `f`% each side).
 * Returns {name, css}. `from` is the hidden transform.
 */
export function showKf(a, b, { f = 4, from = 'translateY(8px)', to = 'none', name } = {}) {
  const n = name || uid('sh');
  const css = `@keyframes ${n}{0%,${a}%{opacity:0;transform:${from}}${Math.min(a + f, b)}%,${b}%{opacity:1;transform:${to}}${Math.min(b + f, 100)}%,100%{opacity:0;transform:${from}}}`;
  return { name: n, css };
}

/** Shorthand: CSS rule applying a show keyframe to selector. */
export function show(sel, a, b, opts = {}) {
  const k = showKf(a, b, opts);
  return `${k.css}${sel}{animation:${k.name} var(--D) ${opts.ease || 'ease-out'} infinite both}`;
}

/**
 * Generic keyframes from [[pct, 'css decls'], ...]; first and last should match for a seamless loop.
 */
export function kf(sel, stops, { ease = 'ease-in-out', dur = 'var(--D)', name } = {}) {
  const n = name || uid('k');
  return `@keyframes ${n}{${stops.map(([p, d]) => `${Array.isArray(p) ? p.map((x) => x + '%').join(',') : p + '%'}{${d}}`).join('')}}${sel}{animation:${n} ${dur} ${ease} infinite both}`;
}

/**
 * Ticker: a list that steps by `step` px `count` times per loop (content duplicated by caller).
 * dir -1 = moves up, +1 = moves down (starting at -count*step).
 */
export function ticker(sel, count, step, { dir = -1, move = 0.35 } = {}) {
  const n = uid('tk');
  const seg = 100 / count;
  const stops = [];
  for (let i = 0; i < count; i++) {
    const y = dir < 0 ? -i * step : -(count - i) * step;
    const y2 = dir < 0 ? -(i + 1) * step : -(count - i - 1) * step;
    stops.push(`${(i * seg).toFixed(3)}%,${((i + 1) * seg - seg * move).toFixed(3)}%{transform:translateY(${y}px)}`);
    if (i === count - 1) stops.push(`100%{transform:translateY(${y2}px)}`);
  }
  return `@keyframes ${n}{${stops.join('')}}${sel}{animation:${n} var(--D) ease-in-out infinite both}`;
}

/** Odometer digit: a column of digits that rolls `steps` times per loop, starting at `start`. */
export function odoDigit(start, steps, { h = 24, cls = '' } = {}) {
  const n = uid('od');
  const seq = [];
  for (let i = 0; i <= steps; i++) seq.push((start + i) % 10);
  const seg = 100 / steps;
  const stops = [];
  for (let i = 0; i < steps; i++) {
    stops.push(`${(i * seg).toFixed(3)}%,${((i + 0.75) * seg).toFixed(3)}%{transform:translateY(${-i * h}px)}`);
  }
  stops.push(`100%{transform:translateY(${-steps * h}px)}`);
  return {
    html: `<span class="odo ${cls}" style="display:inline-block;height:${h}px;overflow:hidden;vertical-align:top"><span style="display:flex;flex-direction:column;animation:${n} var(--D) ease-in-out infinite both">${seq.map((d) => `<span style="height:${h}px;line-height:${h}px">${d}</span>`).join('')}</span></span>`,
    css: `@keyframes ${n}{${stops.join('')}}`,
  };
}

/** Cursor path: stops [[pct, x, y, click?]] -> css for .cursor and ripple elements. */
export function cursorPath(sel, stops, rippleSel) {
  const n = uid('cu');
  let css = `@keyframes ${n}{${stops.map(([p, x, y, , s]) => `${p}%{transform:translate(${x}px,${y}px) scale(${s || 1})}`).join('')}}${sel}{left:0;top:0;animation:${n} var(--D) ease-in-out infinite both}`;
  if (rippleSel) {
    const clicks = stops.filter((s) => s[3]);
    clicks.forEach(([p, x, y], i) => {
      const r = uid('rp');
      const a = Math.max(p, 0);
      css += `@keyframes ${r}{0%,${a}%{opacity:0;transform:translate(${x - 14}px,${y - 14}px) scale(.3)}${a + 0.5}%{opacity:.9}${Math.min(a + 8, 100)}%,100%{opacity:0;transform:translate(${x - 14}px,${y - 14}px) scale(1.4)}}${rippleSel}:nth-of-type(${i + 1}){left:0;top:0;animation:${r} var(--D) ease-out infinite both}`;
    });
  }
  return css;
}

export function ripples(n) {
  return Array.from({ length: n }, () => '<i class="ripple"></i>').join('');
}

/** Deterministic pseudo random generator. */
export function rng(seed = 1) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}
