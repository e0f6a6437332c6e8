// Service scenes: abstract but specific illustrations of each service (800x500, seamless loops).
import {
  page, ico, lineChart, ring, show, kf, ticker, tickSvg, rng, C,
} from '../lib/ui.mjs';

const HDR_CSS = `
.hdr{position:absolute;left:20px;right:20px;top:16px;height:40px;display:flex;align-items:center;gap:10px}
.hdr .ib{width:34px;height:34px;border-radius:10px;background:rgba(255,107,61,.12);border:1px solid rgba(255,107,61,.3);display:flex;align-items:center;justify-content:center}
.hdr h1{font-size:15px;font-weight:700}.hdr .sub{font-size:10px;color:var(--muted)}
.spin{border-radius:50%;border:2px solid #2A313C;border-top-color:var(--pe);animation:spin calc(var(--D) / 6) linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
`;
const hdr = (icon, title, sub, right = '') => `<div class="hdr"><div class="ib">${ico(icon, 18, C.orange)}</div><div><h1>${title}</h1><div class="sub">${sub}</div></div><div class="sp"></div>${right}</div>`;

// ---------------------------------------------------------------- AI & RPA
function aiRpa() {
  const nodes = [['mail', 'Email inbox', 'invoices@'], ['bot', 'AI extract', 'fields + line items'], ['shield', 'Validate', '14 business rules'], ['database', 'Post to ERP', 'SAP S/4HANA'], ['chat', 'Notify', 'Teams · #finance']];
  const X0 = 16, NW = 128, GAP = 20; // node geometry
  const nx = (i) => X0 + i * (NW + GAP);
  // a token travels through all nodes in one loop: pause inside each node, then move on
  const stops = [];
  const per = 100 / nodes.length;
  nodes.forEach((_, i) => {
    const cx = nx(i) + NW / 2 - 14;
    stops.push([+(i * per).toFixed(2), `transform:translateX(${cx}px);opacity:1`]);
    stops.push([+(i * per + per * 0.45).toFixed(2), `transform:translateX(${cx}px);opacity:1`]);
  });
  stops[0][1] = `transform:translateX(${nx(0) + NW / 2 - 14}px) scale(.6);opacity:0`;
  stops.splice(1, 0, [4, `transform:translateX(${nx(0) + NW / 2 - 14}px);opacity:1`]);
  const tokKf = `@keyframes tok{${stops.map(([p, d]) => `${p}%{${d}}`).join('')}100%{transform:translateX(${nx(nodes.length) + NW / 2 - 14}px);opacity:1}}`;
  // node glow: each node receives a token every D/3 (three tokens spaced by D/3)
  const logs = [
    ['Bot-2', 'INV-20931 posted to SAP', '0.8 s', 'mi'],
    ['Bot-1', 'PO-55120 matched (3-way)', '1.2 s', 'mi'],
    ['Bot-3', 'INV-20934 VAT mismatch → human', 'review', 'am'],
    ['Bot-2', 'INV-20929 posted to SAP', '0.7 s', 'mi'],
    ['Bot-1', 'Supplier bank details verified', '0.4 s', 'mi'],
  ];
  const logRow = ([b, t, d, c]) => `<div class="lg"><span class="chip pe" style="width:46px;justify-content:center">${b}</span><span style="flex:1">${t}</span><span class="chip ${c}">${d}</span></div>`;
  const css = HDR_CSS + `
  .flow{position:absolute;left:20px;right:20px;top:78px;height:170px;border-radius:14px;background:#12161C;border:1px solid var(--line);overflow:hidden}
  .flow:before{content:"";position:absolute;inset:0;background-image:radial-gradient(#232A35 1px,transparent 1px);background-size:16px 16px}
  .node{position:absolute;top:64px;width:${NW}px;height:86px;border-radius:12px;background:var(--s1);border:1px solid var(--line);padding:10px;display:flex;flex-direction:column;gap:5px}
  .node .t{display:flex;align-items:center;gap:7px;font-weight:700;font-size:10.5px}
  .node .ic{width:26px;height:26px;border-radius:8px;background:rgba(124,156,255,.12);display:flex;align-items:center;justify-content:center}
  .node .s{font-size:9px;color:var(--muted)}
  .node .cnt{font-size:9px;color:var(--dim);margin-top:auto}
  .node:after{content:"";position:absolute;inset:-1px;border-radius:12px;border:1.5px solid var(--or);opacity:0;animation:ng calc(var(--D) / 3) ease-out infinite both}
  ${nodes.map((_, i) => `.n${i}:after{animation-delay:calc(var(--D) * ${(-((((-0.2 * i) % (1 / 3)) + 1 / 3) % (1 / 3))).toFixed(4)})}`).join('')}
  @keyframes ng{0%{opacity:0}6%{opacity:1}35%{opacity:0}100%{opacity:0}}
  .wire{position:absolute;top:106px;height:2px;background:repeating-linear-gradient(90deg,#3A4350 0 6px,transparent 6px 10px)}
  .track{position:absolute;left:16px;right:16px;top:44px;height:3px;border-radius:2px;background:#2A313C}
  .drop{position:absolute;top:47px;width:2px;height:17px;margin-left:-1px;background:#2A313C}
  .tok{position:absolute;left:0;top:12px;z-index:2;width:28px;height:34px;animation:tok var(--D) linear infinite both}
  ${tokKf}
  .tok .doc{width:24px;height:31px;margin:0 auto;border-radius:4px;background:var(--text);position:relative;box-shadow:0 4px 10px rgba(0,0,0,.4)}
  .tok .doc:before{content:"";position:absolute;left:4px;right:4px;top:6px;height:2px;background:#B9B2A3;box-shadow:0 5px 0 #B9B2A3,0 10px 0 #B9B2A3}
  .tok .bot{position:absolute;left:-6px;top:-8px;width:22px;height:17px;border-radius:5px;background:var(--or);display:flex;align-items:center;justify-content:center;gap:3px}
  .tok .bot i{width:3px;height:3px;border-radius:50%;background:#1a0d07;display:block}
  .t1{animation-delay:calc(var(--D) / -3)}.t2{animation-delay:calc(var(--D) * -2 / 3)}
  .low{position:absolute;left:20px;right:20px;top:264px;bottom:18px;display:grid;grid-template-columns:1.35fr 1fr;gap:12px}
  .lgw{height:170px;overflow:hidden;position:relative}
  .lgw .in{position:absolute;left:0;right:0;top:0}
  .lg{display:flex;align-items:center;gap:8px;height:34px;border-bottom:1px solid var(--line);font-size:10px}
  ${ticker('.lgw .in', 5, 34, { dir: 1, move: 0.3 })}
  .kp{display:grid;grid-template-columns:1fr 1fr;gap:10px}
  .kp .card{padding:10px 12px}
  `;
  const body = `
  ${hdr('bot', 'Invoice intake · automation flow', 'AI + RPA · 3 bots running · human-in-the-loop for exceptions', '<span class="chip mi"><span class="dot" style="background:var(--mi)"></span>Running</span><span class="chip">Last 24 h · 1,842 invoices</span>')}
  <div class="flow">
    <div class="track"></div>
    ${nodes.map((_, i) => `<div class="drop" style="left:${nx(i) + NW / 2}px"></div>`).join('')}
    ${nodes.slice(0, -1).map((_, i) => `<div class="wire" style="left:${nx(i) + NW}px;width:${GAP}px"></div>`).join('')}
    ${nodes.map(([icn, t, s], i) => `<div class="node n${i}" style="left:${nx(i)}px"><div class="t"><span class="ic">${ico(icn, 15, i === 1 ? C.orange : C.peri)}</span>${t}</div><div class="s">${s}</div><div class="cnt">${['1,842 received', '1,839 extracted', '1,797 passed', '1,797 posted', '1,797 sent'][i]}</div></div>`).join('')}
    ${[0, 1, 2].map((k) => `<div class="tok t${k}"><div class="doc"></div><div class="bot"><i></i><i></i></div></div>`).join('')}
  </div>
  <div class="low">
    <div class="card" style="padding:10px 14px"><h4>${ico('workflow', 12, C.orange)}Bot activity · live</h4>
      <div class="lgw"><div class="in">${[...logs, ...logs].map(logRow).join('')}</div></div></div>
    <div class="kp">
      <div class="card kpi"><div class="l">Tasks automated · week</div><div class="v">12,480</div><div class="d mi">▲ 9% vs last week</div></div>
      <div class="card kpi"><div class="l">Hours saved · week</div><div class="v mi">1,936</div><div class="d muted">≈ 48 FTE days</div></div>
      <div class="card kpi"><div class="l">Straight-through rate</div><div class="v">97.6%</div><div class="d muted">target 95%</div></div>
      <div class="card kpi"><div class="l">Sent to humans</div><div class="v or">2.4%</div><div class="d muted">avg. resolve 6 min</div></div>
    </div>
  </div>`;
  return page({ css, body });
}

