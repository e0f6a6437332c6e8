// 1200x630 illustrated blog covers (no titles; the page prints those).
import { page, ico, markSvg, tickSvg, smoothPath, C } from '../lib/ui.mjs';

const W = 1200;
const H = 630;
const BG = `body{background:
  radial-gradient(640px 420px at 88% 0%, rgba(124,156,255,.16), transparent 70%),
  radial-gradient(640px 420px at 0% 100%, rgba(255,107,61,.16), transparent 70%), #0E1116}
.tag{position:absolute;left:56px;top:48px;display:flex;align-items:center;gap:10px;font-size:15px;font-weight:700;color:#A8B0BC;letter-spacing:.08em;text-transform:uppercase}
.tag i{width:34px;height:3px;border-radius:2px;background:#FF6B3D;display:block}
.brand{position:absolute;left:56px;bottom:44px;display:flex;align-items:center;gap:10px;font-size:15px;font-weight:700;color:#F4F1EA}
.grid{position:absolute;inset:0;background-image:linear-gradient(#1A2029 1px,transparent 1px),linear-gradient(90deg,#1A2029 1px,transparent 1px);background-size:40px 40px;-webkit-mask:radial-gradient(600px 400px at 60% 50%,#000,transparent);mask:radial-gradient(600px 400px at 60% 50%,#000,transparent)}
.card{background:#161B22;border:1px solid #2A313C;border-radius:16px;box-shadow:0 24px 60px rgba(0,0,0,.45)}
.chip{height:30px;padding:0 14px;border-radius:15px;font-size:14px}
`;
const cover = (tag, inner, css = '') => page({
  css: BG + css, w: W, h: H, cls: '',
  body: `<div class="grid"></div><div class="tag"><i></i>${tag}</div>${inner}<div class="brand">${markSvg(24)}Quillmark · Insights</div>`,
});

// 1 ---------------------------------------------------------------- AI call analytics
function callAnalytics() {
  const bars = Array.from({ length: 56 }, (_, i) => {
    const h = 30 + Math.abs(Math.sin(i * 0.55) * 120 + Math.sin(i * 1.7) * 40) + (i > 20 && i < 34 ? 60 : 0);
    return `<rect x="${i * 13}" y="${-h / 2}" width="7" height="${h}" rx="3.5" fill="url(#wg)" opacity="${i > 20 && i < 34 ? 1 : 0.55}"/>`;
  }).join('');
  return cover('AI · Voice analytics', `
  <svg width="${W}" height="${H}" style="position:absolute;inset:0">
    <defs><linearGradient id="wg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FF6B3D"/><stop offset="1" stop-color="#7C9CFF"/></linearGradient></defs>
    <g transform="translate(140 330)">${bars}</g>
    <circle cx="500" cy="320" r="120" fill="rgba(14,17,22,.35)" stroke="#F4F1EA" stroke-width="10"/>
    <path d="M585 405 L680 500" stroke="#F4F1EA" stroke-width="22" stroke-linecap="round"/>
  </svg>
  <div class="card" style="position:absolute;left:420px;top:150px;padding:10px 16px;font-size:17px;font-weight:700;color:#FF6B3D">"refund"</div>
  <div class="card" style="position:absolute;left:560px;top:440px;padding:10px 16px;font-size:17px;font-weight:700;color:#5EE6B0">"thank you"</div>
  <div class="card" style="position:absolute;right:70px;top:120px;width:300px;padding:22px">
    <div style="font-size:15px;color:#A8B0BC">Sentiment · today</div>
    <svg width="256" height="140" viewBox="0 0 256 140" style="margin-top:8px"><path d="M28 128a100 100 0 0 1 200 0" fill="none" stroke="#2A313C" stroke-width="20" stroke-linecap="round"/><path d="M28 128a100 100 0 0 1 168-73" fill="none" stroke="#5EE6B0" stroke-width="20" stroke-linecap="round"/><path d="M128 128 L190 70" stroke="#F4F1EA" stroke-width="6" stroke-linecap="round"/><circle cx="128" cy="128" r="10" fill="#F4F1EA"/></svg>
    <div style="font-size:34px;font-weight:700;color:#5EE6B0">+0.42</div></div>
  <div class="card" style="position:absolute;right:70px;top:420px;width:300px;padding:18px 22px;display:flex;align-items:center;gap:14px">${ico('chart', 30, C.orange)}<div><div style="font-size:28px;font-weight:700">104,382</div><div style="font-size:14px;color:#A8B0BC">calls analysed today</div></div></div>`);
}

