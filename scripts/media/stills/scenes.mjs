// 1200x800 still illustrations for the bootcamp, study-abroad, sponsorship, about and contact pages.
import { dottedMap, arc } from './map.mjs';
import { page, ico, markSvg, tickSvg, C } from '../lib/ui.mjs';

const W = 1200;
const H = 800;
const BG = `body{background:
  radial-gradient(700px 500px at 85% 0%, rgba(124,156,255,.14), transparent 70%),
  radial-gradient(700px 500px at 0% 100%, rgba(255,107,61,.14), transparent 70%), #0E1116;font-size:14px}
.fc{position:absolute;background:#161B22;border:1px solid #2A313C;border-radius:14px;padding:14px 16px;box-shadow:0 24px 60px rgba(0,0,0,.45)}
.fc b{font-size:15px}.fc .m{font-size:12.5px;color:#A8B0BC;margin-top:3px}
.ib{width:40px;height:40px;border-radius:12px;display:flex;align-items:center;justify-content:center;flex:none}
.chip{height:24px;padding:0 10px;border-radius:12px;font-size:12px}
`;
const still = (css, body) => page({ css: BG + css, body, cls: '', w: W, h: H });
const iconBox = (name, color, bg) => `<span class="ib" style="background:${bg}">${ico(name, 20, color)}</span>`;

