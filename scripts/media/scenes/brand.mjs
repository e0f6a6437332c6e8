// Brand preloader: the Quillmark mark draws itself, fills, then the wordmark lands.
// Loop: full logo (poster) -> fade out -> redraw -> hold. Captured at 1.6x (1280x800).
import { page } from '../lib/ui.mjs';
import { MARK_PATH } from '../svg/brand.mjs';

function preloader() {
  const body = MARK_PATH.split('M').filter(Boolean)[0];
  const word = 'Quillmark';
  const css = `
  body{display:flex;align-items:center;justify-content:center;background:radial-gradient(360px 260px at 50% 46%,rgba(255,107,61,.14),transparent 70%),#0E1116}
  .wrap{display:flex;flex-direction:column;align-items:center;gap:18px;position:relative}
  .lock{display:flex;align-items:center;gap:18px}
  .mk{width:92px;height:92px;overflow:visible}
  .ol{fill:none;stroke:#FF6B3D;stroke-width:.7;stroke-linejoin:round;stroke-dasharray:100;animation:ol var(--D) ease-in-out infinite both}
  @keyframes ol{0%,10%{stroke-dashoffset:0;opacity:1}16%,20%{stroke-dashoffset:0;opacity:0}21%{stroke-dashoffset:100;opacity:1}44%{stroke-dashoffset:0;opacity:1}52%,100%{stroke-dashoffset:0;opacity:1}}
  .fi{animation:fi var(--D) ease-in-out infinite both;transform-origin:50% 60%}
  @keyframes fi{0%,10%{opacity:1;transform:none}17%,40%{opacity:0;transform:scale(.92)}50%,100%{opacity:1;transform:none}}
  .wm{display:flex;font-size:54px;font-weight:700;letter-spacing:-.02em;color:#F4F1EA;line-height:1}
  .wm span{display:inline-block}
  ${[...word].map((_, i) => `@keyframes w${i}{0%,${9 + i * 0.4}%{opacity:1;transform:none}${15 + i * 0.4}%,${48 + i * 2.2}%{opacity:0;transform:translateY(18px)}${56 + i * 2.2}%,100%{opacity:1;transform:none}}.wm span:nth-child(${i + 1}){animation:w${i} var(--D) cubic-bezier(.2,.8,.2,1) infinite both}`).join('')}
  .tag{font-size:13px;letter-spacing:.32em;text-transform:uppercase;color:#A8B0BC;animation:tg var(--D) ease infinite both}
  @keyframes tg{0%,8%{opacity:1}14%,72%{opacity:0}82%,100%{opacity:1}}
  .ld{width:260px;height:3px;border-radius:2px;background:#1E242D;overflow:hidden;position:relative}
  .ld i{position:absolute;left:0;top:0;bottom:0;background:linear-gradient(90deg,#FF6B3D,#7C9CFF);display:block;animation:ld var(--D) ease-in-out infinite both}
  @keyframes ld{0%,10%{width:100%;opacity:1}16%{width:100%;opacity:0}20%{width:0;opacity:1}80%,100%{width:100%;opacity:1}}
  .dots{position:absolute;inset:-140px -220px;pointer-events:none}
  .dots i{position:absolute;width:4px;height:4px;border-radius:50%;display:block;animation:dt calc(var(--D) / 2) ease-in-out infinite both}
  @keyframes dt{0%,100%{opacity:.15;transform:translateY(0)}50%{opacity:.6;transform:translateY(-8px)}}
  `;
  const dots = [[40, 60, '#7C9CFF'], [610, 90, '#5EE6B0'], [120, 300, '#FF6B3D'], [560, 320, '#7C9CFF'], [300, 20, '#FF6B3D'], [680, 220, '#5EE6B0'], [20, 180, '#5EE6B0']]
    .map(([x, y, c], i) => `<i style="left:${x}px;top:${y}px;background:${c};animation-delay:calc(var(--D) * ${-(i * 0.07).toFixed(2)})"></i>`).join('');
  const html = `<div class="wrap"><div class="dots">${dots}</div>
    <div class="lock"><svg class="mk" viewBox="0 0 32 32"><path class="fi" fill="#FF6B3D" fill-rule="evenodd" d="${MARK_PATH}"/><path class="ol" pathLength="100" d="M${body}"/></svg>
    <div class="wm">${[...word].map((ch) => `<span>${ch}</span>`).join('')}</div></div>
    <div class="ld"><i></i></div>
    <div class="tag">Software · AI · Talent</div></div>`;
  return page({ css, body: html, cls: '' });
}

export const brandScenes = [{ key: 'brand/preloader', html: preloader, scale: 1.6 }];
