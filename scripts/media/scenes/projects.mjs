// Project (client website) demos inside a browser frame (800x500, seamless loops).
import {
  page, browser, ico, lineChart, ring, show, kf, cursorPath, cursorSvg, tickSvg, C,
} from '../lib/ui.mjs';

const wrap = (url, inner, css, { light = false } = {}) => page({
  css: `${css}
  .viewport{background:${light ? '#F7F5F0' : '#0F131A'};color:${light ? '#1B1F27' : 'var(--text)'}}
  .cursor{position:absolute}.rp i{position:absolute}`,
  body: browser({ url, body: inner }),
});

/** roller helper (same as products) */
function roller(cls, states, pcts, h = 14) {
  const n = states.length;
  const stops = [`0%,${pcts[0] - 2}%{transform:translateY(0)}`];
  for (let i = 1; i < n; i++) stops.push(`${pcts[i - 1]}%,${pcts[i] - 2}%{transform:translateY(${-i * h}px)}`);
  stops.push(`${pcts[n - 1]}%,100%{transform:translateY(0)}`);
  return {
    html: `<span class="rl ${cls}" style="display:inline-block;height:${h}px;overflow:hidden;vertical-align:top;line-height:${h}px"><span style="display:block">${states.map((t) => `<span style="display:block;height:${h}px">${t}</span>`).join('')}</span></span>`,
    css: `@keyframes rl_${cls}{${stops.join('')}}.${cls}>span{animation:rl_${cls} var(--D) ease-in-out infinite both}`,
  };
}

const STEP_CSS = `.step{display:flex;align-items:center;gap:6px;font-size:9.5px;color:#8A8478}
.step i{width:18px;height:18px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-style:normal;font-size:9px;font-weight:700;background:#E4DFD3;color:#5A5549}
.step.on{color:#1B1F27;font-weight:700}.step.done i{background:#2FB486;color:#fff}`;

// ---------------------------------------------------------------- Harbourline Ports: customer portal
function harbourline() {
  const tq = 'MSKU 482913-7';
  const ty = {
    html: `<span class="tq" style="display:inline-block;overflow:hidden;white-space:nowrap;vertical-align:bottom">${tq}</span>`,
    css: `@keyframes ty_tq{0%,2%{max-width:${tq.length * 0.62 + 0.2}em}4%{max-width:0}18%,100%{max-width:${tq.length * 0.62 + 0.2}em}}.tq{animation:ty_tq var(--D) steps(${tq.length},end) infinite both}`,
  };
  const steps = [['Gate in', 'Tue 09:12'], ['Customs cleared', 'Tue 13:40'], ['Loaded · MSC Aurora', 'Wed 08:05'], ['Departed', 'ETD 16:40']];
  const css = `${ty.css}
  .nv{height:42px;background:#0B2239;display:flex;align-items:center;gap:16px;padding:0 16px;font-size:10px;color:#AFC3D8}
  .nv b{color:#fff;font-size:12px;display:flex;align-items:center;gap:6px}
  .nv .on{color:#fff;border-bottom:2px solid #5EE6B0;padding:13px 0}
  .bd{position:absolute;left:0;right:0;top:42px;bottom:0;display:grid;grid-template-columns:290px 1fr;gap:12px;padding:12px}
  .pn{background:#151C26;border:1px solid #26313F;border-radius:12px;padding:12px}
  .srch{height:32px;border-radius:8px;border:1.5px solid #5EE6B0;display:flex;align-items:center;gap:8px;padding:0 10px;font-family:"DejaVu Sans Mono",monospace;font-size:11px;background:#0F131A}
  .car{width:2px;height:14px;background:#5EE6B0;animation:blink calc(var(--D) / 6) steps(1,end) infinite}
  @keyframes blink{0%,50%{opacity:1}51%,100%{opacity:0}}
  .res{margin-top:12px}
  @keyframes rs{0%,2%{opacity:1;transform:none}4%,19%{opacity:0;transform:translateY(8px)}23%,100%{opacity:1;transform:none}}
  .res{animation:rs var(--D) ease-out infinite both}
  .tl{position:relative;padding-left:22px;margin-top:10px}
  .tl .it{position:relative;height:34px;font-size:10px}
  .tl .it:before{content:"";position:absolute;left:-16px;top:14px;bottom:-10px;width:2px;background:#26313F}
  .tl .it:last-child:before{display:none}
  .tl .dt{position:absolute;left:-21px;top:2px;width:12px;height:12px;border-radius:50%;border:2px solid #3A4656;background:#151C26}
  .tl .it.d .dt{background:#5EE6B0;border-color:#5EE6B0}
  .tl .it.a .dt{border-color:#FF6B3D;background:#FF6B3D;animation:pp calc(var(--D) / 3) ease-out infinite both}
  @keyframes pp{0%{box-shadow:0 0 0 0 rgba(255,107,61,.6)}100%{box-shadow:0 0 0 8px rgba(255,107,61,0)}}
  ${[0, 1, 2, 3].map((i) => `@keyframes ti${i}{0%,2%{opacity:1;transform:none}4%,${22 + i * 5}%{opacity:0;transform:translateX(-6px)}${25 + i * 5}%,100%{opacity:1;transform:none}}.tl .it:nth-child(${i + 1}){animation:ti${i} var(--D) ease-out infinite both}`).join('')}
  .map{position:relative;overflow:hidden;background:#0D2A3F;border-radius:12px;border:1px solid #26313F}
  .quay{position:absolute;left:0;right:0;bottom:0;height:120px;background:#1B2530}
  .yard{position:absolute;left:20px;right:20px;bottom:16px;height:64px;display:grid;grid-template-columns:repeat(14,1fr);gap:3px}
  .yard i{display:block;border-radius:2px}
  .crane{position:absolute;bottom:104px;width:30px;height:80px}
  .crane:before{content:"";position:absolute;left:4px;right:4px;bottom:0;top:16px;border:3px solid #FFC857;border-bottom:0}
  .crane:after{content:"";position:absolute;left:-14px;right:-14px;top:12px;height:5px;background:#FFC857;border-radius:2px}
  ${kf('.cr1', [[0, 'transform:translateX(0)'], [50, 'transform:translateX(40px)'], [100, 'transform:translateX(0)']])}
  ${kf('.cr2', [[0, 'transform:translateX(30px)'], [50, 'transform:translateX(-10px)'], [100, 'transform:translateX(30px)']])}
  .ship{position:absolute;height:30px;border-radius:4px 4px 16px 16px;display:flex;align-items:flex-start;gap:2px;padding:0 10px}
  .ship i{display:block;width:14px;height:10px;border-radius:1px;margin-top:-10px}
  ${kf('.sh2', [[0, 'transform:translateX(-220px)'], [[55, 100], 'transform:translateX(0)']], { ease: 'cubic-bezier(.2,.7,.3,1)' })}
  .sh2{animation-name:shp}
  @keyframes shp{0%{transform:translateX(-260px);opacity:0}8%{opacity:1}60%,90%{transform:translateX(0);opacity:1}100%{transform:translateX(0);opacity:0}}
  .wv{position:absolute;left:0;right:0;height:2px;background:repeating-linear-gradient(90deg,rgba(124,156,255,.25) 0 12px,transparent 12px 28px);animation:wvm calc(var(--D) / 2) linear infinite}
  @keyframes wvm{from{background-position:0 0}to{background-position:28px 0}}
  .lbl{position:absolute;font-size:8.5px;color:#AFC3D8;background:rgba(11,34,57,.85);padding:3px 6px;border-radius:5px;border:1px solid #26313F}
  `;
  const yardCols = ['#FF6B3D', '#7C9CFF', '#5EE6B0', '#FFC857', '#3A4656'];
  const yard = Array.from({ length: 42 }, (_, i) => `<i style="background:${yardCols[(i * 7 + (i >> 2)) % 5]};opacity:${0.55 + ((i * 13) % 5) / 10}"></i>`).join('');
  const inner = `
  <div class="nv"><b><svg width="18" height="18" viewBox="0 0 18 18"><path d="M1 11c2.5-2 5-2 8 0s5.5 2 8 0M1 15c2.5-2 5-2 8 0s5.5 2 8 0" fill="none" stroke="#5EE6B0" stroke-width="2" stroke-linecap="round"/><path d="M5 8V3h8v5" fill="none" stroke="#fff" stroke-width="2"/></svg>Harbourline Ports</b>
    <span class="on">Containers</span><span>Vessels</span><span>Bookings</span><span>Invoices</span><span class="sp"></span><span>Terminal 2 · Liverpool</span><span class="av" style="background:#7C9CFF">GL</span></div>
  <div class="bd">
    <div class="pn">
      <div style="font-size:9px;color:#AFC3D8;margin-bottom:6px">Track a container</div>
      <div class="srch">${ico('search', 13, '#AFC3D8')}<span>${ty.html}</span><span class="car"></span></div>
      <div class="res">
        <div class="row" style="margin-top:4px"><b style="font-size:13px" class="mono">MSKU 482913-7</b><span class="sp"></span><span class="chip or">On vessel</span></div>
        <div style="font-size:9px;color:#AFC3D8;margin-top:3px">40' HC · 26,480 kg · Shipper: Calder Energy</div>
        <div class="tl">${steps.map(([t, d], i) => `<div class="it ${i < 2 ? 'd' : i === 2 ? 'a' : ''}"><span class="dt"></span><b>${t}</b><div style="font-size:8.5px;color:#AFC3D8">${d}</div></div>`).join('')}</div>
        <div class="row g6"><span class="btn" style="height:24px;background:#5EE6B0;color:#0B2239">Download EIR</span><span class="btn ghost" style="height:24px">Book slot</span></div>
      </div>
      <div style="font-size:9px;color:#AFC3D8;margin:12px 0 4px">Recent searches</div>
      ${[['TGHU 771204-3', 'Gate out', 'mi'], ['CMAU 390118-6', 'Customs hold', 'am']].map(([c, st, k]) => `<div class="row" style="height:26px;border-top:1px solid #26313F;font-size:9.5px"><span class="mono">${c}</span><span class="sp"></span><span class="chip ${k}">${st}</span></div>`).join('')}
    </div>
    <div class="map">
      <div class="wv" style="top:40px"></div><div class="wv" style="top:86px;animation-delay:-1s"></div><div class="wv" style="top:130px;animation-delay:-.4s"></div>
      <div class="ship" style="left:30px;top:152px;width:150px;background:#2C3E55"><i style="background:#FF6B3D"></i><i style="background:#7C9CFF"></i><i style="background:#5EE6B0"></i><i style="background:#FFC857"></i><i style="background:#FF6B3D"></i></div>
      <div class="ship sh2" style="left:230px;top:152px;width:170px;background:#3A4F6B"><i style="background:#7C9CFF"></i><i style="background:#FFC857"></i><i style="background:#FF6B3D"></i><i style="background:#5EE6B0"></i><i style="background:#7C9CFF"></i><i style="background:#FF6B3D"></i></div>
      <div class="quay"><div class="yard">${yard}</div></div>
      <div class="crane cr1" style="left:70px"></div><div class="crane cr2" style="left:290px"></div>
      <div class="lbl" style="left:14px;top:12px">Berth 3 · MSC Aurora · loading 62%</div>
      <div class="lbl" style="right:14px;top:12px">Berth 4 · Nordic Star · arriving 14:20</div>
    </div>
  </div>`;
  return wrap('portal.harbourline.co.uk/containers', inner, css);
}

