// Product UI scenes (800x500, seamless 4.8 s loops).
import {
  page, sidebar, topbar, ico, markSvg, lineChart, ring, show, kf, ticker, odoDigit, cursorPath, cursorSvg, tickSvg, rng, C,
} from '../lib/ui.mjs';

// ---------------------------------------------------------------- AI call analytics
function callAnalytics() {
  const odo = odoDigit(2, 10, { h: 26 });
  const calls = [
    ['DK', C.peri, '+44 7700 900412', 'Billing', '04:12', 'Positive', 'mi'],
    ['RS', C.mint, '+1 214 555 0148', 'Cancellations', '07:55', 'Negative', 'red'],
    ['MJ', C.orange, '+44 161 496 0732', 'Tech support', '02:38', 'Neutral', ''],
    ['AP', C.amber, '+91 80 5550 1923', 'Sales', '01:06', 'Positive', 'mi'],
    ['LW', C.peri, '+44 20 7946 0881', 'Billing', '05:41', 'Neutral', ''],
  ];
  const row = ([ini, col, num, q, dur, s, sc]) => `<div class="crow"><span class="av" style="background:${col}">${ini}</span>
    <div class="col" style="min-width:0;flex:1"><b style="font-size:10.5px">${num}</b><span class="dim" style="font-size:9px">${q} · ${ini === 'RS' ? 'Tom B.' : ini === 'MJ' ? 'Ana G.' : 'Priya K.'}</span></div>
    <span class="mono muted" style="width:38px">${dur}</span><span class="chip ${sc}" style="width:64px;justify-content:center">${s}</span></div>`;
  const list = [...calls, ...calls].map(row).join('');
  const wave = Array.from({ length: 46 }, (_, i) => {
    const r = rng(i + 7)();
    return `<i style="animation-delay:${(-(i * 0.11) - r * 0.5).toFixed(2)}s;height:${(20 + r * 30).toFixed(0)}px"></i>`;
  }).join('');
  const css = `
  ${odo.css}
  .kpis{display:grid;grid-template-columns:1.25fr 1fr 1fr 1fr;gap:10px}
  .kpis .card{padding:10px 12px}
  .grid2{display:grid;grid-template-columns:1.1fr 1fr;gap:10px;flex:1;min-height:0}
  .crow{height:52px;display:flex;align-items:center;gap:9px;padding:0 2px;border-bottom:1px solid var(--line)}
  .lc{height:260px;overflow:hidden;position:relative}
  .lc .lst{position:absolute;left:0;right:0;top:0}
  ${ticker('.lc .lst', 5, 52, { dir: 1, move: 0.3 })}
  .flash{position:absolute;left:-12px;right:-12px;top:0;height:52px;background:linear-gradient(90deg,rgba(94,230,176,.16),transparent);pointer-events:none}
  ${kf('.flash', [[0, 'opacity:0'], [14, 'opacity:1'], [60, 'opacity:.0'], [100, 'opacity:0']], { dur: 'calc(var(--D) / 5)', ease: 'ease-out' })}
  .wave{display:flex;align-items:center;gap:3px;height:40px}
  .wave i{display:block;width:3px;border-radius:2px;background:linear-gradient(var(--or),var(--pe));animation:wv calc(var(--D) / 4) ease-in-out infinite both}
  @keyframes wv{0%,100%{transform:scaleY(.25)}50%{transform:scaleY(1)}}
  .bub{padding:6px 9px;border-radius:10px;font-size:9.5px;line-height:1.4;max-width:94%}
  .bub.c{background:#202733;border-top-left-radius:3px}
  .bub.a{background:rgba(124,156,255,.14);margin-left:auto;border-top-right-radius:3px}
  .kw{color:var(--or);font-weight:700;background:rgba(255,107,61,.14);border-radius:4px;padding:0 3px}
  ${show('.b2', 10, 88)} ${show('.b3', 40, 88)}
  ${kf('.kw', [[0, 'box-shadow:0 0 0 0 rgba(255,107,61,0)'], [[12, 40], 'box-shadow:0 0 0 0 rgba(255,107,61,0)'], [46, 'box-shadow:0 0 0 3px rgba(255,107,61,.35)'], [[60, 100], 'box-shadow:0 0 0 0 rgba(255,107,61,0)']])}
  .kws{display:flex;flex-wrap:wrap;gap:6px}
  .kws .chip{height:20px}
  ${kf('.k1', [[0, 'background:rgba(168,176,188,.12);color:var(--muted)'], [[30, 55], 'background:rgba(255,107,61,.22);color:var(--or)'], [[70, 100], 'background:rgba(168,176,188,.12);color:var(--muted)']])}
  ${kf('.k3', [[[0, 55], 'background:rgba(168,176,188,.12);color:var(--muted)'], [[62, 86], 'background:rgba(94,230,176,.2);color:var(--mi)'], [[94, 100], 'background:rgba(168,176,188,.12);color:var(--muted)']])}
  .sent{position:relative}
  .sline{stroke-dasharray:100;animation:draw var(--D) ease-in-out infinite both}
  @keyframes draw{0%{stroke-dashoffset:100}70%,88%{stroke-dashoffset:0}100%{stroke-dashoffset:-100}}
  .pulse{animation:pl calc(var(--D) / 4) ease-out infinite both}
  @keyframes pl{0%{box-shadow:0 0 0 0 rgba(94,230,176,.6)}100%{box-shadow:0 0 0 7px rgba(94,230,176,0)}}
  .meter{display:flex;gap:2px;height:8px}
  .meter i{flex:1;border-radius:2px;display:block}
  ${kf('.needle', [[0, 'left:30%'], [[20, 30], 'left:22%'], [[55, 80], 'left:78%'], [100, 'left:30%']])}
  `;
  const body = `<div class="app">${sidebar({
    brand: 'CallLens', items: [['chart', 'Overview'], ['chat', 'Live calls', '214'], ['search', 'Keywords'], ['users', 'Agents'], ['target', 'Coaching'], ['document', 'Reports']],
  })}
  <div class="main">
    ${topbar({ title: 'Call analytics', sub: 'All queues · Today, 14:32 GMT', right: `<span class="chip mi"><span class="dot pulse" style="background:var(--mi)"></span>Live</span><span class="chip or">100,000+ calls a day</span>` })}
    <div class="kpis">
      <div class="card kpi"><div class="l">Calls analysed today</div><div class="v" style="display:flex;height:26px;line-height:26px">104,38${odo.html}</div><div class="d mi">▲ 6.2% vs last Tuesday</div></div>
      <div class="card kpi"><div class="l">Avg. sentiment</div><div class="v mi">+0.42</div><div class="d muted">scale −1 to +1</div></div>
      <div class="card kpi"><div class="l">Escalation risk</div><div class="v">2.1%</div><div class="d or">37 calls flagged</div></div>
      <div class="card kpi"><div class="l">Avg. handle time</div><div class="v">4m 12s</div><div class="d mi">▼ 18s this week</div></div>
    </div>
    <div class="grid2">
      <div class="card"><h4>${ico('chat', 12, C.orange)}Live calls <span class="sp"></span><span class="dim" style="font-weight:400">Sentiment</span></h4>
        <div class="lc"><div class="flash"></div><div class="lst">${list}</div></div></div>
      <div class="col g10">
        <div class="card col" style="flex:1"><h4>${ico('eye', 12, C.peri)}Live transcript · +1 214 555 0148<span class="sp"></span><span class="mono dim" style="font-weight:400">07:55</span></h4>
          <div class="wave">${wave}</div>
          <div class="col g6" style="margin-top:6px">
            <div class="bub c b1">I was charged twice this month and I want a <span class="kw">refund</span>.</div>
            <div class="bub a b2">Duplicate found — I'm reversing it now.</div>
            <div class="bub c b3">Great, thank you. Then I won't <span class="kw">cancel</span>.</div>
          </div>
          <div style="margin-top:auto"><div class="row" style="font-size:9.5px;margin-bottom:5px"><span class="muted">Caller sentiment</span><span class="sp"></span><span class="red">Negative</span><span class="dim" style="margin:0 6px">→</span><span class="mi">Positive</span></div>
            <div style="position:relative"><div class="meter"><i style="background:#FF5D6C"></i><i style="background:#E9816B"></i><i style="background:#A8B0BC"></i><i style="background:#8FD3B4"></i><i style="background:#5EE6B0"></i></div><span class="needle" style="position:absolute;top:-3px;width:4px;height:14px;margin-left:-2px;border-radius:2px;background:var(--text);box-shadow:0 0 0 2px var(--ink)"></span></div></div></div>
        <div class="card" style="padding:10px 12px"><h4 style="margin-bottom:6px">${ico('search', 12, C.mint)}Keyword spotting · last hour</h4>
          <div class="kws"><span class="chip k1">refund 1,204</span><span class="chip">upgrade 942</span><span class="chip k3">thank you 3,877</span><span class="chip">cancel 386</span><span class="chip">complaint 77</span></div></div>
      </div>
    </div>
  </div></div>`;
  return page({ css, body });
}


// shared paper-document styles (light paper on the dark UI)
const PAPER_CSS = `
.paper{background:#F4F1EA;border-radius:8px;color:#1B1F27;position:relative;overflow:hidden;box-shadow:0 10px 30px rgba(0,0,0,.35)}
.paper .ln{height:5px;border-radius:3px;background:#D9D3C6;margin:5px 0}
.paper .lbl{font-size:7.5px;color:#7A7468;text-transform:uppercase;letter-spacing:.06em}
.paper .val{font-size:10px;font-weight:700;color:#1B1F27}
`;

