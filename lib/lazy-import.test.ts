import { lazyImport } from './lazy-import';

describe('lazyImport', () => {
  it('fetches once and shares the result', async () => {
    const load = jest.fn(async () => 'module');
    const get = lazyImport(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual(['module', 'module']);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the next call fetches again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const get = lazyImport(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