// ---------------------------------------------------------------- Pinecrest Health: clinic booking
function pinecrest() {
  const docs = [['Dr. Ngozi Okafor', 'GP · 12 yrs', '#5EE6B0', 'NO'], ['Dr. Sam Lewis', 'Physiotherapy', '#7C9CFF', 'SL'], ['Dr. Hana Shah', 'Dermatology', '#FFC857', 'HS']];
  const slots = ['09:10', '09:30', '10:10', '10:30', '11:00', '14:20', '15:40', '16:00'];
  const css = `${STEP_CSS}
  .hd{height:44px;display:flex;align-items:center;gap:14px;padding:0 18px;border-bottom:1px solid #E4DFD3;background:#fff}
  .hd b{font-size:12px;display:flex;align-items:center;gap:6px;color:#145C4A}
  .bd{position:absolute;left:0;right:0;top:44px;bottom:0;display:grid;grid-template-columns:200px 1fr 180px;gap:12px;padding:14px 16px}
  .cardw{background:#fff;border:1px solid #E4DFD3;border-radius:12px;padding:10px}
  .doc{display:flex;align-items:center;gap:8px;padding:8px;border-radius:10px;border:1.5px solid transparent;margin-bottom:6px;font-size:9.5px}
  .doc.sel{border-color:#2FB486;background:#EAF8F2}
  .cal{display:grid;grid-template-columns:repeat(7,1fr);gap:4px;text-align:center;font-size:9px}
  .cal .h{color:#8A8478;font-size:8px;font-weight:700}
  .cal span{height:22px;display:flex;align-items:center;justify-content:center;border-radius:6px;position:relative}
  .cal .av2{color:#1B1F27;font-weight:700}
  .cal .av2:after{content:"";position:absolute;bottom:2px;width:3px;height:3px;border-radius:50%;background:#2FB486}
  .cal .off{color:#C9C2B4}
  .cal .pick{background:#145C4A;color:#fff}
  .sl{display:grid;grid-template-columns:repeat(4,1fr);gap:6px;margin-top:10px}
  .sl span{height:26px;border-radius:7px;border:1px solid #D9D3C6;display:flex;align-items:center;justify-content:center;font-size:9.5px;font-weight:700;background:#fff}
  .sl .s3{animation:s3 var(--D) ease infinite both}
  @keyframes s3{0%,30%{background:#fff;color:#1B1F27;border-color:#D9D3C6}33%,92%{background:#145C4A;color:#fff;border-color:#145C4A}96%,100%{background:#fff;color:#1B1F27;border-color:#D9D3C6}}
  .cf{text-align:center}
  ${show('.cf .ok', 46, 92, { from: 'scale(.9) translateY(6px)' })}
  ${kf('.cf .pend', [[[0, 44], 'opacity:1'], [[47, 92], 'opacity:0'], [[96, 100], 'opacity:1']])}
  .cbtn{height:30px;border-radius:8px;background:#145C4A;color:#fff;font-size:10px;font-weight:700;display:flex;align-items:center;justify-content:center;margin-top:10px}
  ${kf('.cbtn', [[[0, 40], 'transform:scale(1)'], [42, 'transform:scale(.95)'], [[45, 100], 'transform:scale(1)']])}
  ${cursorPath('.cursor', [[0, 560, 420], [20, 497, 286], [30, 497, 286, 1], [38, 640, 255], [41, 645, 261, 1], [56, 720, 430], [100, 560, 420]], '.rp i')}
  `;
  const days = ['M', 'T', 'W', 'T', 'F', 'S', 'S'];
  const cal = Array.from({ length: 35 }, (_, i) => {
    const d = i - 2;
    if (d < 1 || d > 31) return '<span></span>';
    const we = i % 7 >= 5;
    const avail = !we && [5, 6, 8, 12, 13, 14, 15, 19, 20, 22, 27, 28, 29].includes(d);
    return `<span class="${d === 13 ? 'pick' : avail ? 'av2' : 'off'}">${d}</span>`;
  }).join('');
  const inner = `
  <div class="hd"><b><svg width="18" height="18" viewBox="0 0 18 18"><path d="M9 1l6 8H3z M9 6l7 9H2z" fill="#2FB486"/><rect x="8" y="14" width="2" height="3" fill="#145C4A"/></svg>Pinecrest Health</b><span class="sp"></span>
    <span class="step done"><i>✓</i>Clinician</span><span class="step on"><i style="background:#145C4A;color:#fff">2</i>Date &amp; time</span><span class="step"><i>3</i>Confirm</span></div>
  <div class="bd">
    <div class="cardw"><div style="font-size:9px;color:#8A8478;margin-bottom:6px;font-weight:700">YOUR CLINICIAN</div>
      ${docs.map(([n, r, c, ini], i) => `<div class="doc ${i === 0 ? 'sel' : ''}"><span class="av" style="background:${c}">${ini}</span><div><b>${n}</b><div style="color:#8A8478;font-size:8.5px">${r}</div></div></div>`).join('')}
      <div style="font-size:8.5px;color:#8A8478;margin-top:8px;line-height:1.5">Kingsway Clinic, Manchester M20<br>Video or in-person</div></div>
    <div class="cardw"><div class="row" style="margin-bottom:8px"><b style="font-size:11px">May 2025</b><span class="sp"></span><span style="color:#8A8478">‹  ›</span></div>
      <div class="cal">${days.map((d) => `<span class="h">${d}</span>`).join('')}${cal}</div>
      <div style="font-size:9px;color:#8A8478;margin-top:10px;font-weight:700">TUESDAY 13 MAY · AVAILABLE</div>
      <div class="sl">${slots.map((t, i) => `<span class="${i === 3 ? 's3' : ''}">${t}</span>`).join('')}</div></div>
    <div class="cardw cf"><div style="position:relative;height:170px">
      <div class="pend" style="position:absolute;inset:0"><div style="font-size:9px;color:#8A8478;font-weight:700;text-align:left">SUMMARY</div>
        <div style="text-align:left;font-size:9.5px;line-height:1.7;margin-top:6px">Dr. Ngozi Okafor<br>GP appointment · 20 min<br>Tue 13 May<br><span style="color:#8A8478">Choose a time</span></div></div>
      <div class="ok" style="position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;gap:6px;padding-top:6px">
        <span class="tick" style="width:40px;height:40px;background:#2FB486">${tickSvg(20, '#fff')}</span><b style="font-size:11px">Appointment booked</b>
        <div style="font-size:9.5px;line-height:1.6;color:#5A5549">Tue 13 May · 10:30<br>Dr. Ngozi Okafor<br>Ref PH-44172</div>
        <div style="font-size:8.5px;color:#2FB486;font-weight:700">Reminder set · SMS</div></div></div>
      <div class="cbtn">Confirm booking</div></div>
  </div>
  <div class="rp"><i class="ripple" style="border-color:#2FB486"></i><i class="ripple" style="border-color:#2FB486"></i></div>
  <div class="cursor">${cursorSvg('#1B1F27')}</div>`;
  return wrap('book.pinecresthealth.co.uk/appointments', inner, css, { light: true });
}