// ---------------------------------------------------------------- AI document validation
function documentValidation() {
  const fields = [
    ['Supplier', 'Harbour Supplies Ltd', '99.2%'],
    ['Invoice no.', 'INV-20931', '99.8%'],
    ['Invoice date', '12 Mar 2025', '98.7%'],
    ['VAT number', 'GB 284 1937 62', '97.9%'],
    ['PO match', 'PO-55120', 'match'],
    ['Total due', '£4,812.60', '99.5%'],
  ];
  const starts = [7, 16, 22, 25, 29, 56];
  let css = PAPER_CSS + `
  .wrap{display:grid;grid-template-columns:300px 1fr;gap:12px;flex:1;min-height:0}
  .viewer{padding:14px;display:flex;justify-content:center;background:#12161C}
  .paper.inv{width:250px;height:340px;padding:16px 16px}
  .beam{position:absolute;left:0;right:0;top:0;height:56px;background:linear-gradient(180deg,rgba(255,107,61,0),rgba(255,107,61,.22) 85%,rgba(255,107,61,.9) 100%);pointer-events:none}
  @keyframes beam{0%{transform:translateY(-60px);opacity:0}3%{opacity:1}62%{transform:translateY(340px);opacity:1}64%,100%{transform:translateY(340px);opacity:0}}
  .beam{animation:beam var(--D) linear infinite both}
  .fld{position:relative}.hl{position:absolute;left:-4px;top:-3px;right:-4px;bottom:-3px;border:1.5px solid var(--or);border-radius:4px;background:rgba(255,107,61,.08)}
  .hl .tk{position:absolute;right:-7px;top:-7px;width:14px;height:14px;border-radius:50%;background:var(--mi);display:flex;align-items:center;justify-content:center}
  .frow{display:flex;align-items:center;gap:8px;height:38px;border-bottom:1px solid var(--line)}
  .frow .st{width:18px;height:18px;position:relative;flex:none}
  .frow .st>*{position:absolute;inset:0}
  .spin{border-radius:50%;border:2px solid #2A313C;border-top-color:var(--pe)}
  @keyframes spin{to{transform:rotate(360deg)}}
  .spin{animation:spin calc(var(--D) / 6) linear infinite}
  .toast{position:absolute;right:16px;bottom:16px;display:flex;align-items:center;gap:8px;background:#13201B;border:1px solid rgba(94,230,176,.45);color:var(--text);padding:9px 12px;border-radius:10px;font-size:10.5px;box-shadow:0 10px 30px rgba(0,0,0,.45)}
  ${show('.toast', 66, 92, { from: 'translateY(14px)' })}
  .idc{width:100%;height:48px;border-radius:6px;background:linear-gradient(135deg,#2B3A5C,#1D2536);position:relative;overflow:hidden;flex:none;width:84px}
  `;
  const hl = (i) => `<div class="hl hl${i}"><span class="tk">${tickSvg(8)}</span></div>`;
  const boxes = starts;
  let boxCss = '';
  boxes.forEach((_, i) => {
    const a = starts[i];
    boxCss += `@keyframes hv${i}{0%,${a - 4}%{opacity:0;transform:scale(.96)}${a - 1}%,90%{opacity:1;transform:none}94%,100%{opacity:0;transform:none}}
    @keyframes hc${i}x{0%,${a + 2}%{border-color:#FF6B3D;background-color:rgba(255,107,61,.10)}${a + 6}%,100%{border-color:#5EE6B0;background-color:rgba(94,230,176,.10)}}
    .hl${i}{animation:hv${i} var(--D) ease-out infinite both, hc${i}x var(--D) linear infinite both}
    @keyframes tk${i}{0%,${a + 3}%{transform:scale(0)}${a + 7}%,100%{transform:scale(1)}}
    .hl${i} .tk{animation:tk${i} var(--D) ease-out infinite both}
    @keyframes fs${i}{0%,${a + 2}%{opacity:1}${a + 4}%,92%{opacity:0}96%,100%{opacity:1}}
    @keyframes ft${i}{0%,${a + 2}%{opacity:0;transform:scale(.4)}${a + 5}%,90%{opacity:1;transform:scale(1)}94%,100%{opacity:0;transform:scale(.4)}}
    .f${i} .spin{animation:spin calc(var(--D) / 6) linear infinite, fs${i} var(--D) linear infinite both}
    .f${i} .tick{animation:ft${i} var(--D) ease-out infinite both}
    @keyframes fv${i}{0%,${a + 2}%{color:#6E7784}${a + 6}%,92%{color:#F4F1EA}97%,100%{color:#6E7784}}
    .f${i} .fv{animation:fv${i} var(--D) linear infinite both}`;
  });
  css += boxCss;
  const paper = `<div class="paper inv">
    <div class="row" style="justify-content:space-between"><div class="row g6 fld">${hl(0)}<div style="width:18px;height:18px;border-radius:4px;background:#1F6F8B"></div><div><div class="val" style="font-size:10px">Harbour Supplies Ltd</div><div class="lbl" style="font-size:6.5px">Unit 4, Dock Road, Liverpool</div></div></div></div>
    <div style="font-size:16px;font-weight:700;margin:14px 0 10px;letter-spacing:.04em">INVOICE</div>
    <div style="display:grid;grid-template-columns:1fr 92px;gap:6px 10px">
      <div><div class="lbl">Bill to</div><div class="val" style="font-size:9px">Quillmark Ltd</div><div class="ln" style="width:80%"></div></div>
      <div class="fld">${hl(1)}<div class="lbl">Invoice no.</div><div class="val">INV-20931</div></div>
      <div class="fld" style="justify-self:start">${hl(3)}<div class="lbl">VAT no.</div><div class="val" style="font-size:9px">GB 284 1937 62</div></div>
      <div class="fld">${hl(2)}<div class="lbl">Date</div><div class="val">12 Mar 2025</div></div>
    </div>
    <div style="margin-top:10px"><span class="lbl fld" style="display:inline-block">${hl(4)}PO ref: <b style="color:#1B1F27">PO-55120</b></span></div>
    <div style="margin-top:10px;border-top:1px solid #D9D3C6">
      ${[['Steel mooring cleats ×24', '£2,160.00'], ['Fender panels ×6', '£1,494.00'], ['Delivery & handling', '£356.05']].map(([a, b]) => `<div class="row" style="height:24px;border-bottom:1px solid #E4DFD3;font-size:8.5px"><span>${a}</span><span class="sp"></span><b>${b}</b></div>`).join('')}
      <div class="row" style="height:22px;font-size:8.5px;color:#7A7468"><span>VAT 20%</span><span class="sp"></span><span>£802.01</span></div>
    </div>
    <div class="ln" style="width:55%;margin-top:14px"></div><div class="ln" style="width:40%"></div>
    <div class="fld" style="position:absolute;right:16px;bottom:16px;text-align:right">${hl(5)}<div class="lbl">Total due</div><div class="val" style="font-size:12px">£4,812.60</div></div>
    <div class="beam"></div>
  </div>`;
  const rows = fields.map(([k, v, c], i) => `<div class="frow f${i}"><div class="st"><div class="spin"></div><div class="tick">${tickSvg(9)}</div></div>
     <span class="muted" style="width:74px">${k}</span><b class="fv" style="flex:1;white-space:nowrap;font-size:10px">${v}</b><span class="chip ${c === 'match' ? 'pe' : 'mi'}">${c === 'match' ? '3-way match' : c}</span></div>`).join('');
  const body = `<div class="app">${sidebar({
    brand: 'DocCheck', items: [['layers', 'Queue', '1,284'], ['document', 'Documents'], ['shield', 'Rules'], ['bug', 'Exceptions', '12'], ['eye', 'Audit log'], ['gear', 'Settings']],
  })}
  <div class="main">
    ${topbar({ title: 'Validation queue', sub: 'Batch B-7731 · 48 documents · Accounts payable', right: `<span class="chip mi">Auto-approved 96.8%</span><span class="btn">${ico('document', 12, '#1a0d07', 2.2)}Upload</span>` })}
    <div class="wrap">
      <div class="card viewer">${paper}</div>
      <div class="col g10">
        <div class="card" style="padding:10px 14px"><h4>${ico('search', 12, C.orange)}Extracted fields<span class="sp"></span><span class="dim" style="font-weight:400">Confidence</span></h4>${rows}</div>
        <div class="card" style="padding:10px 14px;flex:1"><h4>${ico('users', 12, C.peri)}Identity checks · next in queue</h4>
          <div class="row g10">
            <div class="idc"><div style="position:absolute;left:7px;top:9px;width:24px;height:30px;border-radius:4px;background:#7C9CFF;opacity:.8"></div><div style="position:absolute;left:37px;top:11px;width:38px;height:4px;border-radius:2px;background:#A8B0BC"></div><div style="position:absolute;left:37px;top:20px;width:28px;height:4px;border-radius:2px;background:#6E7784"></div><div style="position:absolute;left:37px;top:29px;width:34px;height:4px;border-radius:2px;background:#6E7784"></div><div style="position:absolute;left:7px;bottom:6px;right:7px;height:5px;border-radius:2px;background:repeating-linear-gradient(90deg,#A8B0BC 0 2px,transparent 2px 4px);opacity:.6"></div></div>
            <div class="col g4" style="flex:1"><b>Passport — L. Moreau</b><span class="muted" style="font-size:9.5px">MRZ valid · face match 98.1%</span><div class="row g6"><span class="chip mi">Verified</span><span class="chip">Liveness passed</span></div></div>
          </div>
          <div class="hair" style="margin:8px 0"></div>
          <div class="row g10"><div class="idc" style="background:linear-gradient(135deg,#3A2C2A,#221B1A)"><div style="position:absolute;right:7px;top:9px;width:22px;height:28px;border-radius:4px;background:#FF6B3D;opacity:.75"></div><div style="position:absolute;left:7px;top:11px;width:40px;height:4px;border-radius:2px;background:#A8B0BC"></div><div style="position:absolute;left:7px;top:20px;width:30px;height:4px;border-radius:2px;background:#6E7784"></div><div style="position:absolute;left:7px;top:29px;width:36px;height:4px;border-radius:2px;background:#6E7784"></div></div>
            <div class="col g4" style="flex:1"><b>Driving licence — J. Patel</b><span class="muted" style="font-size:9.5px">Address mismatch · sent to reviewer</span><div class="row g6"><span class="chip am">In review</span></div></div></div></div>
      </div>
    </div>
    <div class="toast"><span class="tick">${tickSvg(9)}</span><div><b>Invoice #INV-20931 — verified</b><div class="muted" style="font-size:9px">Posted to ERP · 1.4 s</div></div></div>
  </div></div>`;
  return page({ css, body });
}


/** CSS for moving a kanban card between columns with collapsing/expanding slots. */
function kanbanMove({ dx, m0, m1, r0, slotH, tilt = 2 }) {
  return `
  @keyframes sfrom{0%,${m0 + 2}%{height:${slotH}px}${m0 + 8}%,${r0}%{height:0}${r0 + 4}%,100%{height:${slotH}px}}
  @keyframes sto{0%,${m1 - 8}%{height:0}${m1 - 2}%,${r0 + 2}%{height:${slotH}px}${r0 + 6}%,100%{height:0}}
  @keyframes mv{0%,${m0}%{transform:translateX(0) rotate(0);opacity:1;box-shadow:none}
    ${m0 + 3}%{transform:translate(0,-4px) rotate(${tilt}deg);box-shadow:0 14px 30px rgba(0,0,0,.5)}
    ${m1 - 2}%{transform:translate(${dx}px,-4px) rotate(${tilt}deg);opacity:1;box-shadow:0 14px 30px rgba(0,0,0,.5)}
    ${m1}%,${r0}%{transform:translate(${dx}px,0) rotate(0);opacity:1;box-shadow:none}
    ${r0 + 3}%{transform:translate(${dx}px,0);opacity:0}
    ${r0 + 4}%{transform:translateX(0);opacity:0}
    ${r0 + 9}%,100%{transform:translateX(0);opacity:1}}
  .slot.from{animation:sfrom var(--D) ease-in-out infinite both}
  .slot.to{animation:sto var(--D) ease-in-out infinite both}
  .mover{animation:mv var(--D) ease-in-out infinite both}`;
}