// 2 ---------------------------------------------------------------- RPA vs AI agents
function rpaVsAgents() {
  const boxes = [[120, 170], [280, 170], [120, 300], [280, 300], [200, 430]];
  const nodes = [[800, 180, 30], [950, 250, 22], [860, 360, 38], [1030, 400, 26], [760, 470, 20], [990, 140, 16], [1080, 280, 18]];
  const links = [[0, 2], [1, 2], [2, 3], [2, 4], [0, 5], [1, 6], [3, 6], [1, 5]];
  return cover('Automation · Strategy', `
  <svg width="${W}" height="${H}" style="position:absolute;inset:0">
    <g stroke="#7C9CFF" stroke-width="4" fill="none">
      <path d="M220 205h60M180 240v60M340 240v60M220 335h60M180 370l40 60M340 370l-40 60"/>
    </g>
    ${boxes.map(([x, y], i) => `<rect x="${x - 60}" y="${y - 35}" width="${i === 4 ? 160 : 120}" height="70" rx="10" fill="#161B22" stroke="#7C9CFF" stroke-width="3"/>`).join('')}
    ${boxes.map(([x, y], i) => `<rect x="${x - 40}" y="${y - 8}" width="${i === 4 ? 120 : 80}" height="8" rx="4" fill="#2F3A52"/><rect x="${x - 40}" y="${y + 8}" width="${i === 4 ? 70 : 50}" height="8" rx="4" fill="#2F3A52"/>`).join('')}
    <g transform="translate(180 120)"><rect x="-30" y="-22" width="60" height="44" rx="12" fill="#7C9CFF"/><circle cx="-12" cy="0" r="6" fill="#0E1116"/><circle cx="12" cy="0" r="6" fill="#0E1116"/><path d="M0 -22v-14" stroke="#7C9CFF" stroke-width="4"/><circle cx="0" cy="-40" r="6" fill="#7C9CFF"/></g>
    ${links.map(([a, b]) => { const [x1, y1] = nodes[a]; const [x2, y2] = nodes[b]; return `<path d="M${x1} ${y1} Q${(x1 + x2) / 2 + 30} ${(y1 + y2) / 2 - 40} ${x2} ${y2}" fill="none" stroke="#FF6B3D" stroke-width="3" opacity=".7"/>`; }).join('')}
    ${nodes.map(([x, y, r], i) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${i === 2 ? '#FF6B3D' : '#161B22'}" stroke="#FF6B3D" stroke-width="3"/>`).join('')}
    <path d="M860 342l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#0E1116"/>
    <line x1="560" y1="110" x2="560" y2="520" stroke="#2A313C" stroke-width="2" stroke-dasharray="6 8"/>
  </svg>
  <div style="position:absolute;left:515px;top:270px;width:90px;height:90px;border-radius:50%;background:#F4F1EA;color:#0E1116;font-size:30px;font-weight:700;display:flex;align-items:center;justify-content:center;box-shadow:0 0 0 12px rgba(244,241,234,.08)">vs</div>
  <div class="chip pe" style="position:absolute;left:130px;top:520px">Rules · repeatable · high volume</div>
  <div class="chip or" style="position:absolute;left:730px;top:540px">Judgement · unstructured · adaptive</div>`);
}

// 3 ---------------------------------------------------------------- document validation (regulated)
function docValidation() {
  const doc = (x, y, rot, hl) => `<div style="position:absolute;left:${x}px;top:${y}px;width:280px;height:370px;border-radius:12px;background:#F4F1EA;transform:rotate(${rot}deg);box-shadow:0 30px 70px rgba(0,0,0,.5);padding:26px">
    <div style="width:90px;height:12px;border-radius:6px;background:#1B1F27"></div>
    ${[88, 72, 95, 60, 80, 70, 90, 50].map((w, i) => `<div style="height:9px;border-radius:5px;background:#D9D3C6;margin-top:${i === 0 ? 26 : 14}px;width:${w}%"></div>`).join('')}
    ${hl ? `<div style="position:absolute;left:18px;top:58px;width:180px;height:40px;border:3px solid #5EE6B0;border-radius:8px;background:rgba(94,230,176,.12)"></div>
    <div style="position:absolute;left:18px;top:190px;width:230px;height:40px;border:3px solid #5EE6B0;border-radius:8px;background:rgba(94,230,176,.12)"></div>
    <div style="position:absolute;left:186px;top:46px;width:26px;height:26px;border-radius:50%;background:#5EE6B0;display:flex;align-items:center;justify-content:center">${tickSvg(14)}</div>
    <div style="position:absolute;left:236px;top:178px;width:26px;height:26px;border-radius:50%;background:#5EE6B0;display:flex;align-items:center;justify-content:center">${tickSvg(14)}</div>
    <div style="position:absolute;left:18px;top:296px;width:150px;height:40px;border:3px solid #FF6B3D;border-radius:8px;background:rgba(255,107,61,.1)"></div>` : ''}
  </div>`;
  return cover('AI · Compliance', `
  ${doc(420, 150, -12, false)}${doc(500, 130, -4, false)}${doc(590, 120, 5, true)}
  <svg width="240" height="280" viewBox="0 0 24 28" style="position:absolute;right:90px;top:240px;filter:drop-shadow(0 20px 40px rgba(0,0,0,.5))"><path d="M12 1l10 4v8c0 7-4.4 11.6-10 14-5.6-2.4-10-7-10-14V5z" fill="#FF6B3D"/><path d="M7.5 14l3 3 6-6.5" fill="none" stroke="#0E1116" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>
  <div style="position:absolute;left:70px;top:220px;display:flex;flex-direction:column;gap:14px">
    ${[['KYC', 'pe'], ['AML', 'or'], ['GDPR', 'mi'], ['FCA', 'am']].map(([t, c]) => `<span class="chip ${c}" style="height:40px;font-size:18px;padding:0 20px;align-self:flex-start">${t}</span>`).join('')}</div>`);
}

// 4 ---------------------------------------------------------------- cloud cost control
function cloudCost() {
  const bars = [190, 176, 168, 150, 138, 120, 104, 92];
  return cover('Cloud · FinOps', `
  <svg width="${W}" height="${H}" style="position:absolute;inset:0">
    <path d="M330 470a110 110 0 0 1-10-219 170 170 0 0 1 325-42 130 130 0 0 1 125 130 130 130 0 0 1-70 131z" fill="#161B22" stroke="#7C9CFF" stroke-width="6"/>
    ${bars.map((h, i) => `<rect x="${390 + i * 44}" y="${430 - h}" width="28" height="${h}" rx="6" fill="${i < 4 ? '#2F3A52' : '#5EE6B0'}"/>`).join('')}
    <path d="M404 ${430 - 200} L${404 + 7 * 44} ${430 - 100}" stroke="#FF6B3D" stroke-width="5" stroke-dasharray="10 8" stroke-linecap="round"/>
    <path d="M${404 + 7 * 44 - 20} ${430 - 122} L${404 + 7 * 44 + 4} ${430 - 98} L${404 + 7 * 44 - 28} ${430 - 92}" fill="none" stroke="#FF6B3D" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
    ${[0, 1, 2, 3].map((i) => `<ellipse cx="960" cy="${470 - i * 24}" rx="62" ry="18" fill="${i % 2 ? '#FFC857' : '#E5B04A'}" stroke="#0E1116" stroke-width="3"/>`).join('')}
    <text x="960" y="${470 - 3 * 24 + 7}" text-anchor="middle" font-family="DejaVu Sans" font-weight="700" font-size="22" fill="#0E1116">£</text>
  </svg>
  <div class="card" style="position:absolute;right:80px;top:120px;padding:18px 24px"><div style="font-size:15px;color:#A8B0BC">Monthly cloud bill</div><div style="font-size:44px;font-weight:700;color:#5EE6B0">−32%</div><div style="font-size:14px;color:#A8B0BC">same traffic, right-sized</div></div>`);
}

// 5 ---------------------------------------------------------------- resilient test automation
function testAutomation() {
  const frame = (x, y, variant) => `<div class="card" style="position:absolute;left:${x}px;top:${y}px;width:380px;height:330px;overflow:hidden">
    <div style="height:34px;background:#12161C;border-bottom:1px solid #2A313C;display:flex;align-items:center;gap:7px;padding:0 14px"><i style="width:10px;height:10px;border-radius:50%;background:#FF6B3D;display:block"></i><i style="width:10px;height:10px;border-radius:50%;background:#FFC857;display:block"></i><i style="width:10px;height:10px;border-radius:50%;background:#5EE6B0;display:block"></i><span style="margin-left:10px;font-size:12px;color:#6E7784">${variant ? 'v2 · redesign' : 'v1'}</span></div>
    ${variant
    ? `<div style="position:absolute;left:20px;top:56px;width:340px;height:70px;border-radius:10px;background:#1F2630"></div>
       <div style="position:absolute;left:20px;top:140px;width:160px;height:120px;border-radius:10px;background:#1F2630"></div>
       <div style="position:absolute;left:196px;top:140px;width:164px;height:56px;border-radius:10px;background:#1F2630"></div>
       <div id="b2" style="position:absolute;left:196px;top:210px;width:164px;height:50px;border-radius:25px;background:#FF6B3D;box-shadow:0 0 0 4px rgba(94,230,176,.7)"></div>`
    : `<div style="position:absolute;left:20px;top:56px;width:200px;height:200px;border-radius:10px;background:#1F2630"></div>
       <div style="position:absolute;left:236px;top:56px;width:124px;height:18px;border-radius:9px;background:#1F2630"></div>
       <div style="position:absolute;left:236px;top:88px;width:100px;height:18px;border-radius:9px;background:#1F2630"></div>
       <div id="b1" style="position:absolute;left:236px;top:216px;width:124px;height:40px;border-radius:8px;background:#7C9CFF;box-shadow:0 0 0 4px rgba(94,230,176,.7)"></div>`}
    <div style="position:absolute;right:14px;bottom:14px;width:34px;height:34px;border-radius:50%;background:#5EE6B0;display:flex;align-items:center;justify-content:center">${tickSvg(18)}</div></div>`;
  return cover('Quality · Test automation', `
  ${frame(150, 150, false)}${frame(680, 150, true)}
  <svg width="${W}" height="${H}" style="position:absolute;inset:0"><path d="M510 386 C 600 470 760 470 940 390" fill="none" stroke="#5EE6B0" stroke-width="4" stroke-dasharray="10 9" stroke-linecap="round"/></svg>
  <div class="card" style="position:absolute;left:420px;top:470px;padding:12px 18px;font-family:'DejaVu Sans Mono',monospace;font-size:17px"><span style="color:#A8B0BC">getByTestId(</span><span style="color:#5EE6B0">'checkout-submit'</span><span style="color:#A8B0BC">)</span></div>`);
}

// 6 ---------------------------------------------------------------- bootcamp to first job
function bootcampToJob() {
  const steps = [['document', 'Learn'], ['code', 'Build'], ['browser', 'Portfolio'], ['users', 'Interview'], ['rocket', 'Hired']];
  return cover('Careers · Bootcamp', `
  ${steps.map(([icn, t], i) => `<div style="position:absolute;left:${180 + i * 170}px;top:${430 - i * 62}px;width:170px;height:${62 * (i + 1) + 60}px;background:linear-gradient(#1C232D,#12161C);border:1px solid #2A313C;border-bottom:0;border-radius:14px 14px 0 0"></div>
    <div style="position:absolute;left:${180 + i * 170 + 45}px;top:${430 - i * 62 - 100}px;width:80px;height:80px;border-radius:22px;background:${i === 4 ? '#FF6B3D' : '#161B22'};border:2px solid ${i === 4 ? '#FF6B3D' : '#2A313C'};display:flex;align-items:center;justify-content:center;box-shadow:0 18px 40px rgba(0,0,0,.4)">${ico(icn, 38, i === 4 ? '#0E1116' : [C.peri, C.mint, C.amber, C.peri][i], 2)}</div>
    <div style="position:absolute;left:${180 + i * 170}px;top:${430 - i * 62 + 14}px;width:170px;text-align:center;font-size:19px;font-weight:700">${t}</div>`).join('')}
  <svg width="${W}" height="${H}" style="position:absolute;inset:0"><path d="M${180 + 4 * 170 + 85} 70 v-0" /><path d="M1032 70 v110" stroke="#F4F1EA" stroke-width="4"/><path d="M1034 72 h70 l-16 20 16 20 h-70z" fill="#5EE6B0"/></svg>`);
}

// 7 ---------------------------------------------------------------- UK vs USA
function ukVsUsa() {
  const col = (x, title, color, rows, bld) => `<div class="card" style="position:absolute;left:${x}px;top:120px;width:330px;height:420px;padding:26px;overflow:hidden">
    <div style="font-size:40px;font-weight:700;color:${color}">${title}</div>
    ${rows.map(([k, v, w]) => `<div style="margin-top:20px"><div style="display:flex;font-size:16px"><span style="color:#A8B0BC">${k}</span><span style="margin-left:auto;font-weight:700">${v}</span></div><div style="height:10px;border-radius:5px;background:#242B36;margin-top:8px;overflow:hidden"><i style="display:block;height:100%;width:${w}%;background:${color};border-radius:5px"></i></div></div>`).join('')}
    <svg width="330" height="130" style="position:absolute;left:0;bottom:0">${bld}</svg></div>`;
  const uk = '<g fill="#2A3442"><rect x="40" y="60" width="250" height="70"/><rect x="140" y="10" width="50" height="120"/><path d="M140 10l25-26 25 26z"/></g><circle cx="165" cy="45" r="12" fill="none" stroke="#7C9CFF" stroke-width="3"/>';
  const us = '<g fill="#2A3442"><rect x="30" y="70" width="270" height="60"/><path d="M20 70L165 30 310 70z"/><path d="M120 36a45 45 0 0 1 90 0z"/></g><g fill="#2A313C">' + Array.from({ length: 7 }, (_, i) => `<rect x="${50 + i * 36}" y="78" width="12" height="50"/>`).join('') + '</g>';
  return cover('Study abroad · Guide', `
  ${col(190, 'UK', C.peri, [["Bachelor's", '3 years', 60], ["Master's", '1 year', 25], ['Post-study work', '2 years', 45]], uk)}
  ${col(680, 'USA', C.orange, [["Bachelor's", '4 years', 80], ["Master's", '2 years', 50], ['Post-study work', 'up to 3 yrs', 65]], us)}
  <svg width="${W}" height="${H}" style="position:absolute;inset:0"><path d="M530 250 Q 600 170 670 250" fill="none" stroke="#F4F1EA" stroke-width="3" stroke-dasharray="6 7"/></svg>
  <svg width="70" height="50" viewBox="0 0 24 16" style="position:absolute;left:565px;top:300px"><path d="M12 1L1 6l11 5 11-5z" fill="#F4F1EA"/><path d="M5 8v4c3 3 11 3 14 0V8l-7 3z" fill="#A8B0BC"/></svg>`);
}

// 8 ---------------------------------------------------------------- skilled worker sponsorship
function sponsorship() {
  return cover('Immigration · Employers', `
  <div style="position:absolute;left:170px;top:150px;width:250px;height:340px;border-radius:18px;background:#26324F;box-shadow:0 30px 70px rgba(0,0,0,.5);transform:rotate(-6deg);display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;border:2px solid #34426A">
    <svg width="90" height="90" viewBox="0 0 24 24" fill="none" stroke="#FFC857" stroke-width="1.3"><circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"/></svg>
    <div style="font-size:24px;font-weight:700;letter-spacing:.2em;color:#FFC857">PASSPORT</div></div>
  <div class="card" style="position:absolute;left:460px;top:110px;width:430px;padding:26px">
    <div style="font-size:15px;color:#A8B0BC;font-weight:700;letter-spacing:.08em">EMPLOYER DUTIES</div>
    ${['Hold an A-rated sponsor licence', 'Check right to work', 'Pay at least the going rate', 'Report changes within 10 days', 'Keep records for every worker'].map((t, i) => `<div style="display:flex;align-items:center;gap:14px;height:56px;border-top:${i ? '1px solid #2A313C' : '0'};font-size:18px"><span class="tick" style="width:28px;height:28px;${i === 3 ? 'background:#FFC857' : ''}">${tickSvg(15)}</span>${t}</div>`).join('')}</div>
  <svg width="220" height="220" viewBox="0 0 24 24" style="position:absolute;right:60px;top:260px"><rect x="3" y="6" width="18" height="15" rx="1.5" fill="#161B22" stroke="#7C9CFF" stroke-width=".8"/><path d="M3 6l9-4 9 4" fill="none" stroke="#7C9CFF" stroke-width=".8"/>${[0, 1, 2].map((r) => [0, 1, 2].map((c) => `<rect x="${6 + c * 4.5}" y="${9 + r * 3.6}" width="2.6" height="2" rx=".4" fill="#7C9CFF" opacity=".6"/>`).join('')).join('')}<rect x="10.5" y="17" width="3" height="4" fill="#FF6B3D"/></svg>`);
}

// 9 ---------------------------------------------------------------- APIs partners love
function apis() {
  const piece = (x, y, c, rot) => `<svg width="150" height="150" viewBox="0 0 100 100" style="position:absolute;left:${x}px;top:${y}px;transform:rotate(${rot}deg);filter:drop-shadow(0 18px 30px rgba(0,0,0,.45))"><path d="M10 30h22a10 10 0 1 1 16 0h22v22a10 10 0 1 0 0 16v22H48a10 10 0 1 0-16 0H10z" fill="${c}"/></svg>`;
  const partners = [[140, 150, 'users'], [150, 420, 'database'], [1000, 140, 'mobile'], [1010, 430, 'lock']];
  return cover('Engineering · APIs', `
  <div style="position:absolute;left:300px;top:90px;font-size:400px;line-height:1;color:#1E2530;font-weight:700;font-family:'DejaVu Sans Mono',monospace">{</div>
  <div style="position:absolute;left:720px;top:90px;font-size:400px;line-height:1;color:#1E2530;font-weight:700;font-family:'DejaVu Sans Mono',monospace">}</div>
  ${piece(450, 200, '#FF6B3D', 0)}${piece(578, 206, '#7C9CFF', 90)}${piece(514, 320, '#5EE6B0', 0)}
  <svg width="${W}" height="${H}" style="position:absolute;inset:0">${partners.map(([x, y]) => `<path d="M${x + 40} ${y + 40} L600 330" stroke="#2F3846" stroke-width="3" stroke-dasharray="8 8"/>`).join('')}</svg>
  ${partners.map(([x, y, icn]) => `<div class="card" style="position:absolute;left:${x}px;top:${y}px;width:80px;height:80px;display:flex;align-items:center;justify-content:center">${ico(icn, 36, C.peri)}</div>`).join('')}
  <div class="card" style="position:absolute;right:250px;bottom:60px;padding:12px 18px;font-family:'DejaVu Sans Mono',monospace;font-size:16px"><span style="color:#FF8E66">201</span> <span style="color:#A8B0BC">Created ·</span> <span style="color:#5EE6B0">"status": "ok"</span></div>`);
}

// 10 --------------------------------------------------------------- data analytics quick wins for SMEs
function smeAnalytics() {
  const bars = [90, 120, 110, 160, 190, 240];
  const line = smoothPath(bars.map((h, i) => [660 + i * 70 + 20, 500 - h - 30]));
  return cover('Data · Small business', `
  <svg width="${W}" height="${H}" style="position:absolute;inset:0">
    <rect x="150" y="250" width="360" height="250" rx="8" fill="#161B22" stroke="#2A313C" stroke-width="3"/>
    <path d="M130 250 L530 250 L510 180 L150 180Z" fill="#FF6B3D"/>
    ${Array.from({ length: 8 }, (_, i) => `<path d="M${150 + i * 45} 180 L${150 + i * 45 + 22} 180 L${130 + i * 50 + 25} 250 L${130 + i * 50} 250Z" fill="#F4F1EA" opacity=".9"/>`).join('')}
    ${Array.from({ length: 8 }, (_, i) => `<path d="M${130 + i * 50} 250 a25 25 0 0 0 50 0" fill="${i % 2 ? '#F4F1EA' : '#FF6B3D'}"/>`).join('')}
    <rect x="190" y="310" width="120" height="90" rx="6" fill="#0E1116" stroke="#2A313C" stroke-width="3"/>
    <rect x="360" y="320" width="110" height="180" rx="6" fill="#0E1116" stroke="#2A313C" stroke-width="3"/>
    <circle cx="450" cy="410" r="5" fill="#FFC857"/>
    <text x="330" y="225" text-anchor="middle" font-family="DejaVu Sans" font-weight="700" font-size="26" fill="#0E1116">OPEN</text>
    ${bars.map((h, i) => `<rect x="${660 + i * 70}" y="${500 - h}" width="40" height="${h}" rx="8" fill="${i === bars.length - 1 ? '#5EE6B0' : '#2F3A52'}"/>`).join('')}
    <path d="${line}" fill="none" stroke="#FF6B3D" stroke-width="5" stroke-linecap="round"/>
    <line x1="630" y1="500" x2="1100" y2="500" stroke="#2A313C" stroke-width="3"/>
  </svg>
  <div class="card" style="position:absolute;right:80px;top:110px;padding:16px 22px;display:flex;align-items:center;gap:14px">${ico('lightbulb', 34, C.amber)}<div><div style="font-size:36px;font-weight:700;color:#5EE6B0">+18%</div><div style="font-size:14px;color:#A8B0BC">repeat sales in 8 weeks</div></div></div>`);
}

export const blogCovers = [
  ['choosing-an-ai-call-analytics-platform', callAnalytics],
  ['rpa-vs-ai-agents-where-each-fits', rpaVsAgents],
  ['document-validation-with-ai-in-regulated-industries', docValidation],
  ['cloud-cost-control-for-growing-teams', cloudCost],
  ['test-automation-that-survives-redesigns', testAutomation],
  ['from-bootcamp-to-first-developer-job', bootcampToJob],
  ['studying-in-the-uk-vs-usa-a-practical-comparison', ukVsUsa],
  ['uk-skilled-worker-sponsorship-what-employers-must-know', sponsorship],
  ['building-apis-partners-love-to-integrate', apis],
  ['data-analytics-quick-wins-for-smes', smeAnalytics],
].map(([slug, html]) => ({ key: `blog/${slug}`, html }));
