/** One JSON line per event on stdout; callers pass references, never personal data. */
export function logEvent(event: string, fields: Record<string, string | number | boolean | null | undefined>, level: 'info' | 'warn' | 'error' = 'info') {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'info') console.log(line);
  else console.error(line);
}
