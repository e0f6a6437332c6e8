import lighthouse from 'lighthouse';
import { launch, flagsFor } from '/work/main/scripts/bench/lighthouse.mjs';
const chrome = await launch();
const url = process.argv[2] ?? 'http://127.0.0.1:3300/';
for (const preset of ['mobile','mobile']) {
  const { flags, config } = flagsFor(preset, 2);
  const t0 = Date.now();
  const { lhr } = await lighthouse(url, { ...flags, port: chrome.port }, config);
  console.log(preset, Date.now() - t0, 'ms total');
  const base = Math.min(...lhr.timing.entries.map(e=>e.startTime));
  for (const e of lhr.timing.entries.filter(e => e.duration > 8).sort((a,b)=>a.startTime-b.startTime)) console.log('  ', Math.round(e.startTime-base), Math.round(e.duration), e.name);
}
await chrome.kill();
