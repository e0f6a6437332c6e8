import lighthouse from 'lighthouse';
import { launch, flagsFor } from '/work/main/scripts/bench/lighthouse.mjs';
if (process.env.MEMO) {
  const original = Intl.NumberFormat.supportedLocalesOf; const cache = new Map();
  Intl.NumberFormat.supportedLocalesOf = function (locales, options) {
    if (options !== undefined || (typeof locales !== 'string')) return original.call(this, locales, options);
    if (!cache.has(locales)) cache.set(locales, original.call(this, locales));
    return [...cache.get(locales)];
  };
}
const chrome = await launch();
const url = process.argv[2] ?? 'http://127.0.0.1:3300/';
const totals = {};
for (let i = 0; i < 3; i++) for (const preset of ['mobile','desktop','mobile-calibrated']) {
  const { flags, config } = flagsFor(preset, 2);
  const t0 = Date.now();
  const { lhr } = await lighthouse(url, { ...flags, port: chrome.port }, config);
  if (i > 0) totals[preset] = (totals[preset] ?? 0) + Date.now() - t0;
}
console.log(process.env.MEMO ? 'memo' : 'plain', JSON.stringify(totals));
await chrome.kill();
