/** The readiness detail's token for the suite's server (playwright.config.ts); a test value, never a real secret. */
export const HEALTH_TOKEN = 'e2e-health-token-not-a-secret';