// ---------------------------------------------------------------- Orchard Retail: e-commerce store
function orchard() {
  const lamp = (c1, c2, kind) => {
    if (kind === 0) return `<svg width="70" height="80" viewBox="0 0 70 80"><path d="M20 8h30l10 26H10z" fill="${c1}"/><rect x="33" y="34" width="4" height="34" fill="${c2}"/><ellipse cx="35" cy="70" rx="16" ry="4" fill="${c2}"/></svg>`;
    if (kind === 1) return `<svg width="70" height="80" viewBox="0 0 70 80"><circle cx="35" cy="30" r="20" fill="${c1}"/><rect x="33" y="50" width="4" height="18" fill="${c2}"/><rect x="22" y="66" width="26" height="6" rx="3" fill="${c2}"/></svg>`;
    if (kind === 2) return `<svg width="70" height="80" viewBox="0 0 70 80"><path d="M35 4v22" stroke="${c2}" stroke-width="2"/><path d="M14 44a21 18 0 0 1 42 0z" fill="${c1}"/><circle cx="35" cy="47" r="5" fill="#FFE7A3"/></svg>`;
    return `<svg width="70" height="80" viewBox="0 0 70 80"><path d="M24 72l8-40M46 72l-8-40M35 72V30" stroke="${c2}" stroke-width="2.5"/><path d="M22 10h26l6 22H16z" fill="${c1}"/></svg>`;
  };
  const items = [['Arden table lamp', '£64', '#E9B872', '#6B4E31', 0], ['Globe lamp, opal', '£48', '#F1E6D2', '#A8896A', 1], ['Hollis pendant', '£89', '#2F5D50', '#2B2B2B', 2], ['Tripod floor lamp', '£120', '#D7C4A8', '#5C4630', 3]];
  const badge = roller('bdg', ['2', '3'], [30, 94], 14);
  const css = `${badge.css}
  .hd{height:48px;display:flex;align-items:center;gap:16px;padding:0 18px;background:#fff;border-bottom:1px solid #E4DFD3;font-size:10px;color:#5A5549}
  .hd b.lg{font-size:14px;color:#2F5D50;display:flex;align-items:center;gap:6px;letter-spacing:-.01em}
  .sr{flex:1;max-width:220px;height:28px;border-radius:14px;background:#F2EEE6;display:flex;align-items:center;gap:6px;padding:0 12px;color:#8A8478;font-size:9.5px}
  .bk{position:relative;width:28px;height:28px;display:flex;align-items:center;justify-content:center}
  .bk .n{position:absolute;right:-4px;top:-3px;width:16px;height:16px;border-radius:50%;background:#FF6B3D;color:#fff;font-size:8.5px;font-weight:700;display:flex;align-items:center;justify-content:center;overflow:hidden}
  ${kf('.bk .n', [[[0, 29], 'transform:scale(1)'], [31, 'transform:scale(1.35)'], [[34, 100], 'transform:scale(1)']])}
  .bd{position:absolute;left:0;right:0;top:48px;bottom:0;padding:14px 18px}
  .crumb{font-size:9px;color:#8A8478}
  .ttl{display:flex;align-items:flex-end;margin:4px 0 10px}
  .ttl h2{font-size:17px}
  .fl{display:flex;gap:6px}.fl span{height:22px;padding:0 10px;border-radius:11px;border:1px solid #D9D3C6;font-size:9px;display:flex;align-items:center;background:#fff}
  .fl .on{background:#2F5D50;color:#fff;border-color:#2F5D50}
  .grid{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}
  .pc{background:#fff;border:1px solid #E4DFD3;border-radius:12px;overflow:hidden}
  .pc .im{height:120px;background:#F2EEE6;display:flex;align-items:center;justify-content:center;position:relative}
  .pc .tg{position:absolute;left:8px;top:8px;font-size:8px;font-weight:700;background:#fff;border-radius:8px;padding:2px 7px}
  .pc .tx{padding:8px 10px;font-size:9.5px}
  .add{margin-top:7px;height:24px;border-radius:7px;background:#1B1F27;color:#fff;display:flex;align-items:center;justify-content:center;font-size:9px;font-weight:700;position:relative;overflow:hidden}
  .add span{position:absolute;inset:0;display:flex;align-items:center;justify-content:center}
  .add2 .a{animation:ad1 var(--D) linear infinite both}.add2 .b{background:#2FB486;animation:ad2 var(--D) linear infinite both}
  @keyframes ad1{0%,28%{opacity:1}30%,92%{opacity:0}96%,100%{opacity:1}}
  @keyframes ad2{0%,28%{opacity:0}30%,92%{opacity:1}96%,100%{opacity:0}}
  .dr{position:absolute;right:0;top:48px;bottom:0;width:230px;background:#fff;border-left:1px solid #E4DFD3;box-shadow:-20px 0 40px rgba(0,0,0,.18);padding:14px;display:flex;flex-direction:column;gap:10px}
  ${kf('.dr', [[[0, 32], 'transform:translateX(240px)'], [[40, 84], 'transform:translateX(0)'], [[92, 100], 'transform:translateX(240px)']])}
  .ci{display:flex;gap:8px;align-items:center;font-size:9.5px}
  .ci .th{width:44px;height:44px;border-radius:8px;background:#F2EEE6;display:flex;align-items:center;justify-content:center;overflow:hidden}
  ${show('.ci.new', 38, 92, { from: 'translateX(10px)', f: 3 })}
  ${cursorPath('.cursor', [[0, 560, 420], [18, 465, 284], [28, 465, 284, 1], [40, 560, 300], [60, 660, 392], [84, 640, 430], [100, 560, 420]], '.rp i')}
  `;
  const inner = `
  <div class="hd"><b class="lg"><svg width="18" height="18" viewBox="0 0 18 18"><circle cx="9" cy="10" r="7" fill="#E8A14A"/><path d="M9 3c0-2 2-3 4-2-1 2-2 3-4 2z" fill="#2F5D50"/></svg>Orchard</b><span>Home</span><span>Lighting</span><span>Kitchen</span><span>Garden</span><span class="sp"></span>
    <div class="sr">${ico('search', 12, '#8A8478')}Search lamps, rugs, mugs…</div><span class="bk">${ico('lock', 18, '#1B1F27')}<span class="n">${badge.html}</span></span></div>
  <div class="bd">
    <div class="crumb">Home / Lighting / Lamps</div>
    <div class="ttl"><h2>Table &amp; floor lamps</h2><span class="sp"></span><div class="fl"><span class="on">All</span><span>Table</span><span>Floor</span><span>Pendant</span><span>Under £75</span></div></div>
    <div class="grid">${items.map(([n, p, c1, c2, k], i) => `<div class="pc"><div class="im">${i === 0 ? '<span class="tg">New</span>' : i === 2 ? '<span class="tg" style="color:#FF6B3D">−20%</span>' : ''}${lamp(c1, c2, k)}</div><div class="tx"><b>${n}</b><div style="color:#5A5549;margin-top:2px">${p} · ★ 4.${8 - i}</div><div class="add ${i === 2 ? 'add2' : ''}">${i === 2 ? '<span class="a">Add to basket</span><span class="b">Added ✓</span>' : 'Add to basket'}</div></div></div>`).join('')}</div>
    <div class="row g8" style="margin-top:12px;font-size:9px;color:#5A5549"><span class="chip" style="background:#EAF8F2;color:#2F5D50">Free delivery over £50</span><span class="chip" style="background:#F2EEE6;color:#5A5549">30-day returns</span><span class="chip" style="background:#F2EEE6;color:#5A5549">Click &amp; collect in 2 h</span></div>
    <div style="margin-top:12px;height:62px;border-radius:12px;background:linear-gradient(90deg,#2F5D50,#3F7A68);color:#fff;display:flex;align-items:center;padding:0 18px;gap:14px;overflow:hidden;position:relative">
      <div><div style="font-size:8.5px;opacity:.8;font-weight:700;letter-spacing:.08em">SPRING SALE</div><b style="font-size:14px">Up to 30% off rugs &amp; throws</b></div><span class="sp"></span><span style="height:26px;padding:0 14px;border-radius:13px;background:#fff;color:#2F5D50;font-size:9.5px;font-weight:700;display:flex;align-items:center">Shop the sale</span>
      <span style="position:absolute;right:150px;top:-20px;width:90px;height:90px;border-radius:50%;background:rgba(255,255,255,.08)"></span></div>
  </div>
  <div class="dr"><div class="row"><b style="font-size:12px">Your basket</b><span class="sp"></span><span style="font-size:9px;color:#8A8478">3 items</span></div>
    <div class="ci"><div class="th">${lamp('#E9B872', '#6B4E31', 0).replace('width="70" height="80"', 'width="36" height="40"')}</div><div style="flex:1"><b>Arden table lamp</b><div style="color:#8A8478">Qty 1</div></div><b>£64</b></div>
    <div class="ci"><div class="th" style="font-size:16px">☕</div><div style="flex:1"><b>Stoneware mug ×2</b><div style="color:#8A8478">Qty 2</div></div><b>£24</b></div>
    <div class="ci new"><div class="th">${lamp('#2F5D50', '#2B2B2B', 2).replace('width="70" height="80"', 'width="36" height="40"')}</div><div style="flex:1"><b>Hollis pendant</b><div style="color:#2FB486;font-weight:700">Just added</div></div><b>£71.20</b></div>
    <div class="sp"></div><div class="row" style="font-size:10px"><span>Subtotal</span><span class="sp"></span><b>£159.20</b></div>
    <div class="add" style="height:32px;background:#2F5D50;font-size:10px">Checkout securely</div></div>
  <div class="rp"><i class="ripple"></i></div>
  <div class="cursor">${cursorSvg('#1B1F27')}</div>`;
  return wrap('orchardretail.co.uk/lighting/lamps', inner, css, { light: true });
}