// ---------------------------------------------------------------- Software development
function softwareDevelopment() {
  const k = (t) => `<span class="k">${t}</span>`;
  const f = (t) => `<span class="f">${t}</span>`;
  const s = (t) => `<span class="s">${t}</span>`;
  const c = (t) => `<span class="c">${t}</span>`;
  const lines = [
    [`${k('import')} { toCsv } ${k('from')} ${s("'@/lib/csv'")};`, 0],
    [`${k('import')} ${k('type')} { Invoice } ${k('from')} ${s("'@/types'")};`, 0],
    ['', 0],
    [`${c('// Export filtered invoices as a CSV download')}`, 0, 1],
    [`${k('export async function')} ${f('exportInvoices')}(filter: Filter) {`, 0, 1],
    [`${k('const')} rows = ${k('await')} db.invoice.${f('findMany')}({ where: filter });`, 1, 1],
    [`${k('const')} csv = ${f('toCsv')}(rows, [${s("'number'")}, ${s("'supplier'")}, ${s("'total'")}]);`, 1, 1],
    [`${k('return new')} ${f('Response')}(csv, { headers: CSV_HEADERS });`, 1, 1],
    ['}', 0, 1],
    ['', 0, 1],
    [`${k('export const')} CSV_HEADERS = {`, 0],
    [`${s("'Content-Type'")}: ${s("'text/csv; charset=utf-8'")},`, 1],
    ['};', 0],
    ['', 0],
    [`${k('const')} gbp = ${k('new')} Intl.${f('NumberFormat')}(${s("'en-GB'")}, {`, 0],
    [`style: ${s("'currency'")}, currency: ${s("'GBP'")} });`, 1],
    [`${k('export function')} ${f('formatTotal')}(pence: ${k('number')}) {`, 0],
    [`${k('return')} gbp.${f('format')}(pence / 100);`, 1],
    ['}', 0],
  ];
  const newIdx = lines.map((l, i) => (l[2] ? i : -1)).filter((i) => i >= 0);
  const commits = [
    ['a8f3c21', 'feat: add invoice CSV export', 'AH', C.peri, 'now', 1],
    ['4be91d0', 'fix: retry supplier sync on 429', 'TB', C.mint, '2h', 0],
    ['e07c5aa', 'test: cover VAT rounding edge cases', 'PK', C.amber, '5h', 0],
    ['9d1f6b3', 'refactor: extract money helpers', 'AH', C.peri, '1d', 0],
    ['71c02e8', 'feat: supplier portal login (SSO)', 'MJ', C.orange, '2d', 0],
  ];
  const css = HDR_CSS + `
  .ed{position:absolute;left:20px;top:20px;width:520px;bottom:20px;border-radius:14px;background:#0B0E13;border:1px solid var(--line);overflow:hidden;display:flex}
  .tree{width:132px;background:#11151B;border-right:1px solid var(--line);padding:10px 8px;font-size:9.5px;color:var(--muted)}
  .tree div{height:21px;display:flex;align-items:center;gap:5px;white-space:nowrap}
  .tree .on{background:rgba(124,156,255,.14);color:var(--text);border-radius:5px;margin:0 -4px;padding:0 4px}
  .pane{flex:1;display:flex;flex-direction:column;min-width:0}
  .tabs{height:32px;display:flex;align-items:flex-end;gap:2px;background:#11151B;border-bottom:1px solid var(--line);padding:0 8px}
  .tabs span{height:26px;padding:0 10px;display:flex;align-items:center;font-size:9.5px;color:var(--muted);border-radius:7px 7px 0 0}
  .tabs .on{background:#0B0E13;color:var(--text);border:1px solid var(--line);border-bottom-color:#0B0E13;margin-bottom:-1px}
  .code{flex:1;padding:8px 0;font-family:"DejaVu Sans Mono",monospace;font-size:10px;position:relative}
  .code{counter-reset:ln}
  .cl{height:19px;display:flex;align-items:center;white-space:pre;position:relative;counter-increment:ln;overflow:hidden}
  .cl .n{width:34px;text-align:right;padding-right:12px;color:#4A5260;font-size:9px}
  .cl .n:before{content:counter(ln)}
  .cl .g{position:absolute;left:36px;top:2px;bottom:2px;width:2px;border-radius:1px;background:var(--mi);opacity:0}
  .k{color:#FF8E66}.f{color:var(--pe)}.s{color:var(--mi)}.c{color:#6E7784;font-style:italic}
  ${newIdx.map((li, j) => show(`.cl${li} .tx`, 4 + j * 7, 90, { from: 'translateX(-4px)', f: 2 })).join('')}
  ${newIdx.map((li, j) => `@keyframes lh${j}{0%,${2 + j * 7}%{height:0;counter-increment:none}${2.1 + j * 7}%{counter-increment:ln}${4 + j * 7}%,90%{height:19px;counter-increment:ln}94%{height:0;counter-increment:ln}94.1%,100%{height:0;counter-increment:none}}.cl${li}.nw{animation:lh${j} var(--D) ease-out infinite both}`).join('')}
  ${newIdx.map((li, j) => show(`.cl${li} .g`, 4 + j * 7, 90, { from: 'none', f: 2 })).join('')}
  .cl.nw{background:rgba(94,230,176,.06)}
  .caret{position:absolute;width:7px;height:14px;background:var(--or);left:0;top:0}
  .caret{position:relative;display:inline-block;vertical-align:middle;margin-left:2px;width:6px;height:13px;animation:blink calc(var(--D) / 6) steps(1,end) infinite}
  @keyframes blink{0%,50%{opacity:1}51%,100%{opacity:0}}
  .term{height:70px;border-top:1px solid var(--line);background:#0E1218;padding:7px 12px;font-family:"DejaVu Sans Mono",monospace;font-size:9.5px;line-height:17px;color:var(--muted)}
  ${show('.tp', 58, 92, { from: 'none', f: 2 })}${show('.tp2', 66, 92, { from: 'none', f: 2 })}
  .side{position:absolute;left:552px;right:20px;top:20px;bottom:20px;display:flex;flex-direction:column;gap:10px}
  .cm{display:flex;gap:8px;height:46px;position:relative}
  .cm .rail{width:14px;position:relative;flex:none}
  .cm .rail:before{content:"";position:absolute;left:6px;top:0;bottom:0;width:2px;background:#2A313C}
  .cm .rail i{position:absolute;left:2px;top:8px;width:10px;height:10px;border-radius:50%;background:var(--ink);border:2px solid var(--pe);display:block}
  .cm.new .rail i{border-color:var(--mi);background:var(--mi)}
  .cm .msg{font-size:9.5px;line-height:1.35;min-width:0}
  .cm .msg b{display:block;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;font-size:9.5px}
  .cmw{position:relative;overflow:hidden;height:230px}
  .cmw .in{position:absolute;left:0;right:0;top:0}
  ${kf('.cmw .in', [[[0, 60], 'transform:translateY(-46px)'], [[66, 92], 'transform:translateY(0)'], [100, 'transform:translateY(-46px)']])}
  ${show('.cm.new', 60, 92, { from: 'none', f: 5 })}
  .ci{display:flex;align-items:center;gap:8px;height:30px;border-top:1px solid var(--line);font-size:9.5px}
  .ci .st{width:16px;height:16px;position:relative}
  .ci .st>*{position:absolute;inset:0}
  ${show('.ci3 .tick', 70, 92, { from: 'scale(0)', f: 2 })}
  @keyframes cisp{0%,69%{opacity:1}71%,92%{opacity:0}95%,100%{opacity:1}}
  .ci .spin{animation:spin calc(var(--D) / 6) linear infinite, cisp var(--D) linear infinite both}
  `;
  const body = `
  <div class="ed">
    <div class="tree">
      <div class="dim" style="font-weight:700;letter-spacing:.06em;font-size:8.5px">LEDGERLY · main</div>
      <div>${ico('layers', 11, C.muted)}app</div><div style="padding-left:12px">${ico('layers', 11, C.muted)}invoices</div>
      <div style="padding-left:24px" class="on">${ico('code', 11, C.peri)}export.ts</div>
      <div style="padding-left:24px">${ico('code', 11, C.muted)}page.tsx</div>
      <div style="padding-left:24px">${ico('code', 11, C.muted)}columns.ts</div>
      <div style="padding-left:12px">${ico('layers', 11, C.muted)}suppliers</div>
      <div>${ico('layers', 11, C.muted)}lib</div>
      <div style="padding-left:12px">${ico('code', 11, C.muted)}csv.ts</div>
      <div style="padding-left:12px">${ico('code', 11, C.muted)}money.ts</div>
      <div>${ico('test', 11, C.muted)}tests</div>
      <div>${ico('document', 11, C.muted)}package.json</div>
      <div>${ico('document', 11, C.muted)}README.md</div>
    </div>
    <div class="pane">
      <div class="tabs"><span class="on">export.ts</span><span>csv.ts</span><span>page.tsx</span></div>
      <div class="code">${lines.map(([t, ind], i) => `<div class="cl cl${i} ${lines[i][2] ? 'nw' : ''}"><span class="n"></span><span class="g"></span><span class="tx">${'  '.repeat(ind)}${t}${i === 8 ? '<span class="caret"></span>' : ''}</span></div>`).join('')}</div>
      <div class="term"><div><span class="mi">$</span> git commit -m "feat: add invoice CSV export"</div><div class="tp">[main a8f3c21] 2 files changed, 14 insertions(+)</div><div class="tp2"><span class="mi">$</span> npm test  <span class="mi">✓ 128 passed</span> <span class="dim">(4.1 s)</span></div></div>
    </div>
  </div>
  <div class="side">
    <div class="card" style="padding:10px 12px"><h4>${ico('graph', 12, C.orange)}Commits · main</h4>
      <div class="cmw"><div class="in">${commits.map(([h, m, ini, col, t, isNew]) => `<div class="cm ${isNew ? 'new' : ''}"><div class="rail"><i></i></div><div class="msg"><b>${m}</b><span class="dim mono" style="font-size:8.5px">${h}</span> <span class="muted" style="font-size:8.5px">· <span style="color:${col};font-weight:700">${ini}</span> · ${t}</span></div></div>`).join('')}</div></div></div>
    <div class="card" style="padding:10px 12px;flex:1"><h4>${ico('pipeline', 12, C.mint)}CI · build #482</h4>
      <div class="ci"><div class="st"><span class="tick">${tickSvg(9)}</span></div><span style="flex:1">Lint &amp; typecheck</span><span class="dim">38 s</span></div>
      <div class="ci"><div class="st"><span class="tick">${tickSvg(9)}</span></div><span style="flex:1">Unit tests</span><span class="dim">1m 12s</span></div>
      <div class="ci ci3"><div class="st"><div class="spin"></div><span class="tick">${tickSvg(9)}</span></div><span style="flex:1">Preview deploy</span><span class="dim">…</span></div>
    </div>
  </div>`;
  return page({ css, body });
}


