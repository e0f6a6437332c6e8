/** Runs once when the server boots: validates the whole configuration, then starts the outbox worker. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // A bad variable stops the start here, with a message naming it.
    await import('./lib/config');
    const { enquiryService } = await import('./lib/enquiries/service');
    enquiryService();
  }
}
