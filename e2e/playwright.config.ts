import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The suites' browser: Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself runs
 * headless tests in): the same Blink and V8 as /usr/bin/chromium without the full browser's windowing layers, and
 * about a third less CPU over the suites. The benches keep the full browser (bench/run.ts). CHROMIUM_PATH overrides.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const SUITE_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const browserPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/check-builds.ts',
  // Each worker starts its own stack (support/fixtures.ts), so spec files can run side by side. The suites run on two
  // workers: in the headless shell a browser and a stack leave room for a second pair (four suites took 93 s on two
  // workers, 112 s on one, on this 2-core machine; with the full browser a second pair had made them slower).
  // E2E_WORKERS sets the number. Two more projects run beside them, each on a worker of its own: the
  // realistic-profile suite mostly waits (Meta's latency, a throttle's minute), and the cluster checks
  // (cluster-*.spec.ts: nginx, PostgreSQL and three server processes of their own) mostly wait on processes starting
  // and stopping.
  workers: 2 + SUITE_WORKERS,
  projects: [
    { name: 'suites', testIgnore: /(realistic|cluster-[\w-]+)\.spec\.ts$/, workers: SUITE_WORKERS },
    { name: 'realistic', testMatch: /realistic\.spec\.ts$/, workers: 1 },
    { name: 'cluster', testMatch: /cluster-[\w-]+\.spec\.ts$/, workers: 1 },
  ],
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  // On CI a failed test runs once more: a pass then is reported as flaky (by name, in the closing summary), not
  // hidden, and a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: browserPath, args: CHROMIUM_ARGS },
    // A failed test keeps a closing screenshot and its page's ARIA snapshot (error-context.md). On CI its retry records
    // a trace with DOM snapshots (the trace viewer renders them); recording one through every first attempt cost about
    // a seventh of the suites' CPU. Locally, where nothing is retried, a failed test keeps the trace it recorded. The
    // trace's screencast is left out: encoding frames through every test cost about a sixth of the suite's CPU.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    // The service worker pre-caches the host's files in every new context; the suites about the worker and about
    // remotes in the real world (federation, remote-deploy, slow-remote) turn it back on.
    serviceWorkers: 'block',
  },
});