/** status cell: pending ring -> spinner (a..b) -> tick (b..92%) -> pending */
function statusCss(sel, a, b) {
  return `@keyframes ${sel.replace(/\W/g, '')}p{0%,${a}%{opacity:1}${a + 0.5}%,95%{opacity:0}97%,100%{opacity:1}}
  @keyframes ${sel.replace(/\W/g, '')}s{0%,${a}%{opacity:0}${a + 0.5}%,${b}%{opacity:1}${b + 0.5}%,100%{opacity:0}}
  @keyframes ${sel.replace(/\W/g, '')}t{0%,${b}%{opacity:0;transform:scale(.4)}${b + 2}%,92%{opacity:1;transform:scale(1)}95%,100%{opacity:0;transform:scale(1)}}
  ${sel} .pd{animation:${sel.replace(/\W/g, '')}p var(--D) linear infinite both}
  ${sel} .spin{animation:spin calc(var(--D) / 6) linear infinite,${sel.replace(/\W/g, '')}s var(--D) linear infinite both}
  ${sel} .tick{animation:${sel.replace(/\W/g, '')}t var(--D) ease-out infinite both}`;
}
const STATUS = (size = 16) => `<span class="stt" style="position:relative;width:${size}px;height:${size}px;flex:none;display:inline-block"><span class="pd" style="position:absolute;inset:0;border-radius:50%;border:2px solid #3A4350"></span><span class="spin" style="position:absolute;inset:0"></span><span class="tick" style="position:absolute;inset:0;width:${size}px;height:${size}px">${tickSvg(size * 0.56)}</span></span>`;

// ---------------------------------------------------------------- Cloud & DevOps
function cloudDevops() {
  const stages = [['code', 'Commit', 'a8f3c21'], ['layers', 'Build', 'Docker · 48 s'], ['test', 'Test', '412 passed'], ['shield', 'Security scan', '0 critical'], ['cloud', 'Staging', 'smoke ✓'], ['rocket', 'Production', 'blue/green']];
  const t0 = 4, step = 10.5;
  const pods = 5;
  const css = HDR_CSS + `
  .pl{position:absolute;left:20px;right:20px;top:76px;height:104px;display:grid;grid-template-columns:repeat(6,1fr);gap:10px}
  .stg{background:var(--s1);border:1px solid var(--line);border-radius:12px;padding:10px;display:flex;flex-direction:column;gap:6px;position:relative}
  .stg .t{display:flex;align-items:center;gap:7px;font-weight:700;font-size:10.5px}
  .stg .m{font-size:9px;color:var(--muted)}
  .prog{position:absolute;left:20px;right:20px;top:190px;height:4px;border-radius:2px;background:#242B36;overflow:hidden}
  .prog i{position:absolute;left:0;top:0;bottom:0;background:linear-gradient(90deg,var(--pe),var(--mi));display:block}
  ${kf('.prog i', [[[0, t0], 'width:0%'], [t0 + step * 6, 'width:100%'], [[92, 92], 'width:100%;opacity:1'], [96, 'width:100%;opacity:0'], [100, 'width:0%;opacity:0']], { ease: 'linear' })}
  ${stages.map((_, i) => statusCss(`.s${i}`, t0 + i * step, t0 + (i + 1) * step)).join('')}
  ${stages.map((_, i) => kf(`.s${i}`, [[[0, t0 + i * step], 'border-color:#2A313C'], [[t0 + i * step + 1, t0 + (i + 1) * step], 'border-color:rgba(124,156,255,.8)'], [[t0 + (i + 1) * step + 1, 100], 'border-color:#2A313C']], { ease: 'linear' })).join('')}
  .low{position:absolute;left:20px;right:20px;top:208px;bottom:18px;display:grid;grid-template-columns:1.25fr 1fr;gap:12px}
  .nodes{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}
  .nd{border:1px solid var(--line);border-radius:10px;padding:8px;background:#12161C}
  .nd .h{font-size:9px;color:var(--muted);margin-bottom:6px;display:flex;justify-content:space-between}
  .pods{display:grid;grid-template-columns:repeat(5,1fr);gap:4px}
  .pod{height:22px;border-radius:5px;position:relative;overflow:hidden;background:rgba(124,156,255,.22);border:1px solid rgba(124,156,255,.5)}
  .pod i{position:absolute;inset:0;background:rgba(94,230,176,.3);border-radius:4px;box-shadow:inset 0 0 0 1px rgba(94,230,176,.7);opacity:0;display:block}
  ${[0, 1, 2].map((n) => Array.from({ length: pods }, (_, p) => { const a = 70 + (n * pods + p) * 1.1; return `@keyframes pd${n}${p}{0%,${a.toFixed(1)}%{opacity:0;transform:scale(.5)}${(a + 2).toFixed(1)}%,92%{opacity:1;transform:scale(1)}96%,100%{opacity:0;transform:scale(1)}}.nd${n} .pod:nth-child(${p + 1}) i{animation:pd${n}${p} var(--D) ease-out infinite both}`; }).join('')).join('')}
  .lg{display:flex;gap:10px;margin-top:10px;font-size:9px;color:var(--muted)}
  .toast{position:absolute;right:20px;bottom:18px;display:flex;align-items:center;gap:8px;background:#13201B;border:1px solid rgba(94,230,176,.45);padding:9px 12px;border-radius:10px;font-size:10.5px;box-shadow:0 10px 30px rgba(0,0,0,.45);z-index:5}
  ${show('.toast', 76, 93, { from: 'translateY(10px)' })}
  `;
  const lat = [0.5, 0.46, 0.52, 0.48, 0.44, 0.47, 0.42, 0.4, 0.43, 0.38, 0.36, 0.35, 0.37, 0.33];
  const body = `
  ${hdr('cloud', 'Release pipeline · payments-api', 'GitHub Actions → AWS eu-west-2 · EKS · Terraform-managed', '<span class="chip pe">v2.14.0</span><span class="chip">14 deploys today</span>')}
  <div class="pl">${stages.map(([icn, n, m], i) => `<div class="stg s${i}"><div class="t">${ico(icn, 15, i === 5 ? C.orange : C.peri)}${n}</div><div class="m">${m}</div><div style="margin-top:auto;display:flex;align-items:center;justify-content:space-between"><span class="dim" style="font-size:8.5px">${['0:02', '0:48', '1:36', '0:41', '0:55', '1:10'][i]}</span>${STATUS(16)}</div></div>`).join('')}</div>
  <div class="prog"><i></i></div>
  <div class="low">
    <div class="card" style="padding:10px 12px"><h4>${ico('server', 12, C.mint)}Cluster · eks-prod-euw2 · rolling update</h4>
      <div class="nodes">${[0, 1, 2].map((n) => `<div class="nd nd${n}"><div class="h"><span>node-${'abc'[n]}</span><span>CPU ${[41, 37, 44][n]}%</span></div><div class="pods">${Array.from({ length: pods }, () => '<div class="pod"><i></i></div>').join('')}</div><div class="pods" style="margin-top:4px">${Array.from({ length: pods }, (_, p) => `<div class="pod" style="background:#1E242E;border-color:#2A313C;opacity:${p < 2 ? 1 : 0.5}"></div>`).join('')}</div></div>`).join('')}</div>
      <div class="lg"><span class="row g4"><span class="dot" style="background:${C.peri}"></span>v2.13.2</span><span class="row g4"><span class="dot" style="background:${C.mint}"></span>v2.14.0</span><span class="row g4"><span class="dot" style="background:#3A4350"></span>other workloads</span><span class="sp"></span><span>HPA 15 → 24 pods</span></div>
      <div class="row g10" style="margin-top:12px">
        <div class="kpi" style="flex:1"><div class="l">Infra cost / month</div><div class="v" style="font-size:16px">£4,210 <span class="mi" style="font-size:10px">−18%</span></div></div>
        <div class="kpi" style="flex:1"><div class="l">Uptime · 90 days</div><div class="v" style="font-size:16px">99.98%</div></div>
        <div class="kpi" style="flex:1"><div class="l">Lead time</div><div class="v" style="font-size:16px">42 min</div></div></div></div>
    <div class="card" style="padding:10px 12px"><h4>${ico('speed', 12, C.orange)}p95 latency · ms<span class="sp"></span><span class="mi" style="font-weight:400">error rate 0.02%</span></h4>
      ${lineChart(lat, 300, 196, C.orange, { grid: 4, width: 2 })}
      <div class="row" style="justify-content:space-between;margin-top:6px" >${['14:00', '14:10', '14:20', '14:30'].map((t) => `<span class="dim" style="font-size:8px">${t}</span>`).join('')}</div></div>
  </div>
  <div class="toast"><span class="tick" style="width:16px;height:16px">${tickSvg(9)}</span><div><b>Deployed v2.14.0 to production</b><div class="muted" style="font-size:9px">eu-west-2 · zero downtime · 6m 12s</div></div></div>`;
  return page({ css, body });
}