// ---------------------------------------------------------------- AI HR tool
function hrTool() {
  const skills = [['React', 'mi'], ['TypeScript', 'mi'], ['Next.js', 'mi'], ['Accessibility', 'mi'], ['Design systems', 'mi'], ['AWS', 'am']];
  const cols = [
    ['Applied', '148', [['JO', C.amber, 'James Okafor', 71], ['LC', C.peri, 'Lucy Chen', 64], ['RB', C.mint, 'Ravi Bansal', 58]]],
    ['AI screened', '42', [['MT', C.orange, 'Mia Thompson', 84], ['DA', C.peri, 'Daniel Adeyemi', 81]]],
    ['Interview', '12', [['HK', C.mint, 'Hannah Kim', 88], ['OW', C.amber, 'Owen Walsh', 86]]],
    ['Offer', '3', [['ES', C.peri, 'Emma Shah', 93]]],
  ];
  const kcard = ([ini, col, name, sc], extra = '') => `<div class="kc" ${extra}><div class="row g6"><span class="av" style="background:${col};width:18px;height:18px;font-size:7px">${ini}</span><b style="font-size:10px;white-space:nowrap">${name}</b></div><div class="row" style="margin-top:6px"><div class="bar" style="flex:1;height:4px;margin-right:8px"><i style="width:${sc}%;background:${sc >= 85 ? C.mint : sc >= 70 ? C.peri : C.muted}"></i></div><b style="font-size:9.5px;color:${sc >= 85 ? C.mint : sc >= 70 ? C.peri : C.muted}">${sc}%</b></div></div>`;
  const css = `
  .r1{display:grid;grid-template-columns:170px 1fr 1fr;gap:10px;height:176px}
  .cvp{width:100%;height:128px;padding:10px 10px}
  .cvp .hlx{position:absolute;left:8px;height:8px;border-radius:3px;background:rgba(255,107,61,.35)}
  ${[0, 1, 2, 3].map((i) => show(`.hx${i}`, 6 + i * 7, 90, { from: 'scaleX(0)', f: 4 })).join('')}
  .hlx{transform-origin:left center}
  .ringp{stroke-dasharray:0 100;animation:rg var(--D) ease-in-out infinite both}
  @keyframes rg{0%,4%{stroke-dasharray:0 100;opacity:0}6%{opacity:1}36%,88%{stroke-dasharray:92 100;opacity:1}95%{opacity:1}97%,100%{stroke-dasharray:0 100;opacity:0}}
  ${show('.score', 30, 88, { from: 'scale(.8)' })}
  .sk{display:flex;align-items:center;gap:7px;height:19px;font-size:10px}
  .sk .tick{width:14px;height:14px}
  ${skills.map((_, i) => show(`.sk${i} .tick`, 8 + i * 5, 90, { from: 'scale(0)', f: 3 })).join('')}
  .kb{position:relative;display:grid;grid-template-columns:repeat(4,1fr);gap:8px;flex:1}
  .kcol{background:#12161C;border:1px solid var(--line);border-radius:12px;padding:8px;display:flex;flex-direction:column;gap:6px}
  .kcol .hd{display:flex;align-items:center;gap:6px;font-weight:700;font-size:10px;height:18px}
  .kc{height:44px;background:var(--s1);border:1px solid var(--line);border-radius:9px;padding:6px 8px;flex:none}
  .slot{flex:none;overflow:hidden;border-radius:9px}
  .slot.to{border:1px dashed rgba(94,230,176,.5);background:rgba(94,230,176,.05)}
  .mover{position:absolute;top:33px;left:${1 + 8 + 149 + 8}px;width:${149 - 18}px;z-index:5}
  .mover .kc{border-color:rgba(255,107,61,.7);background:#1E1A1A}
  ${kanbanMove({ dx: 157, m0: 52, m1: 66, r0: 90, slotH: 50 })}
  `;
  const body = `<div class="app">${sidebar({
    brand: 'TalentSift', items: [['target', 'Jobs'], ['users', 'Candidates', '1,482'], ['pipeline', 'Pipeline'], ['chat', 'Interviews'], ['mail', 'Offers'], ['chart', 'Reports']], active: 1,
  })}
  <div class="main">
    ${topbar({ title: 'Senior Frontend Engineer', sub: 'Manchester · Hybrid · £65–80k · 148 applicants', right: `<span class="chip pe">${ico('bot', 11, C.peri)}AI screening on</span><span class="btn ghost">Share job</span>` })}
    <div class="r1">
      <div class="card" style="padding:10px"><h4 style="margin-bottom:6px">${ico('document', 12, C.orange)}CV · Sofia Marin</h4>
        <div class="paper cvp"><div class="row g6"><span class="av" style="background:#7C9CFF;width:20px;height:20px;font-size:7px">SM</span><div><div class="val" style="font-size:8.5px">Sofia Marin</div><div class="lbl" style="font-size:6px">Frontend engineer · Leeds</div></div></div>
          <div style="margin-top:6px;position:relative">${[88, 70, 94, 62, 80, 90, 54, 76].map((w) => `<div class="ln" style="width:${w}%;height:4px;margin:6px 0"></div>`).join('')}
            ${[[2, 60], [22, 48], [42, 70], [72, 40]].map(([t, w], i) => `<span class="hlx hx${i}" style="top:${t}px;width:${w}%"></span>`).join('')}</div></div></div>
      <div class="card"><h4>${ico('bot', 12, C.peri)}AI match score</h4>
        <div class="row g12">${ring(96, 9, 92, C.mint, { cls: 'ringp', inner: '<b class="score" style="font-size:20px">92%</b><span class="dim score" style="font-size:8.5px">match</span>' })}
          <div class="col g6" style="min-width:0"><b style="font-size:11px">Strong match</b><span class="muted" style="font-size:9.5px;line-height:1.45">Led a design-system migration at a fintech scale-up; 7 years React.</span><span class="chip mi" style="align-self:flex-start">Shortlist</span></div></div></div>
      <div class="card"><h4>${ico('shield', 12, C.mint)}Must-have skills<span class="sp"></span><span class="mi" style="font-weight:700">5/5</span></h4>
        ${skills.map(([k, c], i) => `<div class="sk sk${i}"><span class="tick" style="${c === 'am' ? 'background:var(--am)' : ''}">${tickSvg(8)}</span><span>${k}</span><span class="sp"></span><span class="dim" style="font-size:9px">${c === 'am' ? 'nice to have' : 'required'}</span></div>`).join('')}</div>
    </div>
    <div class="kb">
      ${cols.map(([t, n, cards], ci) => `<div class="kcol"><div class="hd"><span class="dot" style="background:${[C.muted, C.peri, C.orange, C.mint][ci]}"></span>${t}<span class="sp"></span><span class="dim">${n}</span></div>
        ${ci === 1 ? '<div class="slot from"></div>' : ''}${ci === 2 ? '<div class="slot to"></div>' : ''}${cards.map((c) => kcard(c)).join('')}</div>`).join('')}
      <div class="mover">${kcard(['SM', C.peri, 'Sofia Marin', 92])}</div>
    </div>
  </div></div>`;
  return page({ css: PAPER_CSS + css, body });
}

// ---------------------------------------------------------------- CRM
function crm() {
  const cols = [
    ['Lead', '£184k', C.muted, [['Bluefin Logistics', '£22,000', 'BL', C.peri, '12 Jun'], ['Kitewing Travel', '£36,500', 'KT', C.mint, '20 Jun'], ['Orchard Retail', '£18,200', 'OR', C.amber, '28 Jun']]],
    ['Qualified', '£326k', C.peri, [['Calder Energy', '£64,000', 'CE', C.orange, '9 Jun'], ['Stonebridge Schools', '£27,400', 'SS', C.peri, '14 Jun']]],
    ['Proposal', '£412k', C.orange, [['Aster Insurance', '£91,000', 'AI', C.mint, '3 Jun']]],
    ['Won', '£212k', C.mint, [['Harbourline Ports', '£120,000', 'HP', C.peri, '28 May'], ['NovaBank', '£44,000', 'NB', C.amber, '21 May']]],
  ];
  const dcard = ([co, v, ini, col, d]) => `<div class="dc"><div class="row"><b style="font-size:10px">${co}</b></div><div class="row g6" style="margin-top:5px"><span style="font-size:12px;font-weight:700">${v}</span><span class="sp"></span><span class="dim" style="font-size:8.5px">${d}</span><span class="av" style="background:${col};width:18px;height:18px;font-size:7px">${ini}</span></div></div>`;
  const colW = (620 - 24) / 4;
  const css = `
  .kpis{display:grid;grid-template-columns:repeat(4,1fr);gap:10px}
  .kpis .card{padding:9px 12px}.kpis .v{font-size:17px}
  .kb{position:relative;display:grid;grid-template-columns:repeat(4,1fr);gap:8px;height:218px}
  .kcol{background:#12161C;border:1px solid var(--line);border-radius:12px;padding:8px;display:flex;flex-direction:column;gap:6px;overflow:hidden}
  .kcol .hd{display:flex;align-items:center;gap:6px;font-weight:700;font-size:10px;height:18px}
  .dc{white-space:nowrap;height:48px;background:var(--s1);border:1px solid var(--line);border-radius:9px;padding:7px 8px;flex:none}
  .slot{flex:none;overflow:hidden;border-radius:9px}
  .slot.to{border:1px dashed rgba(94,230,176,.55);background:rgba(94,230,176,.06)}
  .mover{position:absolute;top:32px;left:${8 + (colW + 8) * 2}px;width:${colW - 16}px;z-index:5}
  .mover .dc{border-color:rgba(255,107,61,.8);background:#1F1A19}
  ${kanbanMove({ dx: colW + 8, m0: 30, m1: 50, r0: 88, slotH: 54 })}
  .cursor{position:absolute}
  ${cursorPath('.cursor', [[0, 520, 330], [20, 430, 70], [30, 430, 70, 1, 0.85], [50, 430 + colW + 8, 70, 0, 0.85], [53, 430 + colW + 8, 70, 0, 1], [70, 560, 300], [100, 520, 330]])}
  .won2{position:relative;display:inline-block;height:14px;overflow:hidden;vertical-align:top}
  .won2 span{display:block;height:14px;line-height:14px}
  ${kf('.won2>i', [[[0, 50], 'transform:translateY(0)'], [[55, 90], 'transform:translateY(-14px)'], [[96, 100], 'transform:translateY(0)']])}
  .won2>i{display:block;font-style:normal}
  .toast{position:absolute;right:16px;bottom:16px;display:flex;align-items:center;gap:8px;background:#13201B;border:1px solid rgba(94,230,176,.45);padding:8px 12px;border-radius:10px;font-size:10.5px;box-shadow:0 10px 30px rgba(0,0,0,.45);z-index:9}
  ${show('.toast', 52, 84, { from: 'translateY(10px)' })}
  .conf i{position:absolute;width:5px;height:8px;border-radius:1px;opacity:0}
  .low{display:grid;grid-template-columns:1.3fr 1fr;gap:10px;flex:1;min-height:0}
  .ct{display:flex;align-items:center;gap:8px;height:27px;border-top:1px solid var(--line);font-size:10px}
  .fb{display:flex;align-items:flex-end;gap:7px;height:58px}
  .fb i{flex:1;border-radius:4px 4px 0 0;background:#2B3442;display:block}
  .fb i.now{background:var(--or)}
  ${kf('.fb i.now', [[[0, 52], 'height:62%'], [[60, 90], 'height:86%'], [[97, 100], 'height:62%']])}
  `;
  const body = `<div class="app">${sidebar({
    brand: 'Dealflow', items: [['chart', 'Dashboard'], ['pipeline', 'Deals'], ['users', 'Contacts', '8,214'], ['layers', 'Companies'], ['target', 'Tasks', '9'], ['graph', 'Forecast']], active: 1,
  })}
  <div class="main">
    ${topbar({ title: 'Deals pipeline', sub: 'Q2 2025 · All owners · GBP', right: `<div class="input" style="width:150px">${ico('search', 11)}Search deals…</div><span class="btn">+ New deal</span>` })}
    <div class="kpis">
      <div class="card kpi"><div class="l">Open pipeline</div><div class="v">£1.24M</div></div>
      <div class="card kpi"><div class="l">Won this quarter</div><div class="v mi"><span class="won2"><i><span>£212,000</span><span>£260,000</span></i></span></div></div>
      <div class="card kpi"><div class="l">Win rate</div><div class="v">31%</div></div>
      <div class="card kpi"><div class="l">Avg. sales cycle</div><div class="v">38 days</div></div>
    </div>
    <div class="kb">
      ${cols.map(([t, tot, col, cards], ci) => `<div class="kcol"><div class="hd"><span class="dot" style="background:${col}"></span>${t}<span class="sp"></span><span class="dim">${ci === 3 ? '<span class="won2"><i><span>£212k</span><span>£260k</span></i></span>' : tot}</span></div>
        ${ci === 2 ? '<div class="slot from"></div>' : ''}${ci === 3 ? '<div class="slot to"></div>' : ''}${cards.map(dcard).join('')}</div>`).join('')}
      <div class="mover">${dcard(['Pinecrest Health', '£48,000', 'PH', C.orange, '30 May'])}</div>
    </div>
    <div class="low">
      <div class="card" style="padding:9px 12px"><h4 style="margin-bottom:4px">${ico('users', 12, C.peri)}Recent contacts</h4>
        ${[['GM', C.mint, 'Grace Miller', 'COO · Pinecrest Health', 'Call booked'], ['AR', C.amber, 'Arjun Rao', 'CTO · Calder Energy', 'Email opened']].map(([i, c, n, r, st]) => `<div class="ct"><span class="av" style="background:${c};width:20px;height:20px;font-size:7.5px">${i}</span><b>${n}</b><span class="dim">${r}</span><span class="sp"></span><span class="chip">${st}</span></div>`).join('')}</div>
      <div class="card" style="padding:9px 12px"><h4 style="margin-bottom:6px">${ico('graph', 12, C.orange)}Revenue forecast<span class="sp"></span><span class="dim" style="font-weight:400">Apr–Jun</span></h4>
        <div class="fb">${[40, 52, 48, 66, 58, 74].map((h) => `<i style="height:${h}%"></i>`).join('')}<i class="now"></i></div></div>
    </div>
    <div class="toast"><span class="tick">${tickSvg(9)}</span><div><b>Deal won · Pinecrest Health</b><div class="muted" style="font-size:9px">£48,000 · moved to Won by Amelia</div></div></div>
    <div class="cursor">${cursorSvg()}</div>
  </div></div>`;
  return page({ css, body });
}