// ---------------------------------------------------------------- Stonebridge Schools: LMS
function stonebridge() {
  const due = [['Physics', 'Forces worksheet', 'Today', '#7C9CFF'], ['English', 'Macbeth essay plan', 'Thu', '#FF6B3D'], ['Maths', 'Quadratics quiz', 'Fri', '#5EE6B0']];
  const subj = [['Maths', 82, '#5EE6B0'], ['English', 74, '#FF6B3D'], ['Physics', 68, '#7C9CFF'], ['History', 77, '#FFC857']];
  const css = `
  .sb2{position:absolute;left:0;top:0;bottom:0;width:150px;background:#1E2A5A;color:#C9D2F2;padding:14px 10px;display:flex;flex-direction:column;gap:3px;font-size:10px}
  .sb2 b{color:#fff;font-size:11.5px;display:flex;align-items:center;gap:6px;margin:0 4px 14px}
  .sb2 div{height:28px;display:flex;align-items:center;gap:8px;padding:0 8px;border-radius:8px}
  .sb2 .on{background:rgba(255,255,255,.12);color:#fff}
  .mn{position:absolute;left:150px;right:0;top:0;bottom:0;padding:14px 16px;display:grid;grid-template-columns:1.15fr 1fr;grid-template-rows:auto 1fr 1fr;gap:10px;color:#1B1F27}
  .wc{grid-column:span 2;display:flex;align-items:center}
  .wc h2{font-size:16px}
  .cw{background:#fff;border:1px solid #E4DFD3;border-radius:12px;padding:10px 12px}
  .cw h4{font-size:10px;color:#5A5549;margin-bottom:6px;display:flex;align-items:center;gap:6px}
  .as{display:flex;align-items:center;gap:8px;height:36px;border-top:1px solid #EEE9DF;font-size:9.5px}
  .as .sj{width:4px;height:24px;border-radius:2px}
  .stt{position:relative;width:84px;height:18px;white-space:nowrap}
  .stt span{position:absolute;right:0;top:0;height:18px;padding:0 7px;border-radius:9px;font-size:8.5px;font-weight:700;display:flex;align-items:center}
  .a1 .todo{animation:at1 var(--D) linear infinite both}.a1 .done{animation:at2 var(--D) linear infinite both}
  @keyframes at1{0%,44%{opacity:1}46%,92%{opacity:0}96%,100%{opacity:1}}
  @keyframes at2{0%,44%{opacity:0;transform:scale(.8)}47%,92%{opacity:1;transform:scale(1)}96%,100%{opacity:0}}
  .gp{display:flex;align-items:center;gap:8px;height:30px;font-size:9.5px}
  .gp .bar{flex:1;height:7px;background:#EEE9DF}
  ${subj.map(([, v], i) => kf(`.gp${i} .bar i`, [[0, `width:${v - 6}%`], [[30 + i * 6, 90], `width:${v}%`], [100, `width:${v - 6}%`]])).join('')}
  .post{display:flex;gap:8px;padding:7px 0;border-top:1px solid #EEE9DF;font-size:9.5px;line-height:1.4}
  ${show('.post.new', 58, 92, { from: 'translateY(-8px)', f: 3 })}
  .feed{display:flex;flex-direction:column}
  ${kf('.feed .old', [[[0, 56], 'transform:translateY(-47px)'], [[60, 92], 'transform:translateY(0)'], [[97, 100], 'transform:translateY(-47px)']])}
  .upl{margin-top:6px;height:26px;border-radius:7px;border:1.5px dashed #B9C3E8;display:flex;align-items:center;justify-content:center;gap:6px;font-size:9px;color:#1E2A5A}
  .upl .pr{height:4px;width:80px;border-radius:2px;background:#E4E8F6;overflow:hidden;position:relative}
  .upl .pr i{position:absolute;left:0;top:0;bottom:0;background:#1E2A5A;display:block}
  ${kf('.upl .pr i', [[[0, 10], 'width:0%'], [[40, 92], 'width:100%'], [100, 'width:0%']])}
  ${cursorPath('.cursor', [[0, 420, 300], [18, 313, 213], [40, 313, 213], [44, 313, 213, 1], [58, 520, 330], [100, 420, 300]], '.rp i')}
  `;
  const inner = `
  <div class="sb2"><b><svg width="18" height="18" viewBox="0 0 18 18"><path d="M2 7l7-4 7 4-7 4z" fill="#FFC857"/><path d="M5 9v4c2 2 6 2 8 0V9" fill="none" stroke="#fff" stroke-width="1.6"/></svg>Stonebridge</b>
    <div class="on">${ico('layers', 13, '#fff')}Dashboard</div><div>${ico('document', 13, '#C9D2F2')}Assignments</div><div>${ico('chart', 13, '#C9D2F2')}Grades</div><div>${ico('chat', 13, '#C9D2F2')}Class feed</div><div>${ico('users', 13, '#C9D2F2')}Timetable</div></div>
  <div class="mn">
    <div class="wc"><div><h2>Good morning, Maya</h2><div style="font-size:9.5px;color:#5A5549">Year 10 · Form 10B · Attendance 97%</div></div><span class="sp"></span><span class="chip" style="background:#E4E8F6;color:#1E2A5A">3 due this week</span></div>
    <div class="cw"><h4>${ico('document', 12, '#1E2A5A')}Due this week</h4>
      ${due.map(([s, t, d, c], i) => `<div class="as ${i === 0 ? 'a1' : ''}"><span class="sj" style="background:${c}"></span><div style="flex:1"><b>${t}</b><div style="color:#8A8478;font-size:8.5px">${s} · due ${d}</div></div>${i === 0 ? '<span class="stt"><span class="todo" style="background:#FFF1D6;color:#9A6A00">Due today</span><span class="done" style="background:#DDF5EA;color:#1F7A58">Submitted ✓</span></span>' : `<span style="font-size:8.5px;color:#8A8478">${d}</span>`}</div>`).join('')}
      <div class="upl">${ico('document', 12, '#1E2A5A')}forces-worksheet.pdf<span class="pr"><i></i></span></div></div>
    <div class="cw" style="grid-row:span 2"><h4>${ico('chat', 12, '#1E2A5A')}Class feed</h4>
      <div class="feed" style="height:260px;overflow:hidden"><div class="old">
        <div class="post new"><span class="av" style="background:#7C9CFF;width:22px;height:22px;font-size:8px">JP</span><div><b>Mr Patel · Physics</b><div>Well done 10B — 24 of 28 worksheets already in. Answers go live at 4 pm.</div></div></div>
        <div class="post"><span class="av" style="background:#FF6B3D;width:22px;height:22px;font-size:8px">RM</span><div><b>Mrs Malik · English</b><div>Revision session for Macbeth moved to Room E2, Thursday lunch.</div></div></div>
        <div class="post"><span class="av" style="background:#5EE6B0;width:22px;height:22px;font-size:8px">DC</span><div><b>Ms Chen · Maths</b><div>Quadratics quiz opens Friday 9:00 — 20 minutes, calculators allowed.</div></div></div>
        <div class="post"><span class="av" style="background:#FFC857;width:22px;height:22px;font-size:8px">AO</span><div><b>Mr Obi · History</b><div>Trip letters for the Imperial War Museum are due back Monday.</div></div></div>
      </div></div></div>
    <div class="cw"><h4>${ico('chart', 12, '#1E2A5A')}Progress this term</h4>
      ${subj.map(([n, v, c], i) => `<div class="gp gp${i}"><span style="width:50px">${n}</span><div class="bar"><i style="background:${c}"></i></div><b style="width:30px;text-align:right">${v}%</b></div>`).join('')}</div>
  </div>
  <div class="rp"><i class="ripple" style="border-color:#1E2A5A"></i></div>
  <div class="cursor">${cursorSvg('#1B1F27')}</div>`;
  return wrap('learn.stonebridgeschools.org.uk/student', inner, css, { light: true });
}

