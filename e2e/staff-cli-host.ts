// `npm run staff`'s commands (lib/staff/cli.ts) in one long-lived process for the e2e suite: each command started
// Node and loaded the modules again, 1.2 s and 1.7 CPU seconds a call, about 45 CPU seconds a run. Run with tsx and
// the react-server condition, as the CLI is. stdin: one JSON line per command, { id, args, env }; stdout: one JSON
// line per answer, { id, status, stdout, stderr }. The settings are read afresh from the environment plus `env` for
// each command, and each opens and closes its store as the CLI does.
import { Console } from 'node:console';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseConfig } from '@/lib/config';
import { staffCommand } from '@/lib/staff/cli';

/** A console whose two streams are kept as text. */
function capture() {
  const text = { stdout: '', stderr: '' };
  const sink = (key: keyof typeof text) => new Writable({ write: (chunk: Buffer, _encoding, done) => ((text[key] += chunk.toString()), done()) });
  return { io: new Console({ stdout: sink('stdout'), stderr: sink('stderr') }), text };
}

const lines = createInterface({ input: process.stdin });
let queue = Promise.resolve();
lines.on('line', (line) => {
  const { id, args, env } = JSON.parse(line) as { id: number; args: string[]; env: Record<string, string> };
  // One command at a time, in the order asked: two against one SQLite file would be two writers.
  queue = queue.then(async () => {
    const { io, text } = capture();
    const status = await staffCommand(args, parseConfig({ ...process.env, ...env }), io);
    process.stdout.write(`${JSON.stringify({ id, status, ...text })}\n`);
  });
});
