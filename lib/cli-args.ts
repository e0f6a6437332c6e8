// The operator's commands (backup, restore, enquiries, staff) read their arguments with node:util's parseArgs, strict.

/**
 * What parseArgs refused, as the first line of a usage message: `Unknown option '--x'`, `Option '--to <value>'
 * argument missing`. Its error may come from another realm (a test's sandbox), so it is read by shape.
 */
export function argsRefusal(error: unknown): string {
  const message = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
  // Node adds how to pass a positional starting with '-': no command here takes one.
  return message.split('. To specify a positional argument')[0]!;
}
