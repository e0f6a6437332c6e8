// Jest's setupFilesAfterEnv (jest.config.mjs), run in every test file: a passing run reads clean. A test fails when
// what it started writes to console.warn or console.error, logs an error line (lib/log.ts), or adds listeners past
// an emitter's limit. A test that means to cause one captures it (jest.spyOn(...).mockImplementation) and says what
// it expects; what is captured never reaches these. A late write counts against the test running when it comes.
import { format } from 'node:util';

const unexpected: string[] = [];

for (const method of ['warn', 'error'] as const) {
  const original = console[method];
  console[method] = (...args: unknown[]) => {
    unexpected.push(`console.${method}: ${format(...args)}`);
    original.apply(console, args);
  };
}

// The stream is the process's own, shared by the worker's later test files: wrapped for this file only.
const write = process.stderr.write;
process.stderr.write = function (this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]) {
  if (String(chunk).includes('"level":"error"')) unexpected.push(`error line: ${String(chunk).trim()}`);
  return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
} as typeof process.stderr.write;

const onWarning = (warning: Error) => {
  if (warning.name === 'MaxListenersExceededWarning') unexpected.push(`${warning.name}: ${warning.message}`);
};
process.on('warning', onWarning);

/** Node emits its warnings on a later tick: one turn of the event loop lets them in first. */
async function check(when: string) {
  await new Promise((resolve) => setImmediate(resolve));
  const found = unexpected.splice(0);
  if (found.length > 0) throw new Error(`${when} wrote what a passing run must not (capture it in the test if it is meant):\n${found.join('\n')}`);
}

afterEach(() => check('This test'));

afterAll(async () => {
  try {
    await check('This file, after its last test,');
  } finally {
    process.stderr.write = write;
    process.off('warning', onWarning);
  }
});