// ---------------------------------------------------------------- bootcamp
function bootcamp() {
  const track = [
    ['HTML & CSS', 'Weeks 1–2', 'done'], ['JavaScript', 'Weeks 3–5', 'done'], ['React', 'Weeks 6–7', 'done'],
    ['APIs & databases', 'Week 8 · now', 'now'], ['Capstone project', 'Weeks 9–11', ''], ['Interview prep', 'Week 12', ''], ['First developer job', 'Careers team', 'goal'],
  ];
  const pts = [[820, 150], [960, 210], [860, 290], [990, 370], [870, 450], [1000, 530], [890, 620]];
  let d = `M${pts[0][0]} ${pts[0][1]}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    d += ` C${x0} ${y0 + 45} ${x1} ${y1 - 45} ${x1} ${y1}`;
  }
  const css = `
  .lap{position:absolute;left:70px;top:150px;width:640px;height:410px;border-radius:20px;background:#07090C;border:2px solid #343B47;padding:14px}
  .scr{width:100%;height:100%;border-radius:10px;background:#12161C;overflow:hidden;display:flex}
  .base{position:absolute;left:20px;top:560px;width:740px;height:26px;border-radius:0 0 26px 26px;background:linear-gradient(#3A414D,#232830)}
  .base:before{content:"";position:absolute;left:50%;top:0;width:120px;height:8px;margin-left:-60px;border-radius:0 0 8px 8px;background:#171B21}
  .side{width:170px;background:#0F1318;border-right:1px solid #2A313C;padding:14px 12px;font-size:11px;color:#A8B0BC}
  .side div{height:30px;display:flex;align-items:center;gap:8px}
  .side .on{color:#F4F1EA;font-weight:700}
  .mn{flex:1;padding:16px 18px;display:flex;flex-direction:column;gap:10px}
  .code{font-family:"DejaVu Sans Mono",monospace;font-size:11px;line-height:20px;background:#0B0E13;border:1px solid #2A313C;border-radius:10px;padding:10px 12px;white-space:pre;color:#A8B0BC}
  .code .k{color:#FF8E66}.code .f{color:#7C9CFF}.code .s{color:#5EE6B0}
  .node{position:absolute;display:flex;align-items:center;gap:12px;transform:translate(-14px,-14px)}
  .node .c{width:28px;height:28px;border-radius:50%;display:flex;align-items:center;justify-content:center;border:2px solid #3A4350;background:#0E1116}
  .node.done .c{background:#5EE6B0;border-color:#5EE6B0}
  .node.now .c{background:#FF6B3D;border-color:#FF6B3D;box-shadow:0 0 0 8px rgba(255,107,61,.18)}
  .node.goal .c{background:#7C9CFF;border-color:#7C9CFF}
  .node b{font-size:15px;display:block}.node span{font-size:12px;color:#A8B0BC}
  `;
  const nodes = track.map(([t, s, k], i) => {
    const [x, y] = pts[i];
    return `<div class="node ${k}" style="left:${x}px;top:${y}px"><span class="c">${k === 'done' ? tickSvg(13) : k === 'goal' ? ico('rocket', 14, '#0E1116', 2.2) : k === 'now' ? '<i style="width:8px;height:8px;border-radius:50%;background:#0E1116;display:block"></i>' : ''}</span><div><b>${t}</b><span>${s}</span></div></div>`;
  }).join('');
  const body = `
  <div class="row g10" style="position:absolute;left:70px;top:70px">${markSvg(30)}<div><b style="font-size:20px">Quillmark Bootcamp</b><div style="color:#A8B0BC;font-size:13px">Full-stack JavaScript · 12 weeks · live cohorts</div></div></div>
  <div class="lap"><div class="scr">
    <div class="side"><div style="font-size:10px;letter-spacing:.08em;color:#6E7784;font-weight:700">COURSE TRACK</div>
      ${['Foundations', 'JavaScript', 'React', 'APIs & databases', 'Capstone', 'Careers'].map((m, i) => `<div class="${i === 3 ? 'on' : ''}">${i < 3 ? `<span class="tick" style="width:16px;height:16px">${tickSvg(9)}</span>` : i === 3 ? '<span style="width:16px;height:16px;border-radius:50%;background:#FF6B3D;display:block"></span>' : '<span style="width:16px;height:16px;border-radius:50%;border:2px solid #3A4350;display:block"></span>'}${m}</div>`).join('')}
      <div style="margin-top:16px;font-size:10px;color:#6E7784;font-weight:700;letter-spacing:.08em">YOUR MENTOR</div>
      <div><span class="av" style="background:#7C9CFF">PK</span>Priya K.</div></div>
    <div class="mn"><div class="row"><span class="chip or">Week 8 · Lesson 3</span><span class="sp"></span><span style="font-size:11px;color:#A8B0BC">62% complete</span></div>
      <b style="font-size:19px">Build a REST API with Express</b>
      <div class="bar" style="height:7px"><i style="width:62%"></i></div>
      <div class="code"><span class="k">const</span> app = <span class="f">express</span>();
app.<span class="f">get</span>(<span class="s">'/api/jobs'</span>, <span class="k">async</span> (req, res) =&gt; {
  <span class="k">const</span> jobs = <span class="k">await</span> db.jobs.<span class="f">findMany</span>();
  res.<span class="f">json</span>(jobs);
});
app.<span class="f">listen</span>(<span class="s">3000</span>);</div>
      <div class="row g10"><span class="btn">Run tests</span><span class="chip mi">✓ 6 of 6 passing</span></div></div>
  </div></div>
  <div class="base"></div>
  <svg width="${W}" height="${H}" style="position:absolute;inset:0"><path d="${d}" fill="none" stroke="#2A313C" stroke-width="4" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#FF6B3D" stroke-width="4" stroke-linecap="round" pathLength="100" stroke-dasharray="50 100"/></svg>
  ${nodes}
  <div class="fc row g12" style="left:420px;top:620px;width:300px">${iconBox('chat', C.peri, 'rgba(124,156,255,.14)')}<div><b>Mentor session</b><div class="m">Thu 18:00 · code review with Priya</div></div></div>
  <div class="fc row g12" style="left:70px;top:640px;width:310px">${iconBox('target', C.mint, 'rgba(94,230,176,.14)')}<div><b>Mock interview passed</b><div class="m">Technical round · 4.5 / 5</div></div></div>`;
  return still(css, body);
}

// ---------------------------------------------------------------- study abroad (UK / USA)
function studyAbroad() {
  const m = dottedMap({ w: W, h: 560, lon0: -110, lon1: 20, lat0: 62, lat1: 22, step: 1.7, r: 2.6, color: '#354052' });
  const lon = m.project(-0.13, 51.5);
  const man = m.project(-2.24, 53.48);
  const bos = m.project(-71.06, 42.36);
  const nyc = m.project(-74, 40.71);
  const css = `
  .mp{position:absolute;left:0;top:40px}
  .pin{position:absolute;transform:translate(-50%,-50%);width:18px;height:18px;border-radius:50%;border:3px solid #0E1116}
  .pin:after{content:"";position:absolute;inset:-12px;border-radius:50%;border:2px solid currentColor;opacity:.35}
  .pl{position:absolute;font-size:13px;font-weight:700;background:rgba(14,17,22,.8);padding:3px 8px;border-radius:6px}
  .bld{position:absolute;bottom:0}
  `;
  const ukBuilding = `<svg class="bld" style="right:70px" width="420" height="250" viewBox="0 0 420 250">
    <g fill="#1C232D" stroke="#2F3846" stroke-width="2">
      <rect x="40" y="110" width="340" height="140"/>
      <path d="M40 110 L60 80 L80 110 M340 110 L360 80 L380 110"/>
      <rect x="175" y="40" width="70" height="210"/><path d="M175 40 L210 0 L245 40Z"/>
    </g>
    <circle cx="210" cy="80" r="18" fill="#0E1116" stroke="#FF6B3D" stroke-width="3"/><path d="M210 70v10l7 5" stroke="#FF6B3D" stroke-width="3" fill="none" stroke-linecap="round"/>
    <g fill="#2C3648">${Array.from({ length: 6 }, (_, i) => `<path d="M${58 + i * 20} 200v-34a8 8 0 0 1 16 0v34z"/><path d="M${268 + i * 20} 200v-34a8 8 0 0 1 16 0v34z"/>`).join('')}</g>
    <path d="M190 250v-40a20 20 0 0 1 40 0v40z" fill="#0E1116"/>
  </svg>`;
  const usBuilding = `<svg class="bld" style="left:70px" width="420" height="240" viewBox="0 0 420 240">
    <g fill="#1C232D" stroke="#2F3846" stroke-width="2">
      <rect x="30" y="120" width="360" height="120"/>
      <path d="M20 120 L210 70 L400 120Z"/>
      <path d="M150 78 a60 60 0 0 1 120 0z"/><rect x="200" y="0" width="20" height="22"/>
    </g>
    <g fill="#2C3648">${Array.from({ length: 8 }, (_, i) => `<rect x="${62 + i * 40}" y="130" width="14" height="100" rx="3"/>`).join('')}</g>
    <rect x="30" y="230" width="360" height="10" fill="#232A35"/>
  </svg>`;
  const body = `
  <svg class="mp" width="${W}" height="560">${m.svg}
    <path d="${arc(man, bos, 0.22)}" fill="none" stroke="#7C9CFF" stroke-width="3" stroke-dasharray="6 8" stroke-linecap="round"/>
    <path d="${arc(lon, nyc, 0.3)}" fill="none" stroke="#FF6B3D" stroke-width="3" stroke-linecap="round"/>
  </svg>
  ${[[lon, C.orange, 'London'], [man, C.peri, 'Manchester'], [nyc, C.orange, 'New York'], [bos, C.peri, 'Boston']].map(([[x, y], c, n], i) => `<span class="pin" style="left:${x}px;top:${y + 40}px;background:${c};color:${c}"></span><span class="pl" style="left:${x + (i < 2 ? 18 : -110)}px;top:${y + 40 + (i % 2 ? -30 : 8)}px">${n}</span>`).join('')}
  ${usBuilding}${ukBuilding}
  <div class="fc" style="left:70px;top:70px;width:330px"><div class="row g10">${iconBox('compass', C.orange, 'rgba(255,107,61,.14)')}<div><b>United States</b><div class="m">Bachelor's in 4 years · liberal arts core</div></div></div>
    <div class="row g6" style="margin-top:12px"><span class="chip">SAT optional</span><span class="chip pe">STEM OPT · 3 yrs</span></div></div>
  <div class="fc" style="right:40px;top:270px;width:330px"><div class="row g10">${iconBox('compass', C.peri, 'rgba(124,156,255,.14)')}<div><b>United Kingdom</b><div class="m">Bachelor's in 3 years · Master's in 1</div></div></div>
    <div class="row g6" style="margin-top:12px"><span class="chip">IELTS 6.5+</span><span class="chip mi">Graduate Route · 2 yrs</span></div></div>
  <div class="fc row g12" style="left:450px;top:400px;width:300px">${iconBox('mail', C.mint, 'rgba(94,230,176,.14)')}<div><b>Offer received</b><div class="m">MSc Data Science · Sept intake</div></div></div>
  <div class="fc row g12" style="left:480px;top:500px;width:260px">${iconBox('target', C.amber, 'rgba(255,200,87,.14)')}<div><b>Scholarship £6,000</b><div class="m">Applied with your counsellor</div></div></div>`;
  return still(css, body);
}

// ---------------------------------------------------------------- sponsorship (certificate of sponsorship checklist)
function sponsorship() {
  const people = [[150, 330, C.peri, '#F1C9A5', 1.05], [290, 300, C.orange, '#8D5B3C', 1.15], [430, 330, C.mint, '#C68B62', 1.05], [225, 430, '#3A4350', '#E0B48C', 1.2], [370, 430, C.amber, '#6E4630', 1.2]];
  const person = ([x, y, shirt, skin, s], i) => `<svg style="position:absolute;left:${x - 70 * s}px;top:${y - 60 * s}px" width="${140 * s}" height="${220 * s}" viewBox="0 0 140 220">
    <path d="M10 220c0-60 25-95 60-95s60 35 60 95z" fill="${shirt}"/>
    <path d="M55 125l15 22 15-22" fill="#0E1116" opacity=".25"/>
    <rect x="60" y="100" width="20" height="24" rx="8" fill="${skin}"/>
    <circle cx="70" cy="70" r="36" fill="${skin}"/>
    <path d="${['M34 66c0-26 16-40 36-40s36 14 36 40c-8-14-22-20-36-20s-28 6-36 20z', 'M36 70c-4-30 14-46 34-46s40 14 34 46c-4-20-16-28-34-28s-30 8-34 28z', 'M34 62c4-24 18-36 36-36s32 12 36 36l-8-4c-8-12-18-16-28-16s-22 6-30 20z', 'M36 60c2-22 16-34 34-34s32 12 34 34c-10-8-20-12-34-12s-24 4-34 12z', 'M32 72c-2-30 14-48 38-48s40 18 38 48c-6-16-18-26-38-26s-32 10-38 26z'][i]}" fill="#1B1F27"/>
  </svg>`;
  const items = [['Sponsor licence', 'A-rated · Worker route', 1], ['Role is eligible', 'SOC 2136 · Programmers', 1], ['Salary threshold met', '£41,700 offered', 1], ['Right-to-work checks', 'Documents verified', 1], ['English language', 'B1 evidence on file', 1], ['CoS assigned', 'Ref C2G7-K4R9-21', 1]];
  const css = `
  .plat{position:absolute;left:60px;top:560px;width:520px;height:70px;border-radius:50%;background:radial-gradient(closest-side,rgba(124,156,255,.22),transparent)}
  .cl{position:absolute;left:640px;top:110px;width:480px;background:#F4F1EA;color:#1B1F27;border-radius:18px;padding:26px 28px;box-shadow:0 30px 80px rgba(0,0,0,.5)}
  .cl:before{content:"";position:absolute;left:50%;top:-16px;width:120px;height:32px;margin-left:-60px;border-radius:10px;background:#3A414D}
  .ci{display:flex;align-items:center;gap:14px;height:60px;border-top:1px solid #DDD7CB}
  .ci .tick{width:26px;height:26px}
  .ci b{font-size:16px;display:block}.ci span{font-size:13px;color:#7A7468}
  .stamp{position:absolute;right:26px;bottom:24px;width:130px;height:130px;border-radius:50%;border:4px solid #2FB486;color:#2FB486;display:flex;flex-direction:column;align-items:center;justify-content:center;font-weight:700;font-size:15px;transform:rotate(-14deg);background:rgba(47,180,134,.06);text-align:center;line-height:1.2}
  `;
  const body = `
  <div class="row g10" style="position:absolute;left:70px;top:70px">${markSvg(30)}<div><b style="font-size:20px">UK visa sponsorship</b><div style="color:#A8B0BC;font-size:13px">Skilled Worker route · handled end to end</div></div></div>
  <div class="plat"></div>
  ${people.map(person).join('')}
  <div class="fc row g12" style="left:70px;top:640px;width:330px">${iconBox('shield', C.mint, 'rgba(94,230,176,.14)')}<div><b>Compliance calendar</b><div class="m">Reporting duties tracked for you</div></div></div>
  <div class="fc row g12" style="left:420px;top:660px;width:280px">${iconBox('rocket', C.orange, 'rgba(255,107,61,.14)')}<div><b>Start date · 2 June</b><div class="m">Visa decision in 3 weeks</div></div></div>
  <div class="cl"><div style="font-size:12px;font-weight:700;letter-spacing:.1em;color:#7A7468">CHECKLIST</div>
    <div style="font-size:24px;font-weight:700;margin:4px 0 14px">Certificate of Sponsorship</div>
    ${items.map(([t, s]) => `<div class="ci"><span class="tick">${tickSvg(14)}</span><div><b>${t}</b><span>${s}</span></div></div>`).join('')}
    <div class="stamp">CoS<br>ASSIGNED<br><span style="font-size:11px">14 MAY 2025</span></div>
  </div>`;
  return still(css, body);
}

// ---------------------------------------------------------------- about (offices map)
function about() {
  const m = dottedMap({ w: W, h: 620, lon0: -130, lon1: 150, lat0: 72, lat1: -40, step: 2.4, r: 2.3, color: '#313B4B' });
  const offices = [
    ['Manchester', 'Headquarters · UK', -2.24, 53.48, C.orange, [22, -50]],
    ['Dallas', 'US delivery centre', -96.8, 32.78, C.peri, [22, -20]],
    ['Hyderabad', 'AI & data lab', 78.49, 17.39, C.mint, [22, -44]],
    ['Bangalore', 'Engineering hub', 77.59, 12.97, C.amber, [22, 6]],
  ];
  const P = offices.map((o) => m.project(o[2], o[3]));
  const css = `
  .pin{position:absolute;transform:translate(-50%,-50%);width:18px;height:18px;border-radius:50%;border:3px solid #0E1116}
  .pin:after{content:"";position:absolute;inset:-14px;border-radius:50%;border:2px solid currentColor;opacity:.3}
  .lb{position:absolute;background:#161B22;border:1px solid #2A313C;border-radius:10px;padding:7px 12px;white-space:nowrap;box-shadow:0 12px 30px rgba(0,0,0,.4)}
  .lb b{font-size:15px;display:block}.lb span{font-size:12px;color:#A8B0BC}
  `;
  const top = 110;
  const body = `
  <div class="row g10" style="position:absolute;left:70px;top:50px">${markSvg(30)}<div><b style="font-size:20px">Four offices, one team</b><div style="color:#A8B0BC;font-size:13px">Manchester · Dallas · Hyderabad · Bangalore — follow-the-sun delivery</div></div></div>
  <svg width="${W}" height="620" style="position:absolute;left:0;top:${top}px">${m.svg}
    ${[1, 2, 3].map((i) => `<path d="${arc(P[0], P[i], i === 1 ? 0.28 : 0.22)}" fill="none" stroke="${offices[i][4]}" stroke-width="2.5" stroke-dasharray="${i === 1 ? '0' : '6 7'}" stroke-linecap="round" opacity=".85"/>`).join('')}
  </svg>
  ${offices.map(([n, s, , , c, [dx, dy]], i) => `<span class="pin" style="left:${P[i][0]}px;top:${P[i][1] + top}px;background:${c};color:${c}"></span><div class="lb" style="left:${P[i][0] + dx}px;top:${P[i][1] + top + dy}px"><b>${n}</b><span>${s}</span></div>`).join('')}
  <div class="fc row g12" style="left:70px;bottom:50px;width:290px">${iconBox('users', C.peri, 'rgba(124,156,255,.14)')}<div><b>180+ people</b><div class="m">Engineers, designers, counsellors</div></div></div>
  <div class="fc row g12" style="left:390px;bottom:50px;width:290px">${iconBox('sync', C.mint, 'rgba(94,230,176,.14)')}<div><b>24-hour delivery cycle</b><div class="m">Handovers across 3 time zones</div></div></div>`;
  return still(css, body);
}

// ---------------------------------------------------------------- contact (message / connection)
function contact() {
  const css = `
  .form{position:absolute;left:640px;top:110px;width:470px;background:#161B22;border:1px solid #2A313C;border-radius:20px;padding:28px;box-shadow:0 30px 80px rgba(0,0,0,.5)}
  .fl{margin-top:14px}.fl label{font-size:12px;color:#A8B0BC;display:block;margin-bottom:6px}
  .fl .in{height:42px;border-radius:10px;border:1px solid #2A313C;background:#0E1116;display:flex;align-items:center;padding:0 14px;font-size:14px}
  .fl .in.f{border-color:#FF6B3D;box-shadow:0 0 0 3px rgba(255,107,61,.18)}
  .opts{display:flex;gap:8px;flex-wrap:wrap}
  .opts span{height:32px;padding:0 14px;border-radius:16px;border:1px solid #2A313C;font-size:13px;display:flex;align-items:center}
  .opts .on{background:rgba(255,107,61,.14);border-color:#FF6B3D;color:#FF6B3D;font-weight:700}
  .env{position:absolute;left:120px;top:260px;width:360px;height:240px;border-radius:18px;background:linear-gradient(160deg,#232A35,#1A2029);border:1px solid #343B47;overflow:hidden;box-shadow:0 30px 70px rgba(0,0,0,.5)}
  .env:before{content:"";position:absolute;left:-1px;right:-1px;top:-1px;height:150px;background:linear-gradient(160deg,#2C3441,#222933);clip-path:polygon(0 0,100% 0,50% 100%)}
  .bub{position:absolute;border-radius:18px;padding:14px 18px;font-size:15px;line-height:1.4;box-shadow:0 20px 50px rgba(0,0,0,.4)}
  `;
  const body = `
  <div class="row g10" style="position:absolute;left:70px;top:70px">${markSvg(30)}<div><b style="font-size:20px">Let's talk</b><div style="color:#A8B0BC;font-size:13px">Projects, training, study abroad or sponsorship</div></div></div>
  <svg width="${W}" height="${H}" style="position:absolute;inset:0"><path d="M300 500 C 360 620 520 640 640 560" fill="none" stroke="#2A313C" stroke-width="3" stroke-dasharray="8 8"/><path d="M470 300 C 540 260 580 240 640 250" fill="none" stroke="#FF6B3D" stroke-width="3" stroke-linecap="round"/><circle cx="640" cy="250" r="6" fill="#FF6B3D"/><circle cx="470" cy="300" r="6" fill="#FF6B3D"/></svg>
  <div class="env"><div style="position:absolute;left:50%;top:108px;width:64px;height:64px;margin-left:-32px;border-radius:50%;background:#FF6B3D;display:flex;align-items:center;justify-content:center;box-shadow:0 0 0 10px rgba(255,107,61,.15)">${markSvg(36, '#0E1116')}</div></div>
  <div class="bub" style="left:70px;top:540px;background:#1C232D;border:1px solid #2A313C;border-top-left-radius:4px;width:330px">Hi! We'd like an AI call-analytics pilot for our support team in June.</div>
  <div class="bub" style="left:200px;top:640px;background:rgba(124,156,255,.16);border:1px solid rgba(124,156,255,.35);border-top-right-radius:4px;width:330px"><b style="color:#7C9CFF">Quillmark</b> · Great — we've booked a call for Tuesday at 10:00.</div>
  <div class="fc row g10" style="left:140px;top:150px;padding:10px 14px"><span class="av" style="background:#5EE6B0;width:30px;height:30px">AH</span><span class="av" style="background:#7C9CFF;width:30px;height:30px;margin-left:-14px">RK</span><span class="av" style="background:#FFC857;width:30px;height:30px;margin-left:-14px">TB</span><div><b style="font-size:14px">Replies within 1 business day</b><div class="m" style="font-size:12px">Manchester · Dallas · Hyderabad</div></div></div>
  <div class="form"><b style="font-size:22px">Tell us about your project</b><div style="color:#A8B0BC;font-size:13px;margin-top:4px">A specialist will get back to you.</div>
    <div class="fl"><label>I'm interested in</label><div class="opts"><span class="on">Software &amp; AI</span><span>Bootcamp</span><span>Study abroad</span><span>Sponsorship</span></div></div>
    <div class="fl"><label>Your name</label><div class="in">Grace Miller</div></div>
    <div class="fl"><label>Work email</label><div class="in f">grace@pinecresthealth.co.uk<span style="width:2px;height:18px;background:#FF6B3D;margin-left:2px"></span></div></div>
    <div class="fl"><label>Budget</label><div class="in" style="color:#A8B0BC">£25k – £50k</div></div>
    <div class="btn" style="width:100%;height:46px;font-size:15px;margin-top:20px">Send message ${ico('mail', 16, '#1a0d07', 2.2)}</div>
  </div>`;
  return still(css, body);
}

export const stillScenes = [
  { key: 'scenes/bootcamp', html: bootcamp },
  { key: 'scenes/studyabroad', html: studyAbroad },
  { key: 'scenes/sponsorship', html: sponsorship },
  { key: 'scenes/about', html: about },
  { key: 'scenes/contact', html: contact },
];