// ---------------------------------------------------------------- Kitewing Travel: flight booking
function kitewing() {
  const flights = [['07:25', '10:05', '7h 40m', 'Direct', 'KiteAir', '£412'], ['09:50', '14:35', '9h 45m', '1 stop · DUB', 'Shamrock', '£338'], ['13:10', '15:55', '7h 45m', 'Direct', 'Atlantic', '£455']];
  const arc = 'M40 150 Q 170 20 300 120';
  const css = `
  .sbar{position:absolute;left:16px;right:16px;top:14px;height:52px;border-radius:12px;background:#fff;display:flex;align-items:center;gap:0;box-shadow:0 8px 24px rgba(0,0,0,.2);color:#1B1F27;overflow:hidden}
  .sbar div{flex:1;padding:0 14px;border-right:1px solid #EEE9DF;font-size:11px;font-weight:700}
  .sbar div span{display:block;font-size:8px;color:#8A8478;font-weight:400;margin-bottom:2px;text-transform:uppercase;letter-spacing:.05em}
  .sbar .go{flex:none;width:92px;height:100%;background:#FF6B3D;color:#1a0d07;display:flex;align-items:center;justify-content:center;border:0}
  .bd{position:absolute;left:16px;right:16px;top:80px;bottom:14px;display:grid;grid-template-columns:1fr 300px;gap:12px}
  .dates{display:flex;gap:6px;margin-bottom:8px}
  .dates span{flex:1;height:34px;border-radius:8px;background:#161E2A;border:1px solid #26313F;display:flex;flex-direction:column;align-items:center;justify-content:center;font-size:8.5px;color:#A8B0BC}
  .dates span b{font-size:10px;color:var(--text)}
  .dates .on{border-color:#5EE6B0;background:rgba(94,230,176,.08)}
  .fr{background:#161E2A;border:1px solid #26313F;border-radius:12px;padding:10px 12px;margin-bottom:8px;display:flex;align-items:center;gap:12px;font-size:9.5px;overflow:hidden;position:relative}
  .fr .t{font-size:13px;font-weight:700}
  .fr .ln{flex:1;height:1px;background:#3A4656;position:relative}
  .fr .ln:after{content:"✈";position:absolute;left:50%;top:-7px;font-size:10px;color:#A8B0BC}
  .fr.sel{animation:fs var(--D) ease infinite both}
  @keyframes fs{0%,26%{border-color:#26313F;height:58px}30%,90%{border-color:#5EE6B0;height:100px}96%,100%{border-color:#26313F;height:58px}}
  .fr{height:58px;align-items:flex-start;flex-wrap:wrap}
  .fr .top{display:flex;align-items:center;gap:12px;width:100%;height:36px}
  .fares{display:flex;gap:6px;width:100%}
  .fares span{flex:1;height:30px;border-radius:7px;border:1px solid #26313F;display:flex;flex-direction:column;justify-content:center;padding:0 8px;font-size:8.5px;color:#A8B0BC}
  .fares span b{color:var(--text);font-size:9.5px}
  .fares .pk{border-color:#FF6B3D;background:rgba(255,107,61,.08)}
  .mp{background:#0B1A2A;border:1px solid #26313F;border-radius:12px;position:relative;overflow:hidden}
  .pl{position:absolute;left:0;top:0;width:20px;height:20px;margin:-10px 0 0 -10px;offset-path:path("${arc}");offset-rotate:auto;animation:fly var(--D) ease-in-out infinite both}
  @keyframes fly{0%{offset-distance:0%;opacity:0}8%{opacity:1}85%{opacity:1}96%,100%{offset-distance:100%;opacity:0}}
  .arc{stroke-dasharray:100;animation:ad var(--D) ease-in-out infinite both}
  @keyframes ad{0%{stroke-dashoffset:100}85%{stroke-dashoffset:0;opacity:1}96%{stroke-dashoffset:0;opacity:0}100%{stroke-dashoffset:100;opacity:0}}
  .pin{position:absolute;font-size:9px;font-weight:700;display:flex;align-items:center;gap:5px}
  .pin i{width:10px;height:10px;border-radius:50%;border:2px solid #fff;display:block}
  ${cursorPath('.cursor', [[0, 430, 400], [20, 300, 205], [27, 300, 205, 1], [40, 420, 420], [100, 430, 400]], '.rp i')}
  `;
  const land = 'M0 60 C40 40 80 70 110 50 S170 80 150 120 S90 170 60 160 S0 150 0 120Z M200 30 C240 10 300 30 330 20 L330 200 C300 190 280 210 250 190 S190 150 210 110 S180 60 200 30Z';
  const inner = `
  <div class="sbar"><div><span>From</span>London (LHR)</div><div><span>To</span>New York JFK</div><div><span>Depart – return</span>13 May – 19 May</div><div style="flex:.6"><span>Travellers</span>1 adult</div><div class="go">Search</div></div>
  <div class="bd">
    <div>
      <div class="dates">${[['Sun 11', '£389'], ['Mon 12', '£352'], ['Tue 13', '£338'], ['Wed 14', '£361'], ['Thu 15', '£402']].map(([d, p], i) => `<span class="${i === 2 ? 'on' : ''}">${d}<b>${p}</b></span>`).join('')}</div>
      ${flights.map(([a, b, d, st, al, p], i) => `<div class="fr ${i === 1 ? 'sel' : ''}"><div class="top"><div><div class="t">${a}</div><div style="color:#A8B0BC">LHR</div></div><div class="ln"></div><div><div class="t">${b}</div><div style="color:#A8B0BC">JFK</div></div><div style="width:86px"><b>${d}</b><div style="color:${st === 'Direct' ? '#5EE6B0' : '#A8B0BC'}">${st}</div></div><div style="width:58px;color:#A8B0BC">${al}</div><b style="font-size:14px;color:${i === 1 ? '#FF6B3D' : 'var(--text)'}">${p}</b></div>
        ${i === 1 ? '<div class="fares"><span><b>Light · £338</b>cabin bag only</span><span class="pk"><b>Classic · £376</b>23 kg bag · seat</span><span><b>Flex · £452</b>free changes</span></div>' : ''}</div>`).join('')}
    </div>
    <div class="mp">
      <svg width="300" height="230" viewBox="0 0 330 230" style="position:absolute;left:0;top:0"><path d="${land}" fill="#15293D"/><path d="${arc}" fill="none" stroke="#2A3A4E" stroke-width="2" stroke-dasharray="4 5"/><path class="arc" d="${arc}" pathLength="100" fill="none" stroke="#FF6B3D" stroke-width="2"/></svg>
      <div class="pl" style="left:0;top:0"><svg width="20" height="20" viewBox="0 0 24 24"><path d="M2 12l8-2 5-8h2l-2 8 6 0 2-2h1l-1 4 1 4h-1l-2-2h-6l2 8h-2l-5-8-8-2z" fill="#F4F1EA" transform="rotate(0 12 12)"/></svg></div>
      <div class="pin" style="left:30px;top:118px"><i style="background:#5EE6B0"></i>LHR</div>
      <div class="pin" style="left:252px;top:100px"><i style="background:#FF6B3D"></i>JFK</div>
      <div style="position:absolute;left:12px;right:12px;bottom:12px;background:#161E2A;border:1px solid #26313F;border-radius:10px;padding:9px 10px;font-size:9px">
        <div class="row"><b style="font-size:10px">Price alert</b><span class="sp"></span><span class="chip mi">−£27 since Friday</span></div>
        <div style="color:#A8B0BC;margin-top:4px">Fares for 13 May are 14% below the typical price for this route.</div></div>
    </div>
  </div>
  <div class="rp"><i class="ripple"></i></div>
  <div class="cursor">${cursorSvg()}</div>`;
  return wrap('kitewing.travel/flights/LHR-JFK', inner, css);
}