/** Vertical roller that shows states[i] during [pcts[i], pcts[i+1]) and returns to states[0]. */
function roller(cls, states, pcts, h = 14) {
  // pcts: switch points (length states.length - 1), plus final reset at `reset`
  const n = states.length;
  const stops = [`0%,${pcts[0] - 2}%{transform:translateY(0)}`];
  for (let i = 1; i < n; i++) {
    const end = i < n - 1 ? pcts[i] - 2 : pcts[n - 1] - 2;
    stops.push(`${pcts[i - 1]}%,${end}%{transform:translateY(${-i * h}px)}`);
  }
  stops.push(`${pcts[n - 1]}%,100%{transform:translateY(0)}`);
  return {
    html: `<span class="rl ${cls}" style="display:inline-block;height:${h}px;overflow:hidden;vertical-align:top;line-height:${h}px"><span style="display:block">${states.map((t) => `<span style="display:block;height:${h}px">${t}</span>`).join('')}</span></span>`,
    css: `@keyframes rl_${cls}{${stops.join('')}}.${cls}>span{animation:rl_${cls} var(--D) ease-in-out infinite both}`,
  };
}

// ---------------------------------------------------------------- Education management
function educationManagement() {
  const S = {
    Maths: C.orange, English: C.peri, Physics: C.mint, Chem: C.mint, History: C.amber, ICT: C.peri, PE: C.mint, Art: C.red, French: C.amber, Geog: C.orange,
  };
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
  const times = ['09:00', '10:00', '11:15', '12:15', '13:30', '14:30'];
  const grid = [
    [['Maths', 'M4'], ['English', 'E2'], ['Physics', 'Lab 2'], ['Maths', 'M4'], ['ICT', 'IT1']],
    [['History', 'H1'], ['Maths', 'M4'], ['English', 'E2'], ['Chem', 'Lab 1'], ['French', 'L3']],
    [['Physics', 'Lab 2'], ['PE', 'Gym'], ['ICT', 'IT1'], ['English', 'E2'], ['Maths', 'M4']],
    null,
    [['Art', 'A1'], ['Geog', 'G2'], ['Maths', 'M4'], ['French', 'L3'], ['PE', 'Field']],
    [['English', 'E2'], ['Chem', 'Lab 1'], ['History', 'H1'], ['Art', 'A1'], ['Physics', 'Lab 2']],
  ];
  const hex = (c, a) => c + Math.round(a * 255).toString(16).padStart(2, '0');
  const cells = grid.map((row, r) => `<div class="tm">${times[r]}</div>` + (row
    ? row.map(([sub, room], d) => `<div class="blk ${r === 1 && d === 2 ? 'now' : ''}" style="background:${hex(S[sub], 0.14)};border-left:3px solid ${S[sub]}"><b>${sub}</b><span>${room}</span></div>`).join('')
    : `<div class="lunch">Lunch · 12:15 – 13:30</div>`)).join('');
  const students = [['Aisha Khan', 'AK', C.peri], ['Ben Carter', 'BC', C.mint], ['Chloe Evans', 'CE', C.amber], ['Dev Patel', 'DP', C.orange], ['Ella Wright', 'EW', C.peri]];
  const present = roller('pr', ['23', '24', '25', '26', '27', '28'], [14, 24, 34, 44, 54, 92], 20);
  const fees = roller('fe', ['£182,450', '£186,900', '£191,320'], [30, 62, 92], 22);
  const css = `
  ${present.css}${fees.css}
  .wrap{display:grid;grid-template-columns:1fr 200px;gap:10px;flex:1;min-height:0}
  .tt{display:grid;grid-template-columns:38px repeat(5,1fr);grid-template-rows:18px repeat(6,1fr);gap:4px;height:100%}
  .tt .dh{font-size:9.5px;font-weight:700;color:var(--muted);text-align:center}
  .tt .dh.today{color:var(--or)}
  .tm{font-size:8.5px;color:var(--dim);padding-top:3px}
  .blk{border-radius:6px;padding:4px 6px;display:flex;flex-direction:column;justify-content:center;gap:1px;min-width:0;position:relative}
  .blk b{font-size:9px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.blk span{font-size:8px;color:var(--muted)}
  .lunch{grid-column:span 5;border-radius:6px;border:1px dashed var(--line);color:var(--dim);font-size:9px;display:flex;align-items:center;justify-content:center}
  .blk.now{box-shadow:0 0 0 1.5px var(--mi)}
  .blk.now:after{content:"";position:absolute;inset:-1.5px;border-radius:6px;box-shadow:0 0 0 0 rgba(94,230,176,.5);animation:np calc(var(--D) / 3) ease-out infinite both}
  @keyframes np{0%{box-shadow:0 0 0 0 rgba(94,230,176,.55)}100%{box-shadow:0 0 0 8px rgba(94,230,176,0)}}
  .pop{position:absolute;left:calc(38px + 4px + (100% - 58px) / 5 * 2 + 8px);top:152px;width:150px;background:#1F2630;border:1px solid var(--line);border-radius:9px;padding:7px 9px;font-size:9.5px;box-shadow:0 10px 24px rgba(0,0,0,.5);z-index:3}
  ${show('.pop', 58, 90, { from: 'translateY(6px)' })}
  .st{display:flex;align-items:center;gap:7px;height:23px;font-size:9.5px;border-top:1px solid var(--line)}
  .st .tick{width:14px;height:14px}
  ${students.map((_, i) => show(`.st${i} .tick`, 8 + i * 10, 92, { from: 'scale(0)', f: 3 })).join('')}
  ${students.map((_, i) => kf(`.st${i} .mk`, [[0, 'opacity:1'], [[8 + i * 10, 8 + i * 10], 'opacity:1'], [[11 + i * 10, 92], 'opacity:0'], [[96, 100], 'opacity:1']], { ease: 'linear' })).join('')}
  .feebar>i{background:linear-gradient(90deg,var(--or),#FF8E66)}
  ${kf('.feebar>i', [[[0, 28], 'width:86.9%'], [[34, 60], 'width:89%'], [[66, 90], 'width:91.1%'], [[96, 100], 'width:86.9%']])}
  `;
  const body = `<div class="app">${sidebar({
    brand: 'Campus', items: [['chart', 'Dashboard'], ['layers', 'Timetable'], ['users', 'Attendance'], ['database', 'Fees'], ['document', 'Students', '1,240'], ['mail', 'Parents']], active: 1, user: ['RM', 'Mrs R. Malik', C.mint],
  })}
  <div class="main">
    ${topbar({ title: 'Timetable · Year 9B', sub: 'Stonebridge Academy · Week 12 · Spring term', right: `<span class="chip">Mon 10 – Fri 14 Mar</span><span class="btn ghost">${ico('document', 12, C.text)}Export</span>` })}
    <div class="wrap">
      <div class="card" style="padding:10px 12px">
        <div class="tt"><div></div>${days.map((d, i) => `<div class="dh ${i === 2 ? 'today' : ''}">${d}${i === 2 ? ' · today' : ''}</div>`).join('')}${cells}</div>
        <div class="pop"><b class="mi">Now · English · E2</b><div class="muted" style="margin-top:2px">Cover assigned: Mr Patel</div></div>
      </div>
      <div class="col g10">
        <div class="card" style="padding:10px 12px"><h4 style="margin-bottom:4px">${ico('users', 12, C.mint)}Register · 9B · P2</h4>
          <div class="row" style="margin-bottom:6px"><span style="font-size:20px;font-weight:700">${present.html}</span><span class="muted" style="font-size:11px;margin-left:3px;line-height:20px">/ 28 present</span></div>
          ${students.map(([n, ini, c], i) => `<div class="st st${i}"><span class="av" style="background:${c};width:16px;height:16px;font-size:6.5px">${ini}</span><span style="flex:1">${n}</span><span style="position:relative;width:14px;height:14px"><span class="tick" style="position:absolute;inset:0">${tickSvg(8)}</span><span class="mk" style="position:absolute;inset:0;border-radius:50%;border:1.5px solid #3A4350"></span></span></div>`).join('')}
        </div>
        <div class="card" style="padding:10px 12px;flex:1"><h4 style="margin-bottom:4px">${ico('database', 12, C.orange)}Fees · spring term</h4>
          <div style="font-size:18px;font-weight:700;height:22px">${fees.html}</div><div class="muted" style="font-size:9px;margin:2px 0 7px">collected of £210,000</div>
          <div class="bar feebar" style="height:7px"><i></i></div>
          <div class="row g6" style="margin-top:9px"><span class="chip am">6 overdue</span><span class="chip">14 reminders sent</span></div>
          <div class="hair" style="margin:10px 0 8px"></div>
          <div class="row" style="font-size:9.5px"><span class="muted">Attendance this week</span><span class="sp"></span><b class="mi">96.4%</b></div>
          <div class="row g6" style="align-items:flex-end;height:40px;margin-top:6px">${[94, 97, 96, 98, 95].map((v, i) => `<div class="col" style="flex:1;align-items:center;gap:3px"><i style="display:block;width:100%;height:${(v - 88) * 3.4}px;border-radius:3px;background:${i === 2 ? C.mint : '#2B3442'}"></i><span class="dim" style="font-size:7.5px">${days[i]}</span></div>`).join('')}</div>
        </div>
      </div>
    </div>
  </div></div>`;
  return page({ css, body });
}

