import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import path from 'node:path';
import packageJson from '@/package.json';

/**
 * How long one command may run before it is killed. Jest cannot time out a synchronous test, so a command that hung
 * would hold the whole run until CI's own limit; killed, it fails its test and names itself. A start of tsx and the
 * store's modules takes under a second on a quiet machine and up to 15 s with both cores busy.
 */
export const COMMAND_LIMIT_MS = 120_000;

/** Runs a program to its end in env, or throws once it has run past limitMs (or could not start). */
export function runBounded(file: string, args: string[], env: NodeJS.ProcessEnv, limitMs = COMMAND_LIMIT_MS): SpawnSyncReturns<string> {
  const done = spawnSync(file, args, { env, encoding: 'utf8', timeout: limitMs });
  const name = [path.basename(file), ...args].join(' ');
  if (done.error) {
    const killed = (done.error as NodeJS.ErrnoException).code === 'ETIMEDOUT';
    throw new Error(killed ? `${name} was killed after ${limitMs} ms\n${done.stderr}` : `${name} did not start: ${done.error.message}`);
  }
  return done;
}

type Script = 'enquiries' | 'backup' | 'restore';

/** `npm run <script> -- args` as package.json spells it (tsx and its flags), without npm in between. */
export function runScript(script: Script, args: string[], env: NodeJS.ProcessEnv, limitMs = COMMAND_LIMIT_MS) {
  const [command, ...flags] = packageJson.scripts[script].split(' ');
  return runBounded(path.join(process.cwd(), 'node_modules', '.bin', command!), [...flags, ...args], env, limitMs);
}