// ---------------------------------------------------------------- Calder Energy: home energy dashboard
function calder() {
  const N = 36;
  const usage = Array.from({ length: N }, (_, i) => {
    const h = i / 2 + 4; // from 04:00
    let v = 0.18 + 0.05 * Math.sin(i * 1.7);
    if (h >= 6.5 && h < 9) v += 0.35;
    if (h >= 17 && h < 21) v += 0.5;
    if (h >= 12 && h < 14) v += 0.15;
    return Math.min(0.95, v);
  });
  const solar = Array.from({ length: 13 }, (_, i) => Math.max(0, Math.sin((i / 12) * Math.PI)) * 0.75 + 0.02);
  const bat = roller('bat', ['72%', '73%', '74%', '75%', '76%'], [20, 40, 60, 80, 96], 22);
  const css = `${bat.css}
  .nv{height:44px;display:flex;align-items:center;gap:16px;padding:0 16px;border-bottom:1px solid #26313F;font-size:10px;color:#A8B0BC}
  .nv b{color:#fff;font-size:12px;display:flex;align-items:center;gap:6px}
  .nv .on{color:#fff}
  .bd{position:absolute;left:0;right:0;top:44px;bottom:0;padding:12px 14px;display:grid;grid-template-columns:1fr 210px;grid-template-rows:66px 1fr;gap:10px}
  .kp{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}
  .kc{background:#151C26;border:1px solid #26313F;border-radius:12px;padding:9px 12px}
  .kc .l{font-size:9.5px;color:#A8B0BC}.kc .v{font-size:18px;font-weight:700;margin-top:3px}
  .ch{background:#151C26;border:1px solid #26313F;border-radius:12px;padding:10px 12px;position:relative}
  .bars{position:absolute;left:12px;right:12px;bottom:26px;height:190px;display:flex;align-items:flex-end;gap:3px}
  .bars i{flex:1;border-radius:3px 3px 0 0;background:#7C9CFF;display:block;transform-origin:bottom}
  .bars i.pk{background:#FF6B3D}
  .bars i.fut{background:#2A3442}
  .bars i.now{animation:nw calc(var(--D) / 2) ease-in-out infinite both}
  @keyframes nw{0%,100%{transform:scaleY(.55)}50%{transform:scaleY(1)}}
  .sol{position:absolute;left:12px;right:12px;bottom:26px;height:190px}
  .ax{position:absolute;left:12px;right:12px;bottom:8px;display:flex;justify-content:space-between;font-size:8px;color:#6E7784}
  .nowl{position:absolute;bottom:26px;height:200px;width:2px;background:#F4F1EA;opacity:.6}
  .side{grid-row:span 2;display:flex;flex-direction:column;gap:10px}
  .tg{width:30px;height:17px;border-radius:9px;background:#2A3442;position:relative;flex:none}
  .tg:after{content:"";position:absolute;left:2px;top:2px;width:13px;height:13px;border-radius:50%;background:#fff}
  .tg.on{background:#5EE6B0}.tg.on:after{left:15px}
  .tg.fl{animation:tgb var(--D) ease infinite both}.tg.fl:after{animation:tga var(--D) ease infinite both}
  @keyframes tgb{0%,40%{background:#2A3442}44%,92%{background:#5EE6B0}96%,100%{background:#2A3442}}
  @keyframes tga{0%,40%{left:2px}44%,92%{left:15px}96%,100%{left:2px}}
  .dv{display:flex;align-items:center;gap:8px;height:21px;font-size:9.5px}
  .dv .bar{flex:1;height:5px;background:#242B36}
  ${show('.ev', 44, 92, { from: 'translateY(6px)' })}
  .chg{animation:chg calc(var(--D) / 2) ease-in-out infinite both}
  @keyframes chg{0%,100%{opacity:.5}50%{opacity:1}}
  `;
  const nowIdx = 22;
  const body = `
  <div class="nv"><b><svg width="18" height="18" viewBox="0 0 18 18"><path d="M10 1L3 10h5l-1 7 7-9H9z" fill="#5EE6B0"/></svg>Calder Energy</b><span class="on">My home</span><span>Usage</span><span>Bills</span><span>Smart charging</span><span class="sp"></span><span>12 Kestrel Way, Leeds</span><span class="av" style="background:#FFC857">JR</span></div>
  <div class="bd">
    <div class="kp">
      <div class="kc"><div class="l">Used today</div><div class="v">14.2 <span style="font-size:10px;color:#A8B0BC">kWh</span></div></div>
      <div class="kc"><div class="l">Solar generated</div><div class="v" style="color:#FFC857">9.8 <span style="font-size:10px;color:#A8B0BC">kWh</span></div></div>
      <div class="kc"><div class="l">This month so far</div><div class="v">£42.18 <span style="font-size:9.5px;color:#5EE6B0">−12%</span></div></div>
    </div>
    <div class="side">
      <div class="kc row g10" style="padding:10px 12px">${ring(64, 7, 76, C.mint, { inner: `<b style="font-size:13px;height:22px">${bat.html}</b>` })}<div><b style="font-size:11px">Home battery</b><div class="muted chg" style="font-size:9px;margin-top:3px">⚡ Charging from solar</div><div class="muted" style="font-size:9px">≈ 7.6 kWh stored</div></div></div>
      <div class="kc"><b style="font-size:10.5px">Your tariff · Calder Flex</b>
        <div class="dv" style="margin-top:4px"><span class="dot" style="background:#5EE6B0"></span><span style="flex:1">Off-peak 00:30–05:30</span><b>7.5p</b></div>
        <div class="dv"><span class="dot" style="background:#7C9CFF"></span><span style="flex:1">Standard</span><b>24.1p</b></div>
        <div class="dv"><span class="dot" style="background:#FF6B3D"></span><span style="flex:1">Peak 16:00–19:00</span><b>38.2p</b></div>
        <div class="row g8" style="font-size:9.5px;margin-top:6px"><span style="flex:1">Charge EV at off-peak</span><span class="tg fl"></span></div>
        <div class="ev chip mi" style="margin-top:7px">EV scheduled 01:00 · saves £3.40</div></div>
      <div class="kc" style="flex:1"><b style="font-size:10.5px">Where it went · today</b>
        ${[['Heating', 38, '#FF6B3D'], ['EV charger', 24, '#7C9CFF'], ['Kitchen', 14, '#FFC857']].map(([n, v, c]) => `<div class="dv"><span style="width:62px">${n}</span><div class="bar"><i style="width:${v * 2.2}%;background:${c}"></i></div><span style="width:26px;text-align:right">${v}%</span></div>`).join('')}</div>
    </div>
    <div class="ch"><div class="row" style="font-size:10.5px"><b>Today · half-hourly</b><span class="sp"></span><span class="row g6" style="font-size:9px;color:#A8B0BC"><span class="dot" style="background:#7C9CFF"></span>Grid<span class="dot" style="background:#FF6B3D;margin-left:6px"></span>Peak<span class="dot" style="background:#FFC857;margin-left:6px"></span>Solar</span></div>
      <div class="sol">${lineChart(solar, 360, 190, C.amber, { fillOpacity: 0.22, width: 1.8, pad: 0 }).replace('width="360"', 'width="100%"').replace('viewBox="0 0 360 190"', 'viewBox="0 0 360 190" preserveAspectRatio="none"')}</div>
      <div class="bars">${usage.map((v, i) => `<i class="${i === nowIdx ? 'now' : i > nowIdx ? 'fut' : (i / 2 + 4 >= 16 && i / 2 + 4 < 19) ? 'pk' : ''}" style="height:${(i > nowIdx ? v * 0.5 : v) * 100}%"></i>`).join('')}</div>
      <div class="ax">${['04:00', '08:00', '12:00', '16:00', '20:00'].map((t) => `<span>${t}</span>`).join('')}</div>
    </div>
  </div>`;
  return wrap('my.calderenergy.co.uk/home', body, css);
}

// ---------------------------------------------------------------- Aster Insurance: quote flow
function aster() {
  const price = roller('pr', ['£36.10', '£38.40', '£41.25'], [28, 50, 94], 30);
  const yearly = roller('py', ['£399.90', '£428.90', '£461.30'], [28, 50, 94], 14);
  const css = `${STEP_CSS}${price.css}${yearly.css}
  .hd{height:44px;display:flex;align-items:center;gap:14px;padding:0 18px;background:#fff;border-bottom:1px solid #E4DFD3}
  .hd b{font-size:12px;display:flex;align-items:center;gap:6px;color:#3B2E8C}
  .bd{position:absolute;left:0;right:0;top:44px;bottom:0;display:grid;grid-template-columns:1fr 230px;gap:14px;padding:14px 18px}
  .fm{background:#fff;border:1px solid #E4DFD3;border-radius:12px;padding:12px 14px}
  .fm h3{font-size:13px;margin-bottom:2px}
  .veh{display:flex;align-items:center;gap:10px;margin:10px 0;padding:8px 10px;border-radius:10px;background:#F4F1FB}
  .plate{height:24px;padding:0 8px;border-radius:4px;background:#FFD447;border:1px solid #C9A520;font-family:"DejaVu Sans Mono",monospace;font-weight:700;font-size:11px;display:flex;align-items:center;letter-spacing:.06em}
  .cov{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
  .cov div{border:1.5px solid #E4DFD3;border-radius:10px;padding:8px;font-size:9px;color:#5A5549}
  .cov div b{display:block;color:#1B1F27;font-size:10px;margin-bottom:2px}
  .cov .on{border-color:#5B4BDB;background:#F4F1FB}
  .op{display:flex;align-items:center;gap:10px;height:36px;border-top:1px solid #EEE9DF;font-size:10px}
  .op .d{font-size:8.5px;color:#8A8478}
  .tg{width:32px;height:18px;border-radius:9px;background:#D9D3C6;position:relative;flex:none}
  .tg:after{content:"";position:absolute;left:2px;top:2px;width:14px;height:14px;border-radius:50%;background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.2)}
  .tg.on{background:#5B4BDB}.tg.on:after{left:16px}
  .t1{animation:tb1 var(--D) ease infinite both}.t1:after{animation:ta1 var(--D) ease infinite both}
  .t2{animation:tb2 var(--D) ease infinite both}.t2:after{animation:ta2 var(--D) ease infinite both}
  @keyframes tb1{0%,24%{background:#D9D3C6}27%,92%{background:#5B4BDB}96%,100%{background:#D9D3C6}}
  @keyframes ta1{0%,24%{left:2px}27%,92%{left:16px}96%,100%{left:2px}}
  @keyframes tb2{0%,46%{background:#D9D3C6}49%,92%{background:#5B4BDB}96%,100%{background:#D9D3C6}}
  @keyframes ta2{0%,46%{left:2px}49%,92%{left:16px}96%,100%{left:2px}}
  .qt{background:#2A2169;color:#fff;border-radius:14px;padding:14px;display:flex;flex-direction:column;gap:8px;position:relative;overflow:hidden}
  .qt:before{content:"";position:absolute;right:-40px;top:-40px;width:130px;height:130px;border-radius:50%;background:rgba(124,156,255,.18)}
  .qt .inc{display:flex;align-items:center;gap:7px;font-size:9.5px;color:#D9D5F5}
  .qt .inc .tick{width:14px;height:14px}
  ${show('.inc.x1', 27, 92, { from: 'translateX(6px)', f: 3 })}${show('.inc.x2', 49, 92, { from: 'translateX(6px)', f: 3 })}
  .buy{height:34px;border-radius:9px;background:#FF6B3D;color:#1a0d07;font-weight:700;font-size:11px;display:flex;align-items:center;justify-content:center;margin-top:auto}
  ${kf('.buy', [[[0, 70], 'transform:scale(1)'], [72, 'transform:scale(.95)'], [[75, 100], 'transform:scale(1)']])}
  .ref{position:absolute;left:14px;right:14px;bottom:56px;background:#fff;color:#1B1F27;border-radius:10px;padding:8px 10px;font-size:9.5px;display:flex;align-items:center;gap:8px;box-shadow:0 10px 20px rgba(0,0,0,.3)}
  ${show('.ref', 74, 92, { from: 'translateY(8px)' })}
  ${cursorPath('.cursor', [[0, 360, 400], [18, 458, 250], [24, 458, 250, 1], [40, 458, 286], [46, 458, 286, 1], [62, 612, 370], [70, 618, 376, 1], [84, 520, 420], [100, 360, 400]], '.rp i')}
  `;
  const body = `
  <div class="hd"><b><svg width="18" height="18" viewBox="0 0 18 18"><path d="M9 1l2.2 5.3L17 7l-4.4 3.8L14 17l-5-3-5 3 1.4-6.2L1 7l5.8-.7z" fill="#5B4BDB"/></svg>Aster Insurance</b><span class="sp"></span>
    <span class="step done"><i>✓</i>Vehicle</span><span class="step done"><i>✓</i>Driver</span><span class="step on"><i style="background:#5B4BDB;color:#fff">3</i>Cover</span><span class="step"><i>4</i>Quote</span></div>
  <div class="bd">
    <div class="fm"><h3>Choose your cover</h3><div style="font-size:9.5px;color:#8A8478">Prices update as you go — no hidden fees.</div>
      <div class="veh"><span class="plate">LK71 XRT</span><div style="font-size:9.5px"><b>Ford Puma ST-Line · 2021</b><div style="color:#8A8478">1.0 EcoBoost · parked on driveway</div></div></div>
      <div class="cov"><div><b>Third party</b>Legal minimum</div><div><b>Third party, fire &amp; theft</b>+ theft cover</div><div class="on"><b>Comprehensive</b>Recommended</div></div>
      <div style="margin-top:10px">
        <div class="op"><div style="flex:1"><b>Protect my no-claims bonus</b><div class="d">9 years NCB · keep it after one claim</div></div><span class="tg t1"></span></div>
        <div class="op"><div style="flex:1"><b>Courtesy car</b><div class="d">Small hatchback while yours is repaired</div></div><span class="tg t2"></span></div>
        <div class="op"><div style="flex:1"><b>European breakdown</b><div class="d">Roadside help in 44 countries</div></div><span class="tg"></span></div>
        <div class="op"><div style="width:150px"><b>Voluntary excess</b><div class="d">Higher excess, lower price</div></div><div style="flex:1;position:relative;height:6px;border-radius:3px;background:#E4DFD3;margin:0 10px"><i style="position:absolute;left:0;top:0;bottom:0;width:40%;border-radius:3px;background:#5B4BDB"></i><i style="position:absolute;left:40%;top:-5px;width:16px;height:16px;margin-left:-8px;border-radius:50%;background:#fff;border:2px solid #5B4BDB"></i></div><b>£250</b></div>
      </div></div>
    <div class="qt"><div style="font-size:9px;opacity:.8;font-weight:700;letter-spacing:.06em">YOUR QUOTE</div>
      <div style="font-size:26px;font-weight:700;height:30px;line-height:30px">${price.html}<span style="font-size:11px;font-weight:400;opacity:.8"> /month</span></div>
      <div style="font-size:9.5px;color:#D9D5F5">or ${yearly.html} paid yearly</div>
      <div class="hair" style="background:rgba(255,255,255,.15);margin:4px 0"></div>
      <div class="inc"><span class="tick">${tickSvg(8)}</span>Comprehensive · £250 excess</div>
      <div class="inc"><span class="tick">${tickSvg(8)}</span>Windscreen cover</div>
      <div class="inc x1"><span class="tick">${tickSvg(8)}</span>Protected no-claims bonus</div>
      <div class="inc x2"><span class="tick">${tickSvg(8)}</span>Courtesy car</div>
      <div class="ref"><span class="tick" style="width:18px;height:18px;background:#2FB486">${tickSvg(10, '#fff')}</span><div><b>Quote saved</b><div style="color:#8A8478;font-size:8.5px">Ref AQ-58213 · valid 30 days</div></div></div>
      <div class="buy">Continue to buy</div></div>
  </div>
  <div class="rp"><i class="ripple" style="border-color:#5B4BDB"></i><i class="ripple" style="border-color:#5B4BDB"></i><i class="ripple"></i></div>
  <div class="cursor">${cursorSvg('#1B1F27')}</div>`;
  return wrap('quote.asterinsurance.co.uk/car/cover', body, css, { light: true });
}