// ---------------------------------------------------------------- E-learning
function eLearning() {
  const code = [
    ['<span class="k">async function</span> <span class="f">getWeather</span>(city) {', 0],
    ['<span class="k">const</span> res = <span class="k">await</span> <span class="f">fetch</span>(<span class="s">`/api/weather?q=${city}`</span>);', 1],
    ['<span class="k">if</span> (!res.ok) <span class="k">throw new</span> <span class="f">Error</span>(<span class="s">"Request failed"</span>);', 1],
    ['<span class="k">return await</span> res.<span class="f">json</span>();', 1],
    ['}', 0],
  ];
  const chapters = [['4.1', 'Callbacks', 'done', '8 min'], ['4.2', 'Promises', 'done', '12 min'], ['4.3', 'async / await', 'now', '14 min'], ['4.4', 'Error handling', '', '10 min'], ['4.5', 'Project: weather app', '', '25 min']];
  const css = `
  .nav{position:absolute;left:0;right:0;top:0;height:46px;display:flex;align-items:center;gap:10px;padding:0 18px;border-bottom:1px solid var(--line);background:#11151B}
  .lay{position:absolute;left:18px;right:18px;top:60px;bottom:16px;display:grid;grid-template-columns:1fr 232px;gap:12px}
  .player{height:248px;border-radius:12px;background:#0A0D12;border:1px solid var(--line);position:relative;overflow:hidden}
  .slide{position:absolute;inset:0 0 38px 0;padding:18px 22px;background:radial-gradient(400px 200px at 80% 0%,rgba(124,156,255,.16),transparent 70%)}
  .slide h2{font-size:17px;margin-bottom:4px}.slide .muted{font-size:10px}
  .code{margin-top:14px;font-family:"DejaVu Sans Mono",monospace;font-size:10.5px;line-height:19px;background:#12161C;border:1px solid var(--line);border-radius:9px;padding:8px 12px}
  .code .k{color:#FF8E66}.code .f{color:var(--pe)}.code .s{color:var(--mi)}
  .cl{white-space:pre;overflow:hidden;display:block}
  ${code.slice(2).map((_, i) => show(`.cl${i + 2}`, 8 + i * 10, 92, { from: 'translateX(-6px)', f: 3 })).join('')}
  .ctrl{position:absolute;left:0;right:0;bottom:0;height:38px;display:flex;align-items:center;gap:10px;padding:0 14px;background:#11151B;border-top:1px solid var(--line)}
  .prog{flex:1;height:4px;border-radius:2px;background:#2A313C;position:relative}
  .prog i{position:absolute;left:0;top:0;bottom:0;border-radius:2px;background:var(--or);display:block}
  .prog b{position:absolute;top:-4px;width:12px;height:12px;margin-left:-6px;border-radius:50%;background:var(--text)}
  ${kf('.prog i', [[0, 'width:40%'], [92, 'width:47%'], [100, 'width:40%']], { ease: 'linear' })}
  ${kf('.prog b', [[0, 'left:40%'], [92, 'left:47%'], [100, 'left:40%']], { ease: 'linear' })}
  .quiz{margin-top:12px;padding:12px 14px}
  .opt{height:28px;border-radius:8px;border:1px solid var(--line);display:flex;align-items:center;gap:8px;padding:0 10px;font-size:10.5px;position:relative}
  .opt .l{width:18px;height:18px;border-radius:5px;background:#242B36;display:flex;align-items:center;justify-content:center;font-size:9px;font-weight:700}
  ${kf('.opt.ok', [[[0, 50], 'border-color:#2A313C;background:rgba(94,230,176,0)'], [[53, 90], 'border-color:#5EE6B0;background:rgba(94,230,176,.10)'], [[95, 100], 'border-color:#2A313C;background:rgba(94,230,176,0)']])}
  ${kf('.opt.ok .l', [[[0, 50], 'background:#242B36;color:#F4F1EA'], [[53, 90], 'background:#5EE6B0;color:#0E1116'], [[95, 100], 'background:#242B36;color:#F4F1EA']])}
  .fb{position:absolute;right:10px}
  ${show('.fb', 54, 90, { from: 'translateX(6px)' })}
  ${show('.xp', 56, 90, { from: 'translateY(6px) scale(.9)' })}
  .cursor{position:absolute}
  .rp i{position:absolute}
  ${cursorPath('.cursor', [[0, 640, 460], [30, 640, 460], [48, 150, 400, 1], [60, 170, 430], [82, 600, 470], [100, 640, 460]], '.rp i')}
  .ch{display:flex;align-items:center;gap:8px;height:34px;border-top:1px solid var(--line);font-size:10px}
  .ch .n{width:20px;color:var(--dim);font-size:9px}
  .ch.now{background:rgba(255,107,61,.08);margin:0 -12px;padding:0 12px;border-top-color:transparent}
  .ringp{animation:rp var(--D) ease-in-out infinite both}
  @keyframes rp{0%,50%{stroke-dasharray:68 100}58%,90%{stroke-dasharray:72 100}97%,100%{stroke-dasharray:68 100}}
  ${roller('pct', ['68%', '72%'], [56, 95], 22).css}
  `;
  const pct = roller('pct', ['68%', '72%'], [56, 95], 22);
  const body = `
  <div class="nav">${markSvg(20)}<b style="font-size:12.5px">Quillmark Academy</b><span class="dim" style="margin:0 4px">/</span><span class="muted">Full-stack JavaScript</span><span class="dim">/</span><span>Module 4 · Asynchronous code</span><span class="sp"></span><span class="chip am">Streak · 12 days</span><span class="av" style="background:${C.peri}">ZA</span></div>
  <div class="lay">
    <div>
      <div class="player">
        <div class="slide"><span class="chip pe">Lesson 4.3</span><h2 style="margin-top:8px">async / await, step by step</h2><div class="muted">Write asynchronous code that reads like synchronous code.</div>
          <div class="code">${code.map(([l, ind], i) => `<span class="cl cl${i}">${'  '.repeat(ind)}${l}</span>`).join('')}</div></div>
        <div class="ctrl">${ico('speed', 14, C.text)}<span class="mono" style="font-size:9.5px">06:12 / 14:30</span><div class="prog"><i></i><b></b></div><span class="chip">CC</span><span class="chip">1.25×</span></div>
      </div>
      <div class="card quiz"><div class="row" style="margin-bottom:8px"><b style="font-size:11px">Quick check: which keyword pauses an async function until a promise settles?</b></div>
        <div class="col g6">
          <div class="opt"><span class="l">A</span>yield</div>
          <div class="opt ok"><span class="l">B</span>await<span class="fb chip mi">Correct · +10 XP</span></div>
          <div class="opt"><span class="l">C</span>defer</div>
        </div></div>
    </div>
    <div class="col g10">
      <div class="card row g12" style="padding:12px">${ring(70, 8, 68, C.orange, { cls: 'ringp', inner: `<b style="font-size:14px;height:22px">${pct.html}</b>` })}
        <div><b style="font-size:11px">Course progress</b><div class="muted" style="font-size:9.5px;margin-top:3px">23 of 32 lessons</div><div class="xp chip mi" style="margin-top:6px">+10 XP earned</div></div></div>
      <div class="card" style="padding:10px 12px;flex:1"><h4 style="margin-bottom:4px">${ico('layers', 12, C.peri)}Module 4 · Asynchronous code</h4>
        ${chapters.map(([n, t, st, d]) => `<div class="ch ${st}"><span class="n">${n}</span>${st === 'done' ? `<span class="tick" style="width:14px;height:14px">${tickSvg(8)}</span>` : st === 'now' ? `<span style="width:14px;height:14px;border-radius:50%;background:var(--or);display:flex;align-items:center;justify-content:center"><svg width="6" height="7" viewBox="0 0 6 7"><path d="M0 0l6 3.5L0 7z" fill="#0E1116"/></svg></span>` : '<span style="width:14px;height:14px;border-radius:50%;border:1.5px solid #3A4350"></span>'}<span style="flex:1;${st === 'now' ? 'font-weight:700' : ''}">${t}</span><span class="dim" style="font-size:9px">${d}</span></div>`).join('')}
        <div class="btn" style="width:100%;margin-top:8px">Continue lesson</div></div>
    </div>
  </div>
  <div class="rp"><i class="ripple"></i></div>
  <div class="cursor">${cursorSvg()}</div>`;
  return page({ css, body });
}

