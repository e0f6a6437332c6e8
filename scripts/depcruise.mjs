// Cruises the project against .dependency-cruiser.cjs and prints what it refuses; exits 1 on a refusal. Through
// dependency-cruiser's Node API, since its CLI refuses Node 20, which package.json's engines still allow. The
// arguments are what to cruise; `--json` prints the refusals as JSON instead, and `--targets-only` reads the imports
// of the files named alone (both for scripts/depcruise.test.ts).
import { parseArgs } from 'node:util';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const { values, positionals: targets } = parseArgs({ allowPositionals: true, options: { json: { type: 'boolean' }, 'targets-only': { type: 'boolean' } } });
const json = values.json === true;
const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
// --targets-only reads the imports of the files named and of no other: what each imports is judged, not followed.
const escaped = targets.map((target) => target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const only = values['targets-only'] ? { doNotFollow: { path: `^(?!(${escaped.join('|')})$)` } } : {};
const result = await cruise(targets.length > 0 ? targets : ['.'], { ...options, ...only, outputType: json ? 'json' : 'err' }, {}, { tsConfig: extractTSConfig('./tsconfig.json') });
if (json) {
  const { summary } = JSON.parse(result.output);
  const refusals = summary.violations.map(({ rule, from, to, cycle }) => ({ rule: rule.name, from, to, ...(cycle ? { cycle: cycle.map(({ name }) => name) } : {}) }));
  process.stdout.write(JSON.stringify({ modules: summary.totalCruised, refusals }));
} else process.stdout.write(result.output);
process.exitCode = result.exitCode > 0 ? 1 : 0;
