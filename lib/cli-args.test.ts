import { parseArgs } from 'node:util';
import { argsRefusal } from './cli-args';

const refusal = (args: string[]) => {
  try {
    parseArgs({ args, options: { to: { type: 'string' }, all: { type: 'boolean' } }, strict: true, allowPositionals: true });
  } catch (error) {
    return argsRefusal(error);
  }
  return undefined;
};

describe('argsRefusal', () => {
  it("says in one line what Node's parseArgs refused", () => {
    expect(refusal(['--nope'])).toBe("Unknown option '--nope'");
    expect(refusal(['--to'])).toBe("Option '--to <value>' argument missing");
    expect(refusal(['--all=yes'])).toBe("Option '--all' does not take an argument");
    expect(refusal(['x', '--to=y', '--all'])).toBeUndefined();
    expect(argsRefusal('plain')).toBe('plain');
  });
});