// ---------------------------------------------------------------- Software testing
function softwareTesting() {
  const tests = [
    ['checkout › applies promo code', '0.42s'], ['checkout › card payment succeeds', '1.8s'], ['checkout › 3-D Secure challenge', '2.4s'],
    ['basket › updates quantities', '0.31s'], ['basket › persists across sessions', '0.9s'], ['account › login with SSO', '1.2s'],
    ['account › password reset email', '0.7s'], ['search › filters by size and colour', '0.8s'], ['a11y › checkout has no violations', '1.1s'],
    ['visual › product page matches baseline', '2.0s'], ['api › POST /orders returns 201', '0.12s'],
  ];
  const passed = ['372', '381', '389', '396', '403', '412'];
  const css = HDR_CSS + `
  .runner{position:absolute;left:20px;top:66px;width:458px;bottom:18px;padding:12px 14px}
  .tr{display:flex;align-items:center;gap:9px;height:28px;border-top:1px solid var(--line);font-size:10px}
  .tr .nm{flex:1;white-space:nowrap}.tr .d{color:var(--dim);font-size:9px;width:38px;text-align:right}
  ${tests.map((_, i) => statusCss(`.tr${i}`, 3 + i * 6, 7 + i * 6)).join('')}
  .pb{height:8px;border-radius:4px;background:#242B36;overflow:hidden;position:relative;margin:8px 0 10px}
  .pb i{position:absolute;left:0;top:0;bottom:0;background:var(--mi);display:block}
  ${kf('.pb i', [[0, 'width:90%'], [[3, 3], 'width:90%'], [73, 'width:100%'], [[92, 92], 'width:100%'], [100, 'width:90%']], { ease: 'linear' })}
  .rl{display:inline-block;height:22px;overflow:hidden;vertical-align:top}
  .rl>span{display:block}
  .rl>span>span{display:block;height:22px;line-height:22px}
  @keyframes pc{${passed.map((_, i) => `${(i * 14).toFixed(0)}%,${(i * 14 + 10).toFixed(0)}%{transform:translateY(${-i * 22}px)}`).join('')}92%{transform:translateY(${-(passed.length - 1) * 22}px)}96%,100%{transform:translateY(0)}}
  .rl>span{animation:pc var(--D) ease-in-out infinite both}
  .side{position:absolute;left:492px;right:20px;top:66px;bottom:18px;display:flex;flex-direction:column;gap:10px}
  .mini{height:168px;border-radius:10px;background:#F4F1EA;position:relative;overflow:hidden;color:#1B1F27}
  .mini .bar{height:16px;background:#E4DFD3;display:flex;align-items:center;gap:3px;padding:0 6px;border-radius:0}
  .mini .bar i{width:5px;height:5px;border-radius:50%;background:#B9B2A3;display:block}
  .fld{position:absolute;left:12px;right:12px;height:20px;border-radius:4px;border:1px solid #D9D3C6;background:#fff;font-size:7.5px;display:flex;align-items:center;padding:0 6px;color:#7A7468}
  .hlb{position:absolute;border:2px solid var(--or);border-radius:6px;box-shadow:0 0 0 3px rgba(255,107,61,.2)}
  ${kf('.hlb', [[[0, 18], 'left:8px;top:44px;width:190px;height:28px'], [[26, 44], 'left:8px;top:76px;width:92px;height:28px'], [[52, 70], 'left:106px;top:76px;width:92px;height:28px'], [[78, 92], 'left:8px;top:118px;width:190px;height:32px'], [100, 'left:8px;top:44px;width:190px;height:28px']])}
  .cap{position:relative;height:16px}
  .cap span{position:absolute;left:0;right:0;font-size:9px}
  ${[[0, 22], [22, 48], [48, 74], [74, 96]].map(([a, b], i) => `@keyframes cp${i}{0%,${a}%{opacity:${i === 0 ? 1 : 0}}${a + 2}%,${b}%{opacity:1}${b + 2}%,100%{opacity:${i === 0 && b >= 96 ? 1 : 0}}}.cp${i}{animation:cp${i} var(--D) linear infinite both}`).join('')}
  .cp0{animation:cp0x var(--D) linear infinite both}
  @keyframes cp0x{0%,22%{opacity:1}24%,96%{opacity:0}98%,100%{opacity:1}}
  `;
  const body = `
  ${hdr('test', 'Regression suite · checkout-web', 'Playwright + Jest · runs on every pull request · 4 parallel workers', '<span class="chip pe">PR #1287</span><span class="chip">Chromium · WebKit · Firefox</span>')}
  <div class="card runner">
    <div class="row"><span style="font-size:20px;font-weight:700" class="mi"><span class="rl"><span>${passed.map((p) => `<span>${p}</span>`).join('')}</span></span></span><span class="muted" style="margin-left:6px;font-size:11px;line-height:22px">/ 412 passed</span><span class="sp"></span><span class="chip mi">0 failed</span><span class="chip" style="margin-left:6px">1 flaky · retried</span></div>
    <div class="pb"><i></i></div>
    ${tests.map(([n, d], i) => `<div class="tr tr${i}">${STATUS(15)}<span class="nm">${n}</span><span class="d">${d}</span></div>`).join('')}
  </div>
  <div class="side">
    <div class="card" style="padding:10px 12px"><h4>${ico('eye', 12, C.orange)}E2E step · WebKit</h4>
      <div class="mini"><div class="bar"><i></i><i></i><i></i></div>
        <div style="position:absolute;left:12px;top:24px;font-size:9px;font-weight:700">Checkout · Payment</div>
        <div class="fld" style="top:48px;right:12px">Card number  4242 4242 4242 4242</div>
        <div class="fld" style="top:80px;right:110px">Expiry  12 / 28</div>
        <div class="fld" style="top:80px;left:110px">CVC  •••</div>
        <div style="position:absolute;left:12px;right:12px;top:122px;height:24px;border-radius:5px;background:#FF6B3D;color:#1a0d07;font-size:9px;font-weight:700;display:flex;align-items:center;justify-content:center">Pay £86.40</div>
        <div class="hlb"></div></div>
      <div class="cap" style="margin-top:8px"><span class="cp0 mono">fill('#card-number')</span><span class="cp1 mono">fill('#expiry')</span><span class="cp2 mono">fill('#cvc')</span><span class="cp3 mono">click('Pay £86.40') ✓</span></div></div>
    <div class="card row g12" style="padding:10px 12px;flex:1">${ring(68, 8, 87, C.mint, { inner: '<b style="font-size:14px">87%</b>' })}
      <div class="col g4"><b>Coverage</b><span class="muted" style="font-size:9px">lines · +2.4% this PR</span><span class="chip pe" style="align-self:flex-start;margin-top:4px">Visual diff 0.00%</span></div></div>
  </div>`;
  return page({ css, body });
}

