/** Runs once when the server boots. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { boot } = await import('./lib/boot');
    await boot();
  }
}