// ---------------------------------------------------------------- Meridian Freight: shipment tracking map
function meridian() {
  const road = 'M230 236 C 220 200 200 170 170 150 S 120 100 110 70';
  const steps = [['Collected · Rotterdam', 'Mon 06:40', 'd'], ['Sailed · Europoort', 'Mon 09:15', 'd'], ['Arrived · Felixstowe', 'Mon 21:50', 'd'], ['On the road · A14', 'ETA 15:20', 'a'], ['Delivered · Manchester', '—', '']];
  const css = `
  .mp{position:absolute;left:0;top:0;bottom:0;width:470px;background:#0C2233;overflow:hidden}
  .tk{position:absolute;left:0;top:0;width:26px;height:26px;margin:-13px 0 0 -13px;border-radius:50%;background:#FF6B3D;display:flex;align-items:center;justify-content:center;box-shadow:0 0 0 6px rgba(255,107,61,.22);offset-path:path("${road}");offset-rotate:0deg;animation:tkm var(--D) ease-in-out infinite both}
  @keyframes tkm{0%{offset-distance:18%}100%{offset-distance:18%}50%{offset-distance:46%}}
  .tkl{position:absolute;left:0;top:0;offset-path:path("${road}");offset-rotate:0deg;offset-anchor:-14px 40px;animation:tkm var(--D) ease-in-out infinite both;background:#151C26;border:1px solid #26313F;border-radius:8px;padding:5px 8px;font-size:9px;white-space:nowrap}
  .done{stroke-dasharray:100}
  .city{position:absolute;font-size:9px;font-weight:700;display:flex;align-items:center;gap:5px;color:#DCE6F0}
  .city i{width:9px;height:9px;border-radius:50%;border:2px solid #0C2233;box-shadow:0 0 0 1.5px #DCE6F0;display:block;background:#DCE6F0}
  .pn{position:absolute;left:482px;right:12px;top:12px;bottom:12px;display:flex;flex-direction:column;gap:10px}
  .cw{background:#151C26;border:1px solid #26313F;border-radius:12px;padding:10px 12px}
  .tl .it{position:relative;padding-left:22px;height:34px;font-size:9.5px}
  .tl .it:before{content:"";position:absolute;left:6px;top:14px;bottom:-6px;width:2px;background:#26313F}
  .tl .it:last-child:before{display:none}
  .tl .dt{position:absolute;left:1px;top:2px;width:12px;height:12px;border-radius:50%;border:2px solid #3A4656;background:#151C26}
  .tl .d .dt{background:#5EE6B0;border-color:#5EE6B0}
  .tl .a .dt{background:#FF6B3D;border-color:#FF6B3D;animation:pp calc(var(--D) / 3) ease-out infinite both}
  @keyframes pp{0%{box-shadow:0 0 0 0 rgba(255,107,61,.6)}100%{box-shadow:0 0 0 8px rgba(255,107,61,0)}}
  .eta{display:inline-block;height:20px;overflow:hidden;vertical-align:top}
  .eta>span{display:block;animation:er var(--D) ease-in-out infinite both}
  .eta>span>span{display:block;height:20px;line-height:20px}
  @keyframes er{0%,30%{transform:translateY(0)}36%,92%{transform:translateY(-20px)}97%,100%{transform:translateY(0)}}
  .tmp{display:flex;align-items:flex-end;gap:2px;height:30px}
  .tmp i{flex:1;background:#5EE6B0;opacity:.7;border-radius:2px 2px 0 0;display:block}
  `;
  const land = 'M0 0 H260 C 250 40 270 70 250 110 S 270 170 250 210 C 245 225 250 232 262 240 L 300 300 H0Z';
  const land2 = 'M470 120 C 430 140 420 180 400 200 S 380 260 360 280 L 470 300Z';
  const R = [0.4, 0.42, 0.41, 0.43, 0.4, 0.39, 0.42, 0.44, 0.41, 0.4, 0.42, 0.41, 0.43, 0.42, 0.4, 0.41];
  const body = `
  <div class="mp">
    <svg width="470" height="432" viewBox="0 0 470 300" preserveAspectRatio="xMidYMid slice" style="position:absolute;inset:0">
      <defs><pattern id="gr" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M20 0H0V20" fill="none" stroke="#12304A" stroke-width=".6"/></pattern></defs>
      <rect width="470" height="300" fill="url(#gr)"/>
      <path d="${land}" fill="#17324A" stroke="#234765"/><path d="${land2}" fill="#17324A" stroke="#234765"/>
      <path d="M60 40 L150 120 M30 150 L200 90 M120 200 L240 160" stroke="#21425E" stroke-width="1.5"/>
      <path d="M470 230 C 400 236 330 246 300 250 S 260 248 230 236" fill="none" stroke="#7C9CFF" stroke-width="2" stroke-dasharray="3 4" opacity=".8"/>
      <path d="${road}" fill="none" stroke="#2B4A68" stroke-width="3"/>
      <path d="${road}" fill="none" stroke="#FF6B3D" stroke-width="3" pathLength="100" stroke-dasharray="18 100"/>
    </svg>
    <div style="position:absolute;inset:0;transform-origin:0 0;transform:scale(${432 / 300});left:${(470 - 470 * 432 / 300) / 2}px">
      <div class="city" style="left:104px;top:62px"><i></i>Manchester</div>
      <div class="city" style="left:226px;top:230px"><i></i>Felixstowe</div>
      <div class="city" style="left:396px;top:222px"><i style="background:#7C9CFF"></i>Rotterdam</div>
      <div class="tk"><svg width="14" height="14" viewBox="0 0 24 24"><path d="M2 7h11v9H2zM13 10h4l3 3v3h-7z" fill="#1a0d07"/><circle cx="6" cy="17.5" r="1.8" fill="#1a0d07"/><circle cx="16.5" cy="17.5" r="1.8" fill="#1a0d07"/></svg></div>
    </div>
    <div style="position:absolute;left:12px;bottom:12px;background:rgba(21,28,38,.92);border:1px solid #26313F;border-radius:10px;padding:8px 10px;font-size:9px;display:flex;gap:12px"><span class="row g4"><span class="dot" style="background:#7C9CFF"></span>Sea leg · done</span><span class="row g4"><span class="dot" style="background:#FF6B3D"></span>Road leg · live</span><span class="muted">Updated 12 s ago</span></div>
  </div>
  <div class="pn">
    <div class="cw"><div class="row"><b style="font-size:12px" class="mono">MF-20418</b><span class="sp"></span><span class="chip or">In transit</span></div>
      <div class="muted" style="font-size:9px;margin-top:3px">14 pallets · chilled produce · Reefer trailer</div>
      <div class="row" style="margin-top:8px"><div><div class="muted" style="font-size:8.5px">ETA Manchester DC</div><b style="font-size:15px"><span class="eta"><span><span>15:35</span><span>15:20</span></span></span></b></div><span class="sp"></span><div style="text-align:right"><div class="muted" style="font-size:8.5px">Remaining</div><b style="font-size:15px">162 mi</b></div></div>
      <div class="bar" style="margin-top:8px;height:6px"><i style="width:71%;background:linear-gradient(90deg,#7C9CFF,#FF6B3D)"></i></div></div>
    <div class="cw tl" style="flex:1">${steps.map(([t, d, k]) => `<div class="it ${k}"><span class="dt"></span><b>${t}</b><div class="muted" style="font-size:8.5px">${d}</div></div>`).join('')}</div>
    <div class="cw"><div class="row" style="font-size:9.5px"><b>Trailer temperature</b><span class="sp"></span><b class="mi">4.2°C</b></div>
      <div class="tmp" style="margin-top:6px">${R.map((v) => `<i style="height:${v * 70}%"></i>`).join('')}</div></div>
  </div>`;
  return wrap('track.meridianfreight.com/MF-20418', body, css);
}

