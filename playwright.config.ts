import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_SHELL_PATH } from './e2e/chromium';
import { HEALTH_TOKEN } from './e2e/health-token';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const MOCK_UPSTREAM = `http://127.0.0.1:${Number(process.env.MOCK_UPSTREAM_PORT ?? 3199)}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // The visual baselines of e2e/pages.spec.ts, kept in the repo.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{-platform}{ext}',
  fullyParallel: true,
  // Three on two cores: a test spends much of its time waiting on a server or a PostgreSQL, and a third worker fills
  // it. Alone, the suite took 476 s with two and 374 s with three (2026-12-05); the tests wait for states, not times.
  // A fourth does not pay beside CI's Jest, where the cores are already full: a quiet clean-clone run took 1,504 s with
  // four and 1,343 s with three (2026-12-07).
  workers: 3,
  retries: 0,
  // A bound for a test that hangs, not a speed check: every wait inside is for a state. On a machine 2.4 times slower
  // than the one the suite was tuned on (2026-12-06: the whole run 1,525 s where it took 744 s), with CI's Jest and
  // three workers beside it, tests of 10 s alone took 30 s and two were ended mid-sign-up.
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-reports/playwright.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    // WebGL (e2e/motion.spec.ts) comes from SwiftShader, which Playwright enables itself. --use-angle=swiftshader
    // would also composite every page through it: a quarter of Chromium's time in a run (a11y.spec: 46 of 144 CPU s).
    launchOptions: { executablePath: CHROMIUM_SHELL_PATH, args: CHROMIUM_ARGS },
    // A failed test keeps its trace: each action's DOM before and after, the network, the console, the source. Not
    // the screencast, a frame every few milliseconds of every test, which the GPU process read back: forms and
    // site specs took 121 CPU s with it and 94 without. A picture of the page as it failed comes instead.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    // Reduced motion unless motion is what a spec is about (motion, no-webgl, a11y's motion-on audits, the slider's
    // controls say so themselves). With the motion on, a page left idle draws all the time while its test waits on a
    // server: an idle /contact-us took 2.07 CPU s in 10 s, 0.05 reduced; the home page 0.93 and 0.03.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      // A stand-in for the company's v1 API that the form tests steer (ok, down, hang, refuse).
      command: `node e2e/mock-upstream.cjs ${new URL(MOCK_UPSTREAM).port}`,
      url: `${MOCK_UPSTREAM}/__received`,
      reuseExistingServer: false,
    },
    {
      // The suite runs against the production build; `npm test` builds first. The server's own log (its JSON lines,
      // and Next's warnings for the fuzz specs' made-up action IDs) goes to a file beside the reports, not the run's output.
      command: 'mkdir -p test-reports && exec node .next/standalone/server.js >> test-reports/e2e-server.log 2>&1',
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(PORT),
        HOSTNAME: '127.0.0.1',
        DATA_DIR: path.resolve('test-results/data'),
        API_BASE_URL: MOCK_UPSTREAM,
        UPSTREAM_TIMEOUT_MS: '1500',
        RATE_LIMIT_PER_MINUTE: '1000',
        HEALTH_TOKEN,
      },
    },
  ],
});
