/**
 * The browser the e2e suite drives: Chromium's headless shell (Debian's chromium-headless-shell), the build Playwright
 * itself runs headless tests in. It takes 40 % less CPU a test than the full browser in headless mode (forms and site
 * specs: 83 CPU s against 138), and the visual baselines in e2e/__screenshots__ are drawn by it. The benchmarks and
 * scripts/screenshots.mjs measure and show the full browser (CHROMIUM_PATH). docs/decisions/0028.
 */
export const CHROMIUM_SHELL_PATH = process.env.CHROMIUM_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
/** Flags that let it run here: no sandbox (root in a container), nothing fetched from outside. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