// ---------------------------------------------------------------- NovaBank: business account onboarding
function novabank() {
  const css = `
  .lp{position:absolute;left:0;top:0;bottom:0;width:330px;padding:26px 24px;background:linear-gradient(160deg,#131A3A,#0F131A);border-right:1px solid #26313F}
  .lp h2{font-size:20px;line-height:1.2;margin:12px 0 8px}
  .lp .bl{display:flex;align-items:center;gap:8px;font-size:10px;color:#C9D2F2;height:26px}
  .lp .bl .tick{width:16px;height:16px}
  .rp2{position:absolute;left:330px;right:0;top:0;bottom:0;display:flex;align-items:center;justify-content:center}
  .ob{width:340px;height:340px;background:#151C26;border:1px solid #26313F;border-radius:16px;padding:16px;position:relative;overflow:hidden}
  .stp{display:flex;gap:6px;margin-bottom:14px}
  .stp i{flex:1;height:4px;border-radius:2px;background:#26313F;display:block}
  .stp i.d{background:#7C9CFF}
  .stp i.a{background:#26313F;position:relative;overflow:hidden}
  .stp i.a:after{content:"";position:absolute;left:0;top:0;bottom:0;background:#7C9CFF;animation:sa var(--D) ease infinite both}
  @keyframes sa{0%{width:0}46%,92%{width:100%}97%,100%{width:0}}
  .pg{position:absolute;left:16px;right:16px;top:44px;bottom:16px}
  .p1{animation:p1 var(--D) ease infinite both}
  @keyframes p1{0%,48%{opacity:1;transform:none}53%,95%{opacity:0;transform:translateX(-20px)}100%{opacity:1;transform:none}}
  .p2{animation:p2 var(--D) ease infinite both}
  @keyframes p2{0%,49%{opacity:0;transform:translateX(20px)}55%,92%{opacity:1;transform:none}96%,100%{opacity:0;transform:translateX(20px)}}
  .face{width:150px;height:150px;margin:12px auto 0;border-radius:50%;position:relative;background:#0F131A}
  .face .scan{position:absolute;inset:-6px;border-radius:50%;background:conic-gradient(from 0deg,#7C9CFF,transparent 30%,transparent);animation:rot calc(var(--D) / 4) linear infinite;-webkit-mask:radial-gradient(circle,transparent 72px,#000 73px);mask:radial-gradient(circle,transparent 72px,#000 73px)}
  @keyframes rot{to{transform:rotate(360deg)}}
  .face .prg{position:absolute;inset:-6px}
  .fl{stroke-dasharray:0 100;animation:fl var(--D) linear infinite both}
  @keyframes fl{0%,6%{stroke-dasharray:0 100}40%,100%{stroke-dasharray:100 100}}
  .ok{position:absolute;right:4px;bottom:6px;width:34px;height:34px}
  ${show('.ok', 40, 48, { from: 'scale(.3)', f: 2 })}
  .lbl2{text-align:center;margin-top:14px;font-size:11px;font-weight:700;height:16px;position:relative}
  .lbl2 span{position:absolute;left:0;right:0}
  ${kf('.lbl2 .a', [[[0, 39], 'opacity:1'], [[41, 100], 'opacity:0']])}
  ${kf('.lbl2 .b', [[[0, 40], 'opacity:0'], [[42, 100], 'opacity:1']])}
  .acc{border-radius:12px;background:linear-gradient(135deg,#7C9CFF,#4D5FD1);padding:12px 14px;color:#0E1116;height:118px;position:relative;overflow:hidden;margin-top:10px}
  .acc:after{content:"";position:absolute;right:-30px;bottom:-40px;width:120px;height:120px;border-radius:50%;background:rgba(255,255,255,.18)}
  .dl{display:flex;height:30px;align-items:center;border-top:1px solid #26313F;font-size:10px}
  `;
  const body = `
  <div class="lp"><div class="row g8"><svg width="22" height="22" viewBox="0 0 22 22"><circle cx="11" cy="11" r="10" fill="#7C9CFF"/><path d="M6 15V7l10 8V7" stroke="#0E1116" stroke-width="2.2" fill="none" stroke-linejoin="round"/></svg><b style="font-size:13px">NovaBank</b><span class="chip pe" style="margin-left:6px">Business</span></div>
    <h2>Open a business account in 8 minutes.</h2>
    <div class="muted" style="font-size:10px;line-height:1.5;margin-bottom:14px">FSCS-protected. No monthly fee for your first 12 months.</div>
    ${['Instant sort code &amp; account number', 'Virtual card ready straight away', 'Connects to Xero, QuickBooks &amp; FreeAgent', 'Verified with your phone camera'].map((t) => `<div class="bl"><span class="tick">${tickSvg(9)}</span>${t}</div>`).join('')}
    <div class="row g6" style="margin-top:16px"><span class="chip">★ 4.8 · 12k reviews</span><span class="chip">FCA regulated</span></div></div>
  <div class="rp2"><div class="ob">
    <div class="stp"><i class="d"></i><i class="a"></i><i></i></div>
    <div class="pg p1"><div style="font-size:9px;color:#A8B0BC;font-weight:700;letter-spacing:.05em">STEP 2 OF 3</div><b style="font-size:14px">Verify your identity</b>
      <div class="face">
        <svg width="150" height="150" viewBox="0 0 150 150" style="position:absolute;inset:0"><circle cx="75" cy="62" r="24" fill="#2A3442"/><path d="M30 130c8-26 26-38 45-38s37 12 45 38" fill="#2A3442"/></svg>
        <div class="scan"></div>
        <svg class="prg" width="162" height="162" viewBox="0 0 162 162" style="transform:rotate(-90deg)"><circle cx="81" cy="81" r="78" fill="none" stroke="#5EE6B0" stroke-width="4" stroke-linecap="round" pathLength="100" class="fl"/></svg>
        <span class="tick ok">${tickSvg(18)}</span>
      </div>
      <div class="lbl2"><span class="a">Hold still — matching to your passport…</span><span class="b mi">Identity verified</span></div>
      <div class="muted" style="text-align:center;font-size:9px;margin-top:4px">Passport ending 4471 · liveness check</div></div>
    <div class="pg p2"><div style="font-size:9px;color:#A8B0BC;font-weight:700;letter-spacing:.05em">ALL DONE</div><b style="font-size:14px">Your account is ready</b>
      <div class="acc"><div class="row"><b style="font-size:11px">Kestrel Studio Ltd</b><span class="sp"></span><span style="font-size:9px;font-weight:700">VISA</span></div>
        <div class="mono" style="font-size:13px;margin-top:22px;letter-spacing:.1em">•••• •••• •••• 2048</div><div style="font-size:8.5px;margin-top:6px;opacity:.8">Virtual debit card · active</div></div>
      <div class="dl" style="margin-top:8px"><span class="muted" style="flex:1">Sort code</span><b class="mono">04-00-75</b></div>
      <div class="dl"><span class="muted" style="flex:1">Account number</span><b class="mono">41820937</b></div>
      <div class="btn" style="width:100%;margin-top:8px;background:#7C9CFF;color:#0E1116">Go to dashboard</div></div>
  </div></div>`;
  return wrap('open.novabank.co.uk/business', body, css);
}

export const projectScenes = [
  { key: 'projects/harbourline-portal', html: harbourline },
  { key: 'projects/pinecrest-booking', html: pinecrest },
  { key: 'projects/orchard-store', html: orchard },
  { key: 'projects/stonebridge-lms', html: stonebridge },
  { key: 'projects/kitewing-travel', html: kitewing },
  { key: 'projects/calder-dashboard', html: calder },
  { key: 'projects/aster-quotes', html: aster },
  { key: 'projects/meridian-tracking', html: meridian },
  { key: 'projects/novabank-onboarding', html: novabank },
];
