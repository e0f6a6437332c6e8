import { authLogger } from './auth-log';

const lines = (stream: NodeJS.WriteStream) => {
  const written: Record<string, unknown>[] = [];
  jest.spyOn(stream, 'write').mockImplementation((chunk) => written.push(JSON.parse(String(chunk)) as Record<string, unknown>) > 0);
  return written;
};

afterEach(() => jest.restoreAllMocks());

describe('Better Auth’s log', () => {
  it('writes a refused credential as a refusal, one line without a stack', () => {
    const [out, err] = [lines(process.stdout), lines(process.stderr)];
    authLogger.log('warn', 'Invalid password');
    expect(out).toEqual([expect.objectContaining({ level: 'info', event: 'staff.auth.refused', reason: 'Invalid password' })]);
    expect(err).toEqual([]);
  });

  it('keeps its other warnings and its errors at their level, with the error’s message', () => {
    const err = lines(process.stderr);
    authLogger.log('warn', 'OAuth provider not found', { providerId: 'x' });
    authLogger.log('error', 'Better auth was unable to query your database.\nError: ', new Error('relation "staff_users" does not exist'));
    expect(err).toEqual([
      expect.objectContaining({ level: 'warn', event: 'staff.auth', message: 'OAuth provider not found', detail: '{"providerId":"x"}' }),
      expect.objectContaining({ level: 'error', event: 'staff.auth', message: 'Better auth was unable to query your database.\nError: ', error: 'relation "staff_users" does not exist' }),
    ]);
  });

  it('never throws for an argument it cannot write as JSON', () => {
    const err = lines(process.stderr);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => authLogger.log('warn', 'Odd', circular, 1n)).not.toThrow();
    expect(err).toEqual([expect.objectContaining({ level: 'warn', event: 'staff.auth', message: 'Odd', detail: '[object Object],1' })]);
  });

  it('leaves Better Auth’s level at its default: set at all, every refusal Better Auth answers is an error on the console', () => {
    expect(authLogger).not.toHaveProperty('level');
  });
});