// ---------------------------------------------------------------- POS
function pos() {
  const cup = (c) => `<svg width="34" height="34" viewBox="0 0 34 34"><path d="M8 11h16l-2 16a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2z" fill="${c}"/><path d="M24 14h2.5a3 3 0 0 1 0 6H23.5" fill="none" stroke="${c}" stroke-width="2"/><path d="M13 4c0 2 2 2 2 4M18 4c0 2 2 2 2 4" stroke="#A8B0BC" stroke-width="1.5" fill="none" stroke-linecap="round"/></svg>`;
  const crois = (c) => `<svg width="34" height="34" viewBox="0 0 34 34"><path d="M4 22c2-8 8-12 13-12s11 4 13 12c-3 1-5-1-6-3-1 3-4 4-7 4s-6-1-7-4c-1 2-3 4-6 3z" fill="${c}"/><path d="M12 14l2 8M17 12v10M22 14l-2 8" stroke="#0E1116" stroke-opacity=".35" stroke-width="1.5"/></svg>`;
  const bottle = (c) => `<svg width="34" height="34" viewBox="0 0 34 34"><rect x="14" y="3" width="6" height="5" rx="1" fill="#A8B0BC"/><path d="M13 8h8l2 5v16a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2V13z" fill="${c}"/><rect x="11" y="16" width="12" height="7" fill="#F4F1EA" opacity=".85"/></svg>`;
  const cake = (c) => `<svg width="34" height="34" viewBox="0 0 34 34"><path d="M6 16h22v11a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2z" fill="${c}"/><path d="M6 16c3-6 19-6 22 0" fill="#F4F1EA"/><circle cx="17" cy="9" r="3" fill="#FF5D6C"/></svg>`;
  const items = [
    ['Flat white', '£3.20', cup(C.amber)], ['Cappuccino', '£3.40', cup('#D9A066')], ['Oat latte', '£3.60', cup('#E8D5B0')], ['Espresso', '£2.30', cup('#8B5A3C')],
    ['Almond croissant', '£2.90', crois('#E9A84C')], ['Butter croissant', '£2.40', crois('#F2C46B')], ['Carrot cake', '£3.80', cake('#D98A4A')], ['Banana bread', '£2.80', cake('#B07A45')],
    ['Orange juice', '£2.60', bottle(C.orange)], ['Still water', '£1.50', bottle(C.peri)], ['Sparkling water', '£1.70', bottle(C.mint)], ['Lemonade', '£2.40', bottle(C.amber)],
  ];
  const tot = roller('tot', ['£3.20', '£6.10', '£8.70'], [16, 30, 92], 22);
  const charge = roller('chg', ['£3.20', '£6.10', '£8.70'], [16, 30, 92], 16);
  const sub = roller('sub', ['£2.67', '£5.08', '£7.25'], [16, 30, 92], 14);
  const vat = roller('vat', ['£0.53', '£1.02', '£1.45'], [16, 30, 92], 14);
  const css = `
  ${tot.css}${charge.css}${sub.css}${vat.css}
  .bar0{position:absolute;left:0;right:0;top:0;height:46px;display:flex;align-items:center;gap:10px;padding:0 16px;border-bottom:1px solid var(--line);background:#11151B}
  .left{position:absolute;left:16px;top:58px;width:500px;bottom:16px}
  .tabs{display:flex;gap:6px;margin-bottom:10px}
  .tab{height:28px;padding:0 14px;border-radius:8px;border:1px solid var(--line);display:flex;align-items:center;font-size:10.5px;font-weight:700;color:var(--muted)}
  .tab.on{background:var(--text);color:var(--ink);border-color:var(--text)}
  .pg{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}
  .tile{height:112px;border-radius:12px;background:var(--s1);border:1px solid var(--line);padding:10px;display:flex;flex-direction:column;justify-content:space-between;position:relative;overflow:hidden}
  .tile .ic{width:44px;height:44px;border-radius:10px;background:#1F2630;display:flex;align-items:center;justify-content:center}
  .tile b{font-size:10.5px;white-space:nowrap}.tile .p{font-size:10px;color:var(--muted)}
  ${kf('.t4', [[[0, 12], 'border-color:#2A313C;transform:scale(1)'], [14, 'border-color:#FF6B3D;transform:scale(.96)'], [[18, 100], 'border-color:#2A313C;transform:scale(1)']])}
  ${kf('.t8', [[[0, 26], 'border-color:#2A313C;transform:scale(1)'], [28, 'border-color:#FF6B3D;transform:scale(.96)'], [[32, 100], 'border-color:#2A313C;transform:scale(1)']])}
  .right{position:absolute;right:16px;top:58px;width:252px;bottom:16px;background:var(--s1);border:1px solid var(--line);border-radius:12px;padding:12px 14px;display:flex;flex-direction:column;overflow:hidden}
  .li{display:flex;align-items:center;gap:8px;height:36px;border-bottom:1px solid var(--line);font-size:10.5px}
  .li .q{width:20px;height:20px;border-radius:6px;background:#242B36;display:flex;align-items:center;justify-content:center;font-size:9px;font-weight:700}
  ${show('.li2', 15, 90, { from: 'translateX(10px)', f: 3 })}${show('.li3', 29, 90, { from: 'translateX(10px)', f: 3 })}
  .tl{display:flex;font-size:10px;color:var(--muted);height:18px;align-items:center}
  .pay{height:38px;border-radius:10px;background:var(--or);color:#1a0d07;font-weight:700;font-size:12px;display:flex;align-items:center;justify-content:center;gap:6px;margin-top:10px}
  ${kf('.pay', [[[0, 40], 'transform:scale(1)'], [42, 'transform:scale(.95)'], [[45, 100], 'transform:scale(1)']])}
  .ov{position:absolute;inset:0;background:rgba(14,17,22,.94);display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;text-align:center}
  ${show('.ov', 43, 88, { from: 'none', f: 3 })}
  .wv{width:64px;height:64px;border-radius:50%;border:2px solid var(--pe);display:flex;align-items:center;justify-content:center;position:relative}
  .wv:before,.wv:after{content:"";position:absolute;inset:-2px;border-radius:50%;border:2px solid var(--pe);animation:wvp calc(var(--D) / 4) ease-out infinite both}
  .wv:after{animation-delay:calc(var(--D) / -8)}
  @keyframes wvp{0%{transform:scale(1);opacity:.7}100%{transform:scale(1.6);opacity:0}}
  ${show('.ok', 56, 88, { from: 'scale(.6)', f: 3 })}
  ${show('.wait', 43, 56, { from: 'none', f: 2 })}
  .ok .tick{width:64px;height:64px}
  .rcpt{width:150px;background:#F4F1EA;color:#1B1F27;border-radius:6px 6px 0 0;padding:8px 10px;font-size:8.5px;font-family:"DejaVu Sans Mono",monospace;line-height:1.5;margin-top:6px;text-align:left}
  ${show('.rcpt', 64, 88, { from: 'translateY(30px)', f: 5 })}
  .cursor{position:absolute}.rp i{position:absolute}
  ${cursorPath('.cursor', [[0, 600, 300], [8, 73, 266], [13, 73, 266, 1], [20, 110, 320], [27, 73, 386, 1], [34, 300, 420], [40, 652, 446, 1], [50, 700, 470], [80, 640, 380], [100, 600, 300]], '.rp i')}
  `;
  const body = `
  <div class="bar0">${markSvg(20)}<b style="font-size:12.5px">Quillmark Till</b><span class="dim">·</span><span class="muted">Harbour Café · Till 2</span><span class="sp"></span><span class="chip mi"><span class="dot" style="background:var(--mi)"></span>Online</span><span class="mono muted">08:42</span><span class="av" style="background:${C.mint}">SO</span><span>Sam O.</span></div>
  <div class="left">
    <div class="tabs"><span class="tab on">All</span><span class="tab">Coffee</span><span class="tab">Bakery</span><span class="tab">Cold drinks</span><span class="tab">Offers</span></div>
    <div class="pg">${items.map(([n, p, icn], i) => `<div class="tile t${i}"><div class="ic">${icn}</div><div><b>${n}</b><div class="p">${p}</div></div></div>`).join('')}</div>
  </div>
  <div class="right">
    <div class="row"><b style="font-size:12px">Order #1047</b><span class="sp"></span><span class="chip">Eat in · Table 6</span></div>
    <div style="margin-top:8px">
      <div class="li"><span class="q">1</span><span style="flex:1">Flat white</span><span class="dim" style="font-size:9px">oat +£0.00</span><b>£3.20</b></div>
      <div class="li li2"><span class="q">1</span><span style="flex:1">Almond croissant</span><b>£2.90</b></div>
      <div class="li li3"><span class="q">1</span><span style="flex:1">Orange juice</span><b>£2.60</b></div>
    </div>
    <div class="sp"></div>
    <div class="tl"><span>Subtotal</span><span class="sp"></span>${sub.html}</div>
    <div class="tl"><span>VAT 20%</span><span class="sp"></span>${vat.html}</div>
    <div class="hair" style="margin:6px 0"></div>
    <div class="row"><b style="font-size:12px">Total</b><span class="sp"></span><b style="font-size:18px;height:22px">${tot.html}</b></div>
    <div class="pay">${ico('plug', 14, '#1a0d07', 2.2)}Charge ${charge.html}</div>
    <div class="ov">
      <div style="position:relative;width:64px;height:64px"><div class="wv wait" style="position:absolute;inset:0">${ico('mobile', 24, C.peri)}</div><div class="ok" style="position:absolute;inset:0"><span class="tick">${tickSvg(30)}</span></div></div>
      <b style="font-size:12px;position:relative;height:16px;width:200px"><span class="wait" style="position:absolute;left:0;right:0">Tap, insert or swipe card</span><span class="ok" style="position:absolute;left:0;right:0">Payment approved</span></b>
      <span class="muted" style="font-size:9.5px">Contactless · Visa •••• 4821</span>
      <div class="rcpt">HARBOUR CAFÉ  #1047<br>Flat white ....... 3.20<br>Almond croissant . 2.90<br>Orange juice ..... 2.60<br><b>TOTAL ........... 8.70</b></div>
    </div>
  </div>
  <div class="rp"><i class="ripple"></i><i class="ripple"></i><i class="ripple"></i></div>
  <div class="cursor">${cursorSvg()}</div>`;
  return page({ css, body });
}