// ---------------------------------------------------------------- Data analytics
function dataAnalytics() {
  const k = (t) => `<span style="color:#FF8E66">${t}</span>`;
  const sql = [
    `${k('SELECT')} region,`,
    `  date_trunc(${"'week'"}, ordered_at) ${k('AS')} wk,`,
    `  ${k('SUM')}(net_total) ${k('AS')} revenue,`,
    `  ${k('COUNT')}(${k('DISTINCT')} customer_id) ${k('AS')} buyers`,
    `${k('FROM')} analytics.orders`,
    `${k('WHERE')} ordered_at >= <span style="color:#5EE6B0">'2025-01-06'</span>`,
    `${k('GROUP BY')} 1, 2 ${k('ORDER BY')} wk;`,
  ];
  const R = rng(11);
  const cohort = Array.from({ length: 6 }, (_, r) => Array.from({ length: 8 - r }, (_, c) => (c === 0 ? 100 : Math.round(100 * Math.pow(0.78 + R() * 0.06, c)))));
  const rev = [0.3, 0.34, 0.32, 0.4, 0.45, 0.43, 0.5, 0.56, 0.54, 0.62, 0.66, 0.72];
  const fc = [0.72, 0.74, 0.79, 0.83];
  const css = HDR_CSS + `
  .q{position:absolute;left:20px;top:66px;width:262px;bottom:18px;padding:10px 12px;display:flex;flex-direction:column}
  .sql{font-family:"DejaVu Sans Mono",monospace;font-size:9px;line-height:17px;background:#0B0E13;border:1px solid var(--line);border-radius:8px;padding:8px 10px;white-space:pre;overflow:hidden}
  .run{margin-top:10px}
  ${kf('.run', [[[0, 6], 'transform:scale(1)'], [8, 'transform:scale(.94)'], [[11, 100], 'transform:scale(1)']])}
  .res{margin-top:10px;font-size:9.5px}
  .rt{width:100%;border-collapse:collapse;font-size:9px;margin-top:8px}
  .rt td,.rt th{padding:4px 4px;border-top:1px solid var(--line);text-align:left;white-space:nowrap}
  .rt th{color:var(--dim);font-size:8px;text-transform:uppercase;letter-spacing:.04em;border-top:0}
  ${[0, 1, 2, 3, 4].map((i) => `@keyframes rr${i}{0%,4%{opacity:1;transform:none}6%,${12 + i * 3}%{opacity:0;transform:translateY(4px)}${14 + i * 3}%,100%{opacity:1;transform:none}}.rt tr.r${i}{animation:rr${i} var(--D) ease-out infinite both}`).join('')}
  .dash{position:absolute;left:294px;right:20px;top:66px;bottom:18px;display:grid;grid-template-columns:1fr 1fr;grid-template-rows:64px 1fr 1fr;gap:10px}
  .dash .kp{grid-column:span 2;display:grid;grid-template-columns:repeat(3,1fr);gap:10px}
  .dash .kp .card{padding:8px 12px}.dash .kp .v{font-size:17px}
  .fcl{stroke-dasharray:100;animation:fcd var(--D) ease-in-out infinite both}
  @keyframes fcd{0%,18%{stroke-dashoffset:100}50%,92%{stroke-dashoffset:0;opacity:1}97%{opacity:0}100%{stroke-dashoffset:100;opacity:0}}
  .hm{display:grid;grid-template-columns:44px repeat(8,1fr);gap:2px;font-size:7.5px}
  .hm span{height:15px;border-radius:3px;display:flex;align-items:center;justify-content:center;color:#0E1116;font-weight:700}
  .hm .lb{color:var(--muted);justify-content:flex-start;font-weight:400}
  .hm .cell{animation:hmw var(--D) ease-in-out infinite both}
  @keyframes hmw{0%,100%{filter:brightness(1)}6%{filter:brightness(1.45)}14%{filter:brightness(1)}}
  `;
  const hmCells = cohort.map((row, r) => `<span class="lb">${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'][r]}</span>` + Array.from({ length: 8 }, (_, c) => {
    const v = row[c];
    if (v === undefined) return '<span></span>';
    const a = 0.18 + (v / 100) * 0.82;
    return `<span class="cell" style="background:rgba(124,156,255,${a.toFixed(2)});animation-delay:${(-(r + c) * 0.06 + 0).toFixed(2)}s;${v < 45 ? 'color:#F4F1EA' : ''}">${v}</span>`;
  }).join('')).join('');
  const body = `
  ${hdr('chart', 'Weekly revenue & retention · Orchard Retail', 'Warehouse: BigQuery · dbt models refreshed 06:00 · Looker-style dashboard', '<span class="chip mi">Fresh · 2 h ago</span>')}
  <div class="card q"><h4>${ico('database', 12, C.peri)}Query · revenue_by_region.sql</h4>
    <div class="sql">${sql.join('\n')}</div>
    <div class="row g8 run"><span class="btn" style="height:24px">▶ Run</span><span class="muted" style="font-size:9px">1.2M rows scanned · 0.84 s</span></div>
    <table class="rt"><tr><th>Region</th><th>Week</th><th>Revenue</th><th>Buyers</th></tr>
      ${[['North West', 'W12', '£212,480', '3,904'], ['London', 'W12', '£398,120', '6,211'], ['Midlands', 'W12', '£164,930', '2,870'], ['Scotland', 'W12', '£98,410', '1,755'], ['South West', 'W12', '£121,660', '2,102']].map((r, i) => `<tr class="r${i}">${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</table></div>
  <div class="dash">
    <div class="kp"><div class="card kpi"><div class="l">Revenue · 12 wks</div><div class="v">£2.41M</div></div><div class="card kpi"><div class="l">Gross margin</div><div class="v mi">42.6%</div></div><div class="card kpi"><div class="l">Repeat buyers</div><div class="v">38%</div></div></div>
    <div class="card" style="grid-column:span 2;padding:9px 12px"><h4 style="margin-bottom:4px">${ico('graph', 12, C.orange)}Revenue by week · with 4-week forecast</h4>
      <div style="position:relative;height:108px">
        <div style="position:absolute;left:0;top:0">${lineChart(rev, 330, 104, C.orange, { width: 2 })}</div>
        <div style="position:absolute;left:330px;top:0">${lineChart(fc, 110, 104, C.peri, { width: 2, fill: false, cls: 'fcl', dash: '', pad: 0 }).replace('pathLength="100"', 'pathLength="100"')}</div>
        <div style="position:absolute;left:330px;top:0;bottom:0;border-left:1px dashed #3A4350"></div>
        <span class="chip pe" style="position:absolute;right:0;top:0">Forecast</span>
      </div></div>
    <div class="card" style="grid-column:span 2;padding:9px 12px"><h4 style="margin-bottom:6px">${ico('layers', 12, C.peri)}Cohort retention · % of buyers returning by month</h4>
      <div class="hm">${hmCells}</div></div>
  </div>`;
  return page({ css, body });
}


// ---------------------------------------------------------------- Integration & APIs
function integrationApis() {
  const W = 450, H = 416;
  const hub = [225, 200];
  const nodes = [
    ['CRM', 'Salesforce', 'users', 72, 56], ['ERP', 'SAP S/4HANA', 'database', 378, 56],
    ['Payments', 'Stripe', 'lock', 62, 200], ['Warehouse', 'WMS · 3 sites', 'layers', 388, 200],
    ['Mobile', 'iOS · Android', 'mobile', 72, 344], ['Partners', 'webhooks · EDI', 'plug', 378, 344],
  ];
  const logs = [
    ['GET', '/v2/stock/SKU-4471', '200', '31 ms', 'pe'], ['POST', '/v2/payments', '201', '112 ms', 'or'], ['PUT', '/v2/customers/C-2291', '200', '46 ms', 'am'],
    ['GET', '/v2/orders?since=09:00', '200', '58 ms', 'pe'], ['POST', '/webhooks/partner', '202', '12 ms', 'or'],
  ];
  const pk = (i, dir, delay, color) => {
    const [, , , x, y] = nodes[i];
    const path = dir > 0 ? `M${x} ${y} L${hub[0]} ${hub[1]}` : `M${hub[0]} ${hub[1]} L${x} ${y}`;
    return `<i class="pk" style="offset-path:path('${path}');background:${color};box-shadow:0 0 10px ${color};animation-delay:calc(var(--D) * ${delay})"></i>`;
  };
  const css = HDR_CSS + `
  .dg{position:absolute;left:20px;top:66px;width:${W}px;height:${H}px;border-radius:14px;background:#12161C;border:1px solid var(--line);overflow:hidden}
  .dg:before{content:"";position:absolute;inset:0;background-image:radial-gradient(#232A35 1px,transparent 1px);background-size:16px 16px}
  .nd{position:absolute;width:118px;height:48px;margin:-24px 0 0 -59px;border-radius:11px;background:var(--s1);border:1px solid var(--line);display:flex;align-items:center;gap:8px;padding:0 10px;z-index:2}
  .nd .ic{width:26px;height:26px;border-radius:8px;background:rgba(124,156,255,.12);display:flex;align-items:center;justify-content:center;flex:none}
  .nd b{font-size:10px;display:block}.nd span{font-size:8.5px;color:var(--muted);white-space:nowrap}
  .hb{position:absolute;left:${hub[0]}px;top:${hub[1]}px;width:150px;height:70px;margin:-35px 0 0 -75px;border-radius:14px;background:linear-gradient(135deg,#2A1B16,#1A1512);border:1.5px solid var(--or);z-index:3;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:3px}
  .hb:after{content:"";position:absolute;inset:-2px;border-radius:15px;animation:hp calc(var(--D) / 4) ease-out infinite both}
  @keyframes hp{0%{box-shadow:0 0 0 0 rgba(255,107,61,.45)}100%{box-shadow:0 0 0 12px rgba(255,107,61,0)}}
  .pk{position:absolute;left:0;top:0;width:8px;height:8px;border-radius:50%;z-index:1;offset-rotate:0deg;animation:pk calc(var(--D) / 2) linear infinite both}
  @keyframes pk{0%{offset-distance:0%;opacity:0}10%{opacity:1}85%{opacity:1}100%{offset-distance:100%;opacity:0}}
  .rr{position:absolute;left:484px;right:20px;top:66px;bottom:18px;display:flex;flex-direction:column;gap:10px}
  .js{font-family:"DejaVu Sans Mono",monospace;font-size:9px;line-height:15px;background:#0B0E13;border:1px solid var(--line);border-radius:8px;padding:7px 9px;white-space:pre;color:var(--muted)}
  .js .k{color:var(--pe)}.js .s{color:var(--mi)}.js .n{color:#FF8E66}
  .resp{position:relative}
  ${show('.resp .ok', 30, 92, { from: 'translateY(6px)', f: 3 })}
  ${kf('.resp .wait', [[[0, 28], 'opacity:1'], [[31, 92], 'opacity:0'], [[96, 100], 'opacity:1']])}
  .lgw{height:118px;overflow:hidden;position:relative}
  .lgw .in{position:absolute;left:0;right:0;top:0}
  .lg{display:flex;align-items:center;gap:7px;height:24px;border-top:1px solid var(--line);font-size:9px;font-family:"DejaVu Sans Mono",monospace}
  .lg .m{width:38px;justify-content:center;font-family:"DejaVu Sans",sans-serif}
  ${ticker('.lgw .in', 5, 24, { dir: 1, move: 0.3 })}
  `;
  const lines = nodes.map(([, , , x, y]) => `<line x1="${x}" y1="${y}" x2="${hub[0]}" y2="${hub[1]}" stroke="#2F3743" stroke-width="2" stroke-dasharray="4 5"/>`).join('');
  const packets = nodes.map((_, i) => pk(i, 1, -(i / 6) * 0.5, C.orange) + pk(i, -1, -(i / 6) * 0.5 - 0.25, C.mint)).join('');
  const body = `
  ${hdr('api', 'Integration layer · Bluefin Logistics', 'REST + webhooks · OAuth 2.0 · OpenAPI 3.1 contracts · retries with idempotency keys', '<span class="chip mi">99.99% uptime</span>')}
  <div class="dg">
    <svg width="${W}" height="${H}" style="position:absolute;inset:0">${lines}</svg>
    ${packets}
    ${nodes.map(([n, sub, icn, x, y]) => `<div class="nd" style="left:${x}px;top:${y}px"><span class="ic">${ico(icn, 14, C.peri)}</span><div><b>${n}</b><span>${sub}</span></div></div>`).join('')}
    <div class="hb">${ico('shield', 18, C.orange)}<b style="font-size:11px">API gateway</b><span class="muted" style="font-size:8.5px">2,140 req/s · p95 84 ms</span></div>
  </div>
  <div class="rr">
    <div class="card" style="padding:10px 12px"><h4>${ico('code', 12, C.orange)}Request<span class="sp"></span><span class="chip or">POST</span><span class="mono" style="color:var(--text);font-weight:400">/v2/orders</span></h4>
      <div class="js">{
  <span class="k">"customer"</span>: <span class="s">"C-2291"</span>,
  <span class="k">"lines"</span>: [{ <span class="k">"sku"</span>: <span class="s">"SKU-4471"</span>, <span class="k">"qty"</span>: <span class="n">12</span> }],
  <span class="k">"deliverBy"</span>: <span class="s">"2025-05-16"</span>
}</div></div>
    <div class="card resp" style="padding:10px 12px"><h4>${ico('sync', 12, C.mint)}Response</h4>
      <div style="position:relative;height:64px">
        <div class="wait row g8" style="position:absolute;inset:0;align-items:flex-start"><span class="spin" style="width:14px;height:14px;display:block"></span><span class="muted">Waiting for ERP and WMS…</span></div>
        <div class="ok" style="position:absolute;inset:0"><div class="row g6" style="margin-bottom:6px"><span class="chip mi">201 Created</span><span class="muted">84 ms</span></div>
          <div class="js" style="padding:4px 9px">{ <span class="k">"id"</span>: <span class="s">"ord_9KQ2"</span>, <span class="k">"status"</span>: <span class="s">"confirmed"</span> }</div></div>
      </div></div>
    <div class="card" style="padding:10px 12px;flex:1"><h4 style="margin-bottom:4px">${ico('eye', 12, C.peri)}Live traffic</h4>
      <div class="lgw"><div class="in">${[...logs, ...logs].map(([m, path, st, ms, c]) => `<div class="lg"><span class="chip ${c} m">${m}</span><span style="flex:1;white-space:nowrap;overflow:hidden;color:var(--text)">${path}</span><span class="mi">${st}</span><span class="dim" style="width:44px;text-align:right">${ms}</span></div>`).join('')}</div></div></div>
  </div>`;
  return page({ css, body });
}

// ---------------------------------------------------------------- IT consulting
function itConsulting() {
  const lanes = [
    ['Cloud migration', C.peri, [[0, 2.8, 'Landing zone', 100], [2.8, 8.5, 'Migrate 42 apps', 38]]],
    ['Data platform', C.mint, [[1, 4.5, 'Lakehouse MVP', 70], [5, 11, 'Self-serve BI', 0]]],
    ['Security', C.orange, [[0, 3.2, 'ISO 27001', 100], [3.5, 9, '24/7 SOC', 20]]],
    ['Ways of working', C.amber, [[0.5, 6, 'Platform team', 55], [7, 11.5, 'FinOps', 0]]],
  ];
  const LW = 92, MW = 35; // label width, month width
  const axes = ['Tech stack', 'Security', 'Data', 'Cloud', 'Delivery', 'Skills'];
  const R = 44, cx = 92, cy = 66;
  const poly = (vals) => 'M' + vals.map((v, i) => { const a = -Math.PI / 2 + (i * 2 * Math.PI) / vals.length; return `${(cx + Math.cos(a) * R * v).toFixed(1)} ${(cy + Math.sin(a) * R * v).toFixed(1)}`; }).join('L') + 'Z';
  const cur = [0.45, 0.4, 0.35, 0.5, 0.55, 0.45];
  const tgt = [0.85, 0.9, 0.8, 0.9, 0.8, 0.75];
  const wins = ['Right-size 31 idle VMs', 'Enforce MFA for all admins', 'Single backlog for 3 teams', 'Retire legacy FTP feeds'];
  const css = HDR_CSS + `
  .gt{position:absolute;left:20px;top:66px;width:548px;bottom:18px;padding:12px 14px}
  .mh{display:flex;margin-left:${LW}px;height:30px;border-bottom:1px solid var(--line)}
  .mh div{width:${MW * 3}px;font-size:9.5px;font-weight:700;border-left:1px solid var(--line);padding-left:6px}
  .mh div span{display:block;font-size:8px;color:var(--dim);font-weight:400;margin-top:2px;letter-spacing:.02em}
  .ln{position:relative;height:84px;border-bottom:1px solid var(--line)}
  .ln .lb{position:absolute;left:0;top:0;bottom:0;width:${LW - 8}px;display:flex;align-items:center;gap:6px;font-size:10px;font-weight:700}
  .gb{position:absolute;height:30px;border-radius:8px;display:flex;align-items:center;padding:0 8px;font-size:9px;font-weight:700;white-space:nowrap;overflow:hidden}
  .gb i{position:absolute;left:0;top:0;bottom:0;display:block;opacity:.35}
  .gb span{position:relative}
  .grid{position:absolute;left:${LW + 14}px;top:42px;bottom:12px;width:${MW * 12}px;display:flex;pointer-events:none}
  .grid div{width:${MW}px;border-left:1px dashed #20262F}
  .today{position:absolute;top:36px;bottom:12px;width:2px;background:var(--or);left:${LW + 14 + MW * 4.4}px}
  .today:before{content:"Today";position:absolute;bottom:0;left:5px;font-size:8px;font-weight:700;color:var(--or)}
  .ms{position:absolute;width:12px;height:12px;transform:rotate(45deg);background:var(--text);border:2px solid var(--ink);margin:-6px 0 0 -6px}
  .ms:after{content:"";position:absolute;inset:-4px;border:1.5px solid var(--text);border-radius:2px;animation:msp calc(var(--D) / 2) ease-out infinite both}
  @keyframes msp{0%{opacity:.8;transform:scale(.6)}100%{opacity:0;transform:scale(1.6)}}
  .note{position:absolute;width:150px;padding:8px 10px;border-radius:6px;background:#FFE08A;color:#3B2F10;font-size:9px;line-height:1.4;box-shadow:0 10px 24px rgba(0,0,0,.4);transform:rotate(-2deg)}
  ${show('.note', 40, 90, { from: 'rotate(-8deg) translateY(-10px) scale(.9)', to: 'rotate(-2deg)' })}
  .side{position:absolute;left:580px;right:20px;top:66px;bottom:18px;display:flex;flex-direction:column;gap:10px}
  .cur{animation:mph var(--D) ease-in-out infinite both}
  @keyframes mph{0%,12%{d:path("${poly(cur)}")}50%,86%{d:path("${poly(tgt)}")}98%,100%{d:path("${poly(cur)}")}}
  .qw{display:flex;align-items:center;gap:7px;height:26px;font-size:9.5px;border-top:1px solid var(--line)}
  .qw .tick{width:14px;height:14px}
  ${wins.map((_, i) => show(`.qw${i} .tick`, 20 + i * 12, 92, { from: 'scale(0)', f: 3 })).join('')}
  ${lanes.map(([, , bars], li) => bars.map(([, , , p], bi) => p ? kf(`.l${li}b${bi} i`, [[0, `width:${Math.max(0, p - 15)}%`], [[55, 90], `width:${p}%`], [100, `width:${Math.max(0, p - 15)}%`]]) : '').join('')).join('')}
  `;
  const body = `
  ${hdr('compass', 'Technology roadmap 2025 · Calder Energy', 'Discovery → strategy → delivery · reviewed monthly with the leadership team', '<span class="chip pe">v4 · shared with board</span>')}
  <div class="card gt">
    <div class="mh">${['Q1', 'Q2', 'Q3', 'Q4'].map((q, i) => `<div>${q} 2025<span>${['Jan Feb Mar', 'Apr May Jun', 'Jul Aug Sep', 'Oct Nov Dec'][i]}</span></div>`).join('')}</div>
    <div class="grid">${Array.from({ length: 12 }, () => '<div></div>').join('')}</div>
    ${lanes.map(([n, col, bars], li) => `<div class="ln"><div class="lb"><span class="dot" style="background:${col}"></span>${n}</div>
      ${bars.map(([a, b, t, p], bi) => `<div class="gb l${li}b${bi}" style="left:${LW + a * MW}px;width:${(b - a) * MW}px;top:${bi % 2 ? 44 : 10}px;background:${col}22;border:1px solid ${col}88;color:var(--text)"><i style="background:${col};width:${p}%"></i><span>${t}${p === 100 ? ' ✓' : p ? ` · ${p}%` : ''}</span></div>`).join('')}</div>`).join('')}
    <div class="today"></div>
    <div class="ms" style="left:${LW + 14 + MW * 8.5}px;top:${66 + 30 + 12 + 44 + 15 - 66 + 42}px"></div>
    <div class="note" style="left:318px;top:268px"><b>Risk:</b> legacy billing (COBOL). Mitigation: strangler pattern + API façade in Q3.</div>
  </div>
  <div class="side">
    <div class="card" style="padding:10px 12px"><h4>${ico('target', 12, C.orange)}Maturity assessment</h4>
      <div class="row g8"><svg width="184" height="136" viewBox="0 0 184 136">
        ${[1, 0.66, 0.33].map((k) => `<path d="${poly(axes.map(() => k))}" fill="none" stroke="#2A313C"/>`).join('')}
        <path d="${poly(tgt)}" fill="rgba(124,156,255,.08)" stroke="#7C9CFF" stroke-dasharray="3 3"/>
        <path class="cur" d="${poly(cur)}" fill="rgba(255,107,61,.22)" stroke="#FF6B3D" stroke-width="1.6"/>
        ${axes.map((a, i) => { const an = -Math.PI / 2 + (i * 2 * Math.PI) / axes.length; const x = cx + Math.cos(an) * (R + 6); const y = cy + Math.sin(an) * (R + 6); return `<text x="${x.toFixed(0)}" y="${(y + 3).toFixed(0)}" font-size="7" fill="#A8B0BC" text-anchor="${Math.abs(Math.cos(an)) < 0.2 ? 'middle' : Math.cos(an) > 0 ? 'start' : 'end'}" font-family="DejaVu Sans">${a}</text>`; }).join('')}
      </svg></div>
      <div class="row g10" style="font-size:9px"><span class="row g4"><span class="dot" style="background:${C.orange}"></span>Today</span><span class="row g4"><span class="dot" style="background:${C.peri}"></span>Target · Q4</span></div></div>
    <div class="card" style="padding:10px 12px;flex:1"><h4 style="margin-bottom:4px">${ico('lightbulb', 12, C.amber)}Quick wins · first 30 days</h4>
      ${wins.map((w, i) => `<div class="qw qw${i}"><span class="tick">${tickSvg(8)}</span><span>${w}</span></div>`).join('')}</div>
  </div>`;
  return page({ css, body });
}

// ---------------------------------------------------------------- Web development
function webDevelopment() {
  const widths = [[0, 22, 540], [30, 48, 372], [56, 78, 240], [88, 100, 540]];
  const wk = widths.map(([a, b, w]) => `${a}%,${b}%{width:${w}px}`).join('');
  const css = HDR_CSS + `
  .stage{position:absolute;left:20px;top:66px;width:548px;bottom:18px;border-radius:14px;border:1px dashed #2A313C;background:repeating-linear-gradient(45deg,#10141A 0 8px,#0E1116 8px 16px)}
  .bf{position:absolute;left:0;top:28px;bottom:0;border-radius:12px;background:#F7F4EE;border:1px solid var(--line);overflow:hidden;display:flex;flex-direction:column;container-type:inline-size;box-shadow:0 16px 40px rgba(0,0,0,.45)}
  @keyframes bw{${wk}}
  .bf{animation:bw var(--D) ease-in-out infinite both}
  .wl{position:absolute;left:0;top:0;height:20px;display:flex;align-items:center;gap:6px;font-size:9.5px;color:var(--muted)}
  .wl .rl{display:inline-block;height:14px;overflow:hidden;vertical-align:top}
  .wl .rl>span{display:block;animation:wr var(--D) ease-in-out infinite both}
  .wl .rl>span>span{display:block;height:14px;line-height:14px;color:var(--text);font-weight:700}
  @keyframes wr{0%,24%{transform:translateY(0)}30%,50%{transform:translateY(-14px)}56%,80%{transform:translateY(-28px)}88%,100%{transform:translateY(0)}}
  .wl .handle{position:absolute;top:0;height:20px}
  .bar{height:22px;background:#E7E2D8;display:flex;align-items:center;gap:4px;padding:0 8px;flex:none}
  .bar i{width:7px;height:7px;border-radius:50%;background:#C9C2B4;display:block}
  .site{flex:1;color:#1B1F27;padding:0 14px;overflow:hidden}
  .nav{height:38px;display:flex;align-items:center;gap:12px;font-size:9.5px;border-bottom:1px solid #E4DFD3}
  .logo{font-weight:700;font-size:11px;letter-spacing:.12em;display:flex;align-items:center;gap:5px}
  .links{display:flex;gap:12px;color:#5A5549}
  .burger{display:none;width:18px;height:12px;flex-direction:column;justify-content:space-between}
  .burger i{height:2px;background:#1B1F27;border-radius:1px;display:block}
  .hero{display:flex;gap:14px;align-items:center;padding:16px 0 12px}
  .hero .tx{flex:1.1}
  .hero h2{font-size:17px;line-height:1.18;letter-spacing:-.01em}
  .hero p{font-size:9px;color:#5A5549;margin:7px 0 10px;line-height:1.45}
  .cta{display:inline-flex;height:24px;padding:0 12px;align-items:center;border-radius:12px;background:#1B1F27;color:#F7F4EE;font-size:9px;font-weight:700}
  .img{flex:1;height:128px;border-radius:12px;background:radial-gradient(circle at 30% 35%,#C9733F 0 18%,transparent 19%),radial-gradient(circle at 62% 58%,#8B4A2B 0 22%,transparent 23%),radial-gradient(circle at 78% 28%,#E3A66B 0 10%,transparent 11%),linear-gradient(135deg,#F1D9BD,#E6BE93);min-width:0}
  .cards{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
  .pc{border-radius:9px;background:#fff;border:1px solid #E4DFD3;padding:7px;font-size:8.5px}
  .pc .sw{height:44px;border-radius:6px;margin-bottom:5px}
  @container (max-width: 420px){.hero{flex-direction:column;align-items:stretch}.img{height:70px;flex:none}.links{display:none}.burger{display:flex}.hero h2{font-size:15px}}
  @container (max-width: 300px){.cards{grid-template-columns:1fr 1fr}.hero p{display:none}.pc:nth-child(3){display:none}}
  .side{position:absolute;left:580px;right:20px;top:66px;bottom:18px;display:flex;flex-direction:column;gap:10px}
  .lh{display:grid;grid-template-columns:1fr 1fr;gap:10px 6px;justify-items:center;text-align:center}
  .lh .n{font-size:8.5px;color:var(--muted);margin-top:4px}
  .lhr{animation:lhf var(--D) ease-out infinite both}
  @keyframes lhf{0%,4%{stroke-dasharray:0 100}30%,92%{stroke-dasharray:var(--v) 100}98%,100%{stroke-dasharray:0 100}}
  .cwv{display:flex;align-items:center;height:24px;border-top:1px solid var(--line);font-size:9.5px}
  `;
  const scores = [['Performance', 98], ['Accessibility', 100], ['Best practices', 100], ['SEO', 100]];
  const body = `
  ${hdr('browser', 'Responsive web build · Atlas Coffee Roasters', 'Next.js · headless CMS · one codebase from 390 px to 1440 px', '<span class="chip mi">WCAG 2.2 AA</span>')}
  <div class="stage">
    <div class="wl" style="left:12px;top:4px">${ico('browser', 12, C.muted)}Viewport <span class="rl"><span><span>1280 px · desktop</span><span>768 px · tablet</span><span>390 px · mobile</span></span></span></div>
    <div class="bf" style="left:0">
      <div class="bar"><i></i><i></i><i></i></div>
      <div class="site">
        <div class="nav"><span class="logo"><svg width="14" height="14" viewBox="0 0 14 14"><circle cx="7" cy="7" r="6" fill="#8B4A2B"/><path d="M4 9c2-1 4-3 6-5" stroke="#F7F4EE" stroke-width="1.5" fill="none"/></svg>ATLAS</span><span class="sp"></span><span class="links"><span>Shop</span><span>Subscriptions</span><span>Cafés</span><span>Journal</span></span><span class="burger"><i></i><i></i><i></i></span></div>
        <div class="hero"><div class="tx"><h2>Roasted this week. At your door tomorrow.</h2><p>Single-origin beans from farms we know by name, roasted in small batches in Manchester.</p><span class="cta">Shop coffee</span></div><div class="img"></div></div>
        <div class="cards">${[['Yirgacheffe', '£9.50', '#E3A66B'], ['Huila Decaf', '£8.90', '#B5835A'], ['House Espresso', '£8.50', '#6E4430']].map(([n, p, c]) => `<div class="pc"><div class="sw" style="background:linear-gradient(135deg,${c},#F1D9BD)"></div><b>${n}</b><div style="color:#7A7468">${p} · 250 g</div></div>`).join('')}</div>
      </div>
    </div>
  </div>
  <div class="side">
    <div class="card" style="padding:10px 12px"><h4>${ico('speed', 12, C.orange)}Lighthouse · mobile</h4>
      <div class="lh">${scores.map(([n, v]) => `<div>${ring(56, 6, v, C.mint, { inner: `<b style="font-size:13px">${v}</b>` })}<div class="n">${n}</div></div>`).join('')}</div></div>
    <div class="card" style="padding:10px 12px;flex:1"><h4 style="margin-bottom:4px">${ico('graph', 12, C.peri)}Core Web Vitals · p75</h4>
      ${[['LCP', '1.2 s'], ['INP', '90 ms'], ['CLS', '0.01']].map(([k, v]) => `<div class="cwv"><b style="width:34px">${k}</b><div class="bar" style="flex:1;height:5px;margin:0 8px;background:#242B36"><i style="width:${k === 'LCP' ? 48 : k === 'INP' ? 36 : 10}%;background:var(--mi)"></i></div><span class="mi">${v}</span></div>`).join('')}
      <div class="muted" style="font-size:9px;margin-top:8px">Conversion rate +23% after relaunch</div></div>
  </div>`;
  return page({ css, body });
}

// ---------------------------------------------------------------- Digital marketing
function digitalMarketing() {
  const funnel = [['Impressions', '1.24M', 100, C.peri], ['Clicks', '48.3k', 62, C.peri], ['Leads', '3,210', 34, C.orange], ['Customers', '412', 16, C.mint]];
  const channels = [['Search', '£7,200', '1,480', '5.6×', C.orange], ['Social', '£6,100', '1,020', '4.1×', C.peri], ['Email', '£900', '520', '9.8×', C.mint], ['Display', '£4,200', '190', '1.9×', C.amber]];
  const conv = [0.3, 0.36, 0.33, 0.42, 0.4, 0.5, 0.47, 0.56, 0.6, 0.58, 0.68, 0.74, 0.7, 0.8];
  const css = HDR_CSS + `
  .kp{position:absolute;left:20px;right:20px;top:66px;height:62px;display:grid;grid-template-columns:repeat(4,1fr);gap:10px}
  .kp .card{padding:8px 12px}.kp .v{font-size:18px}
  .g{position:absolute;left:20px;right:20px;top:140px;bottom:18px;display:grid;grid-template-columns:1fr 1fr 196px;grid-template-rows:1fr 1fr;gap:10px}
  .fn{display:flex;flex-direction:column;gap:7px}
  .fr{display:flex;align-items:center;gap:8px;font-size:9.5px}
  .fr .l{width:66px;color:var(--muted)}
  .fr .b{height:22px;border-radius:6px;display:flex;align-items:center;padding:0 8px;font-weight:700;color:#0E1116;font-size:10px;min-width:40px}
  ${funnel.map(([, , w], i) => kf(`.fr${i} .b`, [[0, `width:${w * 0.92}%`], [[20 + i * 8, 88], `width:${w}%`], [100, `width:${w * 0.92}%`]])).join('')}
  .ch{display:grid;grid-template-columns:70px 1fr 1fr 48px;align-items:center;height:26px;border-top:1px solid var(--line);font-size:9.5px}
  .ad{grid-row:span 2;padding:10px}
  .adimg{height:150px;border-radius:9px;background:linear-gradient(135deg,#FF6B3D,#7C9CFF);position:relative;overflow:hidden}
  .adimg:before{content:"";position:absolute;width:120px;height:120px;border-radius:50%;background:rgba(255,255,255,.16);right:-30px;top:-30px}
  .adimg:after{content:"";position:absolute;width:80px;height:80px;border-radius:18px;background:rgba(14,17,22,.35);left:18px;bottom:18px;transform:rotate(-12deg)}
  .lk{display:inline-block;height:14px;overflow:hidden;vertical-align:top}
  .lk>span{display:block;animation:lkr var(--D) ease-in-out infinite both}
  .lk>span>span{display:block;height:14px;line-height:14px}
  @keyframes lkr{0%,20%{transform:translateY(0)}25%,45%{transform:translateY(-14px)}50%,70%{transform:translateY(-28px)}75%,92%{transform:translateY(-42px)}97%,100%{transform:translateY(0)}}
  .hrt{animation:hb calc(var(--D) / 4) ease-in-out infinite both}
  @keyframes hb{0%,100%{transform:scale(1)}15%{transform:scale(1.3)}30%{transform:scale(1)}}
  .toast{position:absolute;left:34px;bottom:26px;display:flex;align-items:center;gap:8px;background:#1A1F27;border:1px solid rgba(255,107,61,.5);padding:8px 12px;border-radius:10px;font-size:10px;box-shadow:0 10px 30px rgba(0,0,0,.45);z-index:5;white-space:nowrap}
  ${show('.toast', 56, 90, { from: 'translateY(10px)' })}
  .cvl{stroke-dasharray:100;animation:cvd var(--D) ease-in-out infinite both}
  @keyframes cvd{0%{stroke-dashoffset:28}60%,90%{stroke-dashoffset:0;opacity:1}96%{opacity:.2}100%{stroke-dashoffset:28;opacity:1}}
  `;
  const body = `
  ${hdr('megaphone', 'Spring launch campaign · Kitewing Travel', 'Paid search · paid social · lifecycle email · 1–30 April', '<span class="chip mi">On track</span><span class="chip">Budget 92% spent</span>')}
  <div class="kp">
    <div class="card kpi"><div class="l">Spend</div><div class="v">£18,400</div></div>
    <div class="card kpi"><div class="l">Leads</div><div class="v">3,210</div></div>
    <div class="card kpi"><div class="l">Cost per lead</div><div class="v mi">£5.73</div></div>
    <div class="card kpi"><div class="l">ROAS</div><div class="v or">4.8×</div></div>
  </div>
  <div class="g">
    <div class="card"><h4>${ico('target', 12, C.orange)}Conversion funnel</h4><div class="fn">${funnel.map(([n, v, , c], i) => `<div class="fr fr${i}"><span class="l">${n}</span><div class="b" style="background:${c}">${v}</div></div>`).join('')}</div></div>
    <div class="card"><h4>${ico('graph', 12, C.mint)}Conversions per day</h4>${lineChart(conv, 240, 104, C.mint, { grid: 2, cls: 'cvl', width: 2 })}</div>
    <div class="card ad"><div class="row g6" style="margin-bottom:8px"><span class="av" style="background:${C.mint};width:22px;height:22px;font-size:8px">KT</span><div><b style="font-size:10px">Kitewing Travel</b><div class="dim" style="font-size:8px">Sponsored</div></div></div>
      <div class="adimg"><div style="position:absolute;left:14px;top:14px;color:#fff;font-weight:700;font-size:15px;line-height:1.15;z-index:1">Lisbon from<br>£89 return</div></div>
      <div style="font-size:9.5px;margin:8px 0 6px">Spring city breaks — book by 30 April.</div>
      <div class="row g8" style="font-size:9.5px"><span class="hrt" style="color:${C.red}">♥</span><span class="lk"><span><span>2,184</span><span>2,191</span><span>2,203</span><span>2,210</span></span></span><span class="sp"></span><span class="chip mi">CTR 3.9%</span></div>
      <div class="btn" style="width:100%;margin-top:10px">Book now</div></div>
    <div class="card" style="grid-column:span 2;padding:10px 12px"><h4 style="margin-bottom:2px">${ico('chart', 12, C.peri)}Channels</h4>
      <div class="ch dim" style="border-top:0;font-size:8.5px;height:18px"><span>CHANNEL</span><span>SPEND</span><span>CONVERSIONS</span><span>ROAS</span></div>
      ${channels.map(([n, sp, cv, r, c]) => `<div class="ch"><span class="row g6"><span class="dot" style="background:${c}"></span>${n}</span><span>${sp}</span><span>${cv}</span><b style="color:${c}">${r}</b></div>`).join('')}</div>
  </div>
  <div class="toast">${ico('rocket', 14, C.orange)}<b>Email “Last seats to Lisbon”</b><span class="muted">· 9.8× ROAS — budget shifted +£600</span></div>`;
  return page({ css, body });
}

export const serviceScenes = [
  { key: 'services/ai-and-rpa-solutions', html: aiRpa },
  { key: 'services/software-development', html: softwareDevelopment },
  { key: 'services/cloud-and-devops-services', html: cloudDevops },
  { key: 'services/software-testing', html: softwareTesting },
  { key: 'services/data-analytics', html: dataAnalytics },
  { key: 'services/integration-and-apis', html: integrationApis },
  { key: 'services/it-consulting', html: itConsulting },
  { key: 'services/web-development', html: webDevelopment },
  { key: 'services/digital-marketing', html: digitalMarketing },
];
