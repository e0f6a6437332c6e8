/** Server start: validate the whole configuration, then start the outbox worker. Node.js only. */
export async function boot() {
  try {
    await import('./config');
  } catch (error) {
    // A bad variable stops the server at once, with a message naming it, rather than answering 500s.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { enquiryService } = await import('./enquiries/service');
  enquiryService();
}