// ---------------------------------------------------------------- Employment insights
function employmentInsights() {
  const dev = [0.42, 0.46, 0.44, 0.5, 0.55, 0.53, 0.6, 0.64, 0.62, 0.7, 0.75, 0.8];
  const data = [0.2, 0.22, 0.26, 0.27, 0.33, 0.36, 0.4, 0.47, 0.5, 0.58, 0.63, 0.7];
  const skills = [['Python', 38, C.orange], ['Cloud (AWS / Azure)', 34, C.peri], ['SQL', 31, C.peri], ['Cyber security', 24, C.mint], ['React / TypeScript', 21, C.mint], ['Machine learning', 17, C.amber]];
  const regions = [['London', 31.2], ['Manchester', 8.9], ['B\'ham', 6.1], ['Edinburgh', 5.4], ['Leeds', 4.8], ['Bristol', 4.6]];
  const months = ['J', 'F', 'M', 'A', 'M', 'J', 'J', 'A', 'S', 'O', 'N', 'D'];
  const CW = 300, CH = 214;
  const ptsY = (vals) => vals.map((v) => 4 + (1 - v) * (CH - 8));
  const xs = months.map((_, i) => 4 + (i * (CW - 8)) / 11);
  const cross = (sel, ys) => kf(sel, [...xs.map((x, i) => [+(i * 7.2).toFixed(2), `transform:translate(${x.toFixed(1)}px,${ys ? ys[i].toFixed(1) : 0}px);opacity:1`]), [86, `transform:translate(${xs[11]}px,${ys ? ys[11].toFixed(1) : 0}px);opacity:0`], [100, `transform:translate(${xs[0]}px,${ys ? ys[0].toFixed(1) : 0}px);opacity:0`]], { ease: 'linear' });
  const css = `
  .xh{position:absolute;left:0;top:0;width:1px;height:${CH}px;background:rgba(244,241,234,.35)}
  .dt{position:absolute;left:-4px;top:-4px;width:8px;height:8px;border-radius:50%;border:2px solid var(--text);display:block}
  .d1{background:var(--or)}.d2{background:var(--pe)}
  ${cross('.xh')}${cross('.d1', ptsY(dev))}${cross('.d2', ptsY(data))}
  ${show('.tip', 70, 86, { from: 'translateY(6px)', f: 3 })}
  .kpis{display:grid;grid-template-columns:repeat(4,1fr);gap:10px}
  .kpis .card{padding:9px 12px}.kpis .v{font-size:18px}
  .g2{display:grid;grid-template-columns:minmax(0,1.15fr) minmax(0,1fr);gap:10px;flex:1;min-height:0}
  .sk{display:grid;grid-template-columns:112px 1fr 34px;align-items:center;gap:8px;height:21px;font-size:9.5px}
  .sk .bar{height:8px}
  ${skills.map(([, v], i) => kf(`.sk${i} .bar i`, [[0, `width:${v * 1.7}%`], [[20 + i * 4, 50 + i * 4], `width:${Math.min(98, v * 2.3)}%`], [[84, 100], `width:${v * 1.7}%`]])).join('')}
  .rg{display:flex;align-items:center;gap:6px;height:24px;font-size:9.5px;white-space:nowrap}
  .tip{position:absolute;background:#222A35;border:1px solid var(--line);border-radius:8px;padding:5px 8px;font-size:9px;white-space:nowrap;box-shadow:0 8px 20px rgba(0,0,0,.4)}
  `;
  const body = `<div class="app">${sidebar({
    brand: 'Insights', items: [['chart', 'Overview'], ['users', 'Occupations'], ['target', 'Skills'], ['compass', 'Regions'], ['database', 'Salaries'], ['document', 'Exports']],
  })}
  <div class="main">
    ${topbar({ title: 'UK labour market · Tech & digital', sub: 'Updated weekly · 1.2M job adverts analysed · Jan–Dec 2024', right: `<span class="chip pe">All regions</span><span class="chip">12 months</span>` })}
    <div class="kpis">
      <div class="card kpi"><div class="l">Live vacancies</div><div class="v">84,210</div><div class="d mi">▲ 8.4% QoQ</div></div>
      <div class="card kpi"><div class="l">Median salary</div><div class="v">£52,300</div><div class="d mi">▲ 3.1% YoY</div></div>
      <div class="card kpi"><div class="l">Hard-to-fill roles</div><div class="v or">23%</div><div class="d muted">open &gt; 60 days</div></div>
      <div class="card kpi"><div class="l">Visa-sponsored adverts</div><div class="v">11.6%</div><div class="d muted">Skilled Worker route</div></div>
    </div>
    <div class="g2">
      <div class="card" style="padding:10px 12px"><h4>${ico('graph', 12, C.orange)}Job postings per month (thousands)</h4>
        <div class="row g12" style="font-size:9px;margin:-2px 0 6px"><span class="row g4"><span class="dot" style="background:${C.orange}"></span>Software development</span><span class="row g4"><span class="dot" style="background:${C.peri}"></span>Data &amp; AI</span></div>
        <div style="position:relative;height:236px">
          <div style="position:absolute;inset:0">${lineChart(dev, CW, CH, C.orange, { grid: 3, width: 2.2 })}</div>
          <div style="position:absolute;inset:0">${lineChart(data, CW, CH, C.peri, { fillOpacity: 0.16, width: 2.2 })}</div>
          <div class="xh"></div><i class="dt d1"></i><i class="dt d2"></i>
          <div class="row" style="position:absolute;left:4px;right:4px;bottom:0;justify-content:space-between">${months.map((m) => `<span class="dim" style="font-size:8px">${m}</span>`).join('')}</div>
          <div class="tip" style="left:118px;top:4px"><b>Nov</b> · <span style="color:${C.orange}">21.4k</span> dev · <span style="color:${C.peri}">17.9k</span> data</div>
        </div></div>
      <div class="col g10">
        <div class="card" style="padding:10px 12px"><h4>${ico('target', 12, C.mint)}Skills in demand · share of adverts</h4>
          ${skills.map(([n, v, c], i) => `<div class="sk sk${i}"><span style="white-space:nowrap">${n}</span><div class="bar"><i style="background:${c}"></i></div><b style="text-align:right">${v}%</b></div>`).join('')}</div>
        <div class="card" style="padding:10px 12px;flex:1"><h4>${ico('compass', 12, C.peri)}Where the jobs are</h4>
          <div style="display:grid;grid-template-columns:1fr 1fr;column-gap:12px">${regions.map(([n, v]) => `<div class="rg"><span style="flex:1">${n}</span><div class="bar" style="width:36px;height:5px"><i style="width:${Math.min(100, v * 3)}%;background:${C.peri}"></i></div><span class="muted" style="width:34px;text-align:right">${v}%</span></div>`).join('')}</div>
          <div class="row g6" style="margin-top:10px"><span class="chip pe">Hybrid 42%</span><span class="chip">Remote 17%</span><span class="chip">On-site 41%</span></div></div>
      </div>
    </div>
  </div></div>`;
  return page({ css, body });
}

// ---------------------------------------------------------------- Digital signature
function digitalSignature() {
  // a handwritten-looking signature path ("A Hart")
  const sig = 'M6 40c6-14 12-30 16-30 3 0-2 26-4 30M12 30c6-2 12-3 16-2M34 14c-2 10-4 22-5 27M29 28c6-4 12-5 14-3-1 5-4 10-3 13 2-4 6-9 9-8-1 4-2 7 0 8 2-3 5-7 8-7-2 2-3 5-1 6M57 24c6-1 11-1 14 0M64 16c-1 8-2 16 0 22 3 0 6-4 10-8 5-4 12-10 22-14';
  const PX = 219, PY = 290; // pen tip position (signature field, .main coordinates)
  // draw each stroke of the signature in turn between 20% and 54% of the loop
  const sigParts = sig.split('M').filter(Boolean).map((p) => 'M' + p);
  const weights = [60, 16, 28, 70, 14, 70];
  const totalW = weights.reduce((a, b) => a + b, 0);
  let acc = 20;
  const sigCss = sigParts.map((_, i) => {
    const a = acc;
    const b = acc + (34 * weights[i]) / totalW;
    acc = b;
    return `@keyframes sgp${i}{0%,${a.toFixed(2)}%{stroke-dashoffset:100}${b.toFixed(2)}%,100%{stroke-dashoffset:0}}.sp${i}{animation:sgp${i} var(--D) linear infinite both}`;
  }).join('');
  const css = PAPER_CSS + `
  .lay{display:grid;grid-template-columns:1fr 210px;gap:12px;flex:1;min-height:0}
  .docw{background:#12161C;padding:12px 22px;display:flex;justify-content:center}
  .paper.doc{width:330px;height:100%;padding:18px 22px;font-size:8px}
  .paper h3{font-size:11px;margin-bottom:8px}
  .paper p{font-size:7.5px;color:#5A5549;line-height:1.55;margin-bottom:6px}
  .sf{position:relative;height:58px;border:1.5px dashed #FF6B3D;border-radius:6px;background:rgba(255,107,61,.06);margin-top:10px}
  ${kf('.sf', [[[0, 56], 'border-color:#FF6B3D;background-color:rgba(255,107,61,.07)'], [[60, 90], 'border-color:#2FB486;background-color:rgba(94,230,176,.12)'], [[96, 100], 'border-color:#FF6B3D;background-color:rgba(255,107,61,.07)']])}
  .sf .tag{position:absolute;left:-1px;top:-9px;background:#FF6B3D;color:#1a0d07;font-size:7px;font-weight:700;padding:2px 6px;border-radius:4px}
  @keyframes tga{0%,18%{opacity:1}22%,94%{opacity:0}98%,100%{opacity:1}}
  .sf .tag.a{animation:tga var(--D) linear infinite both}
  .sf .tag.b{background:#2FB486;color:#fff}
  ${show('.sf .tag.b', 58, 90, { from: 'none', f: 2 })}
  ${sigCss}
  .sigg{animation:sgf var(--D) linear infinite both}
  @keyframes sgf{0%,90%{opacity:1}95%{opacity:0}100%{opacity:0}}
  .cursor{position:absolute}
  ${cursorPath('.cursor', [[0, 420, 300], [14, PX + 12, PY + 22], [20, PX + 14, PY + 24], [26, PX + 30, PY - 2], [32, PX + 40, PY + 22], [38, PX + 58, PY + 6], [44, PX + 76, PY + 18], [50, PX + 96, PY + 4], [54, PX + 114, PY - 6], [62, PX + 140, PY + 20], [78, 420, 300], [100, 420, 300]])}
  .sg{display:flex;align-items:center;gap:8px;height:40px;border-top:1px solid var(--line);font-size:10px}
  .st2{position:relative;height:18px;width:64px}
  .st2 .chip{position:absolute;right:0;top:0}
  ${show('.s-done', 58, 90, { from: 'scale(.8)', f: 2 })}
  ${kf('.s-wait', [[[0, 56], 'opacity:1'], [[59, 90], 'opacity:0'], [[94, 100], 'opacity:1']])}
  .ev{display:flex;gap:8px;font-size:9px;height:24px;align-items:center}
  .ev i{width:7px;height:7px;border-radius:50%;display:block;flex:none}
  ${show('.ev2', 60, 90, { from: 'translateX(6px)' })}${show('.ev3', 68, 90, { from: 'translateX(6px)' })}
  .seal{position:absolute;right:18px;bottom:18px;width:58px;height:58px;border-radius:50%;border:2px solid #2FB486;color:#2FB486;display:flex;align-items:center;justify-content:center;text-align:center;font-size:6.5px;font-weight:700;transform:rotate(-12deg)}
  ${show('.seal', 70, 90, { from: 'rotate(-12deg) scale(1.6)', to: 'rotate(-12deg) scale(1)', f: 3 })}
  `;
  const body = `<div class="app">${sidebar({
    brand: 'eSign', items: [['document', 'Documents'], ['mail', 'Sent', '24'], ['users', 'Contacts'], ['layers', 'Templates'], ['shield', 'Audit trail'], ['gear', 'Settings']],
  })}
  <div class="main">
    ${topbar({ title: 'Master Services Agreement', sub: 'MSA_Aster-Insurance_v3.pdf · Page 4 of 4', right: `<span class="chip pe">2 of 3 signed</span><span class="btn">Finish</span>` })}
    <div class="lay">
      <div class="card docw"><div class="paper doc">
        <h3 style="font-size:9.5px">11. Governing law</h3>
        <p>This agreement is governed by the laws of England and Wales. Each party submits to the exclusive jurisdiction of the courts of England.</p>
        <div class="ln" style="width:92%"></div><div class="ln" style="width:84%"></div><div class="ln" style="width:60%;margin-bottom:12px"></div>
        <h3>12. Signatures</h3>
        <p>By signing below, each party agrees to the terms of this Master Services Agreement, including the schedules attached, with effect from the date of the last signature.</p>
        <p>This agreement may be executed electronically and in counterparts, each of which is deemed an original.</p>
        <div style="display:grid;grid-template-columns:1fr 1fr;gap:14px;margin-top:12px">
          <div><div class="lbl">For Aster Insurance plc</div>
            <svg width="120" height="46" viewBox="0 0 120 46" style="margin-top:4px"><path d="M4 34c8-10 14-24 20-24 4 0-6 22 2 20 6-2 10-12 14-10 3 2-2 10 4 8s10-12 16-12c4 0 0 10 6 8 8-3 18-14 40-16" fill="none" stroke="#27408B" stroke-width="2" stroke-linecap="round"/></svg>
            <div style="border-top:1px solid #B9B2A3;padding-top:3px"><div class="val" style="font-size:8.5px">Daniel Okoro</div><div class="lbl" style="font-size:6.5px">Chief Operating Officer · 14 May 2025</div></div></div>
          <div><div class="lbl">For Quillmark Ltd</div>
            <div class="sf"><span class="tag a">Sign here</span><span class="tag b">Signed</span>
              <svg width="120" height="52" viewBox="0 0 120 52" style="position:absolute;left:8px;top:2px"><g class="sigg" fill="none" stroke="#1B1F27" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${sigParts.map((d, i) => `<path class="sp${i}" pathLength="100" stroke-dasharray="100" d="${d}"/>`).join('')}</g></svg></div>
            <div style="border-top:1px solid #B9B2A3;padding-top:3px;margin-top:4px"><div class="val" style="font-size:8.5px">Amelia Hart</div><div class="lbl" style="font-size:6.5px">Director · 14 May 2025</div></div></div>
        </div>
        <div style="position:absolute;left:22px;right:22px;bottom:14px;border-top:1px solid #D9D3C6;padding-top:5px;display:flex;font-size:6.5px;color:#7A7468"><span>Quillmark Ltd · Aster Insurance plc · MSA v3</span><span class="sp"></span><span>Page 4 of 4</span></div>
        <div class="seal" style="bottom:34px">SIGNED<br>&amp; SEALED<br>SHA-256</div>
      </div></div>
      <div class="col g10">
        <div class="card" style="padding:10px 12px"><h4 style="margin-bottom:2px">${ico('users', 12, C.peri)}Signers</h4>
          <div class="sg"><span class="av" style="background:${C.mint};width:22px;height:22px;font-size:8px">DO</span><div style="flex:1"><b>Daniel Okoro</b><div class="dim" style="font-size:8.5px">Aster Insurance</div></div><span class="chip mi">Signed</span></div>
          <div class="sg"><span class="av" style="background:${C.peri};width:22px;height:22px;font-size:8px">AH</span><div style="flex:1"><b>Amelia Hart</b><div class="dim" style="font-size:8.5px">Quillmark</div></div><span class="st2"><span class="chip am s-wait">Signing…</span><span class="chip mi s-done">Signed</span></span></div>
          <div class="sg"><span class="av" style="background:${C.amber};width:22px;height:22px;font-size:8px">PN</span><div style="flex:1"><b>Priya Nair</b><div class="dim" style="font-size:8.5px">Witness</div></div><span class="chip">Waiting</span></div></div>
        <div class="card" style="padding:10px 12px;flex:1"><h4>${ico('shield', 12, C.mint)}Audit trail</h4>
          <div class="ev"><i style="background:${C.muted}"></i><span class="muted" style="width:34px">14:02</span><span>Signed by D. Okoro</span></div>
          <div class="ev"><i style="background:${C.muted}"></i><span class="muted" style="width:34px">14:31</span><span>Opened by A. Hart</span></div>
          <div class="ev ev2"><i style="background:${C.mint}"></i><span class="muted" style="width:34px">14:32</span><span>Signature applied</span></div>
          <div class="ev ev3"><i style="background:${C.orange}"></i><span class="muted" style="width:34px">14:32</span><span>Sent to P. Nair</span></div>
          <div class="muted" style="font-size:8.5px;margin-top:6px">IP 81.2.69.160 · eIDAS advanced</div></div>
      </div>
    </div>
    <div class="cursor"><svg width="22" height="22" viewBox="0 0 24 24"><path d="M3 21l1.5-5.5L16 4l4 4L8.5 19.5z" fill="#F4F1EA" stroke="#0E1116" stroke-width="1.3" stroke-linejoin="round"/><path d="M3 21l1.5-5.5 4 4z" fill="#FF6B3D"/></svg></div>
  </div></div>`;
  return page({ css, body });
}

