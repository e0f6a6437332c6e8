/** Starts the outbox worker when the server boots, so queued enquiries are retried even before the next request. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { enquiryService } = await import('./lib/enquiries/service');
    enquiryService();
  }
}
