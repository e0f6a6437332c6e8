import {initializeConfig} from 'lighthouse/core/config/config.js';
import { flagsFor } from '/work/main/scripts/bench/lighthouse.mjs';
for (const preset of ['mobile','mobile','desktop','mobile-calibrated','mobile']) {
  const { flags, config } = flagsFor(preset, 2);
  const t0 = performance.now();
  await initializeConfig('navigation', config, flags);
  console.log(preset, Math.round(performance.now()-t0));
}