// ---------------------------------------------------------------- Referral app (phone)
function referralApp() {
  const css = `
  body{background:radial-gradient(420px 420px at 50% 50%,rgba(255,107,61,.16),transparent 70%),radial-gradient(600px 400px at 100% 0%,rgba(124,156,255,.12),transparent 70%),var(--ink)}
  .phone{left:286px;top:19px}
  .scr{position:absolute;inset:0;padding:34px 14px 12px;display:flex;flex-direction:column;gap:9px}
  .hero{border-radius:14px;padding:12px;background:linear-gradient(135deg,#FF6B3D,#FF9466);color:#1a0d07;position:relative;overflow:hidden}
  .hero:after{content:"";position:absolute;right:-20px;top:-20px;width:90px;height:90px;border-radius:50%;background:rgba(255,255,255,.18)}
  .code{height:38px;border-radius:10px;border:1.5px dashed #3A4350;display:flex;align-items:center;padding:0 6px 0 12px;gap:6px}
  .cp{position:relative;width:62px;height:26px}
  .cp span{position:absolute;inset:0;border-radius:7px;display:flex;align-items:center;justify-content:center;font-size:9.5px;font-weight:700}
  ${kf('.cp .a', [[[0, 14], 'opacity:1'], [[17, 44], 'opacity:0'], [[48, 100], 'opacity:1']])}
  ${show('.cp .b', 15, 44, { from: 'scale(.8)', f: 2 })}
  .share{display:grid;grid-template-columns:repeat(3,1fr);gap:6px}
  .share div{height:40px;border-radius:10px;background:#1F2630;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:3px;font-size:8px;color:var(--muted)}
  .inv{display:flex;align-items:center;gap:8px;height:32px;border-top:1px solid var(--line);font-size:9.5px}
  .stt{position:relative;width:52px;height:18px}.stt .chip{position:absolute;right:0;top:0}
  ${kf('.inv3 .w', [[[0, 50], 'opacity:1'], [[54, 90], 'opacity:0'], [[95, 100], 'opacity:1']])}
  ${show('.inv3 .j', 52, 90, { from: 'scale(.8)', f: 3 })}
  .pbar>i{background:var(--mi)}
  ${kf('.pbar>i', [[[0, 52], 'width:60%'], [[58, 90], 'width:80%'], [[96, 100], 'width:60%']])}
  ${roller('pc', ['3 of 5', '4 of 5'], [55, 94], 14).css}
  .fl{position:absolute;background:var(--s1);border:1px solid var(--line);border-radius:12px;padding:10px 12px;box-shadow:0 14px 34px rgba(0,0,0,.45);display:flex;align-items:center;gap:9px}
  ${show('.n1', 54, 86, { from: 'translate(-12px,6px) scale(.95)' })}
  ${show('.n2', 64, 90, { from: 'translate(12px,6px) scale(.95)' })}
  .fl.st{animation:fy calc(var(--D) / 2) ease-in-out infinite both}
  @keyframes fy{0%,100%{transform:translateY(0)}50%{transform:translateY(-6px)}}
  .cursor{position:absolute}.rp i{position:absolute}
  ${cursorPath('.cursor', [[0, 520, 420], [8, 446, 218], [13, 446, 218, 1], [24, 520, 300], [40, 540, 460], [100, 520, 420]], '.rp i')}
  .mini{display:flex;align-items:flex-end;gap:4px;height:44px}
  .mini i{flex:1;border-radius:3px 3px 0 0;background:#2B3442;display:block}
  `;
  const pc = roller('pc', ['3 of 5', '4 of 5'], [55, 94], 14);
  const body = `
  <div class="fl st" style="left:42px;top:70px;width:196px;flex-direction:column;align-items:stretch;animation-delay:calc(var(--D) / -4)">
    <div class="muted" style="font-size:9.5px">Referral conversions · 30 days</div><div style="font-size:20px;font-weight:700;margin:2px 0 6px">18.4% <span class="mi" style="font-size:10px">▲ 2.1</span></div>
    <div class="mini">${[30, 42, 38, 55, 48, 62, 58, 74, 80, 70, 88, 96].map((h, i) => `<i style="height:${h}%;${i === 11 ? 'background:#FF6B3D' : ''}"></i>`).join('')}</div></div>
  <div class="fl st" style="left:60px;top:250px;width:176px;flex-direction:column;align-items:stretch">
    <div class="row g6"><span style="width:26px;height:26px;border-radius:8px;background:rgba(94,230,176,.14);display:flex;align-items:center;justify-content:center">${ico('target', 15, C.mint)}</span><b>Rewards paid</b></div>
    <div style="font-size:18px;font-weight:700;margin-top:6px">£12,480</div><div class="muted" style="font-size:9px">624 friends joined this quarter</div></div>
  <div class="fl n1" style="left:540px;top:120px;width:210px"><span class="av" style="background:${C.amber}">AG</span><div style="flex:1"><b>Ana joined with your link</b><div class="muted" style="font-size:9px">You both earned £20</div></div><span class="chip mi">+£20</span></div>
  <div class="fl n2" style="left:560px;top:196px;width:188px"><span style="width:28px;height:28px;border-radius:8px;background:rgba(255,107,61,.15);display:flex;align-items:center;justify-content:center">${ico('rocket', 16, C.orange)}</span><div><b>1 more to unlock Gold</b><div class="muted" style="font-size:9px">Gold: £50 bonus + free month</div></div></div>
  <div class="fl st" style="left:556px;top:330px;width:196px;animation-delay:calc(var(--D) / -3)"><span style="width:28px;height:28px;border-radius:8px;background:rgba(124,156,255,.15);display:flex;align-items:center;justify-content:center">${ico('users', 16, C.peri)}</span><div><b>Invites sent · 12</b><div class="muted" style="font-size:9px">5 opened · 4 joined</div></div></div>
  <div class="phone"><div class="notch"></div><div class="screen"><div class="scr">
    <div class="row"><b style="font-size:13px">Refer &amp; earn</b><span class="sp"></span>${ico('gear', 15, C.muted)}</div>
    <div class="hero"><div style="font-size:9px;font-weight:700;opacity:.8">INVITE FRIENDS</div><div style="font-size:17px;font-weight:700;line-height:1.15;margin-top:3px">Give £20,<br>get £20</div><div style="font-size:8.5px;margin-top:5px;opacity:.85">For every friend who opens an account</div></div>
    <div class="code"><div style="flex:1"><div class="dim" style="font-size:7.5px">YOUR CODE</div><b class="mono" style="font-size:12px;letter-spacing:.08em">QUIL-7F3K</b></div><div class="cp"><span class="a" style="background:var(--text);color:var(--ink)">Copy</span><span class="b" style="background:var(--mi);color:var(--ink)">Copied</span></div></div>
    <div class="share"><div>${ico('chat', 15, C.text)}Message</div><div>${ico('mail', 15, C.text)}Email</div><div>${ico('plug', 15, C.text)}Link</div></div>
    <div><div class="row" style="font-size:9.5px;margin-bottom:5px"><b>Silver tier</b><span class="sp"></span><span class="muted">${pc.html} friends</span></div><div class="bar pbar" style="height:7px"><i></i></div></div>
    <div>
      <div class="inv"><span class="av" style="background:${C.peri};width:20px;height:20px;font-size:7.5px">PN</span><span style="flex:1">Priya N.</span><span class="chip mi">Joined</span></div>
      <div class="inv"><span class="av" style="background:${C.mint};width:20px;height:20px;font-size:7.5px">TB</span><span style="flex:1">Tom B.</span><span class="chip mi">Joined</span></div>
      <div class="inv inv3"><span class="av" style="background:${C.amber};width:20px;height:20px;font-size:7.5px">AG</span><span style="flex:1">Ana G.</span><span class="stt"><span class="chip w">Invited</span><span class="chip mi j">Joined</span></span></div>
    </div>
  </div></div></div>
  <div class="rp"><i class="ripple"></i></div>
  <div class="cursor">${cursorSvg()}</div>`;
  return page({ css, body, cls: '' });
}

export const productScenes = [
  { key: 'products/ai-call-analytics', html: callAnalytics },
  { key: 'products/ai-document-validation', html: documentValidation },
  { key: 'products/ai-hr-tool', html: hrTool },
  { key: 'products/crm', html: crm },
  { key: 'products/education-management', html: educationManagement },
  { key: 'products/e-learning', html: eLearning },
  { key: 'products/pos', html: pos },
  { key: 'products/employment-insights', html: employmentInsights },
  { key: 'products/digital-signature', html: digitalSignature },
  { key: 'products/referral-app', html: referralApp },
];
