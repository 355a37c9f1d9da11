import type { Page } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seriousViolations } from '../support/axe';
import { DEMO, expect, logIn, test } from '../support/fixtures';

/**
 * Every route of SPEC §2, as concrete paths (act_1 is the demo user's sandbox ad account). Areas still being
 * built are scanned as they stand, so their screens are checked the day they land.
 */
const GUEST_ROUTES = ['/user/login', '/user/reset', '/dashboard', '/dashboard/funnel', '/updates', '/no/such/page'];

const DEMO_ROUTES = [
  '/search', '/explore', '/pages', '/saved-groups',
  '/setting/account', '/setting/team', '/setting/subscription', '/setting/integrations', '/setting/activity',
  '/dashboard', '/dashboard/funnel', '/dashboard/breakdown', '/dashboard/daily-performance',
  '/rules', '/rules/template', '/rules/create', '/rules/history', '/rules/1',
  '/adsmanager', '/adsmanager/act_1/campaign', '/adsmanager/act_1/adset', '/adsmanager/act_1/ad', '/adsmanager/timeline/act_1',
  '/create/act_1/campaign',
  '/setup', '/setup/extension', '/setup/facebook', '/setup/adaccount',
  '/join/not-a-real-token', '/login-success', '/upgrade', '/welcome', '/select-adaccount',
  '/updates', '/deletion-request/1', '/no/such/page',
];

const ADMIN_ROUTES = [
  '/admin/overview', '/admin/sticky-message', '/admin/rule-template', '/admin/rule-template/create',
  '/admin/rule-template/setting', '/admin/user', '/admin/user/1', '/setting/cs/users',
];

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Visitor = 'guest' | 'demo' | 'admin';
const CREDENTIALS = { demo: DEMO, admin: { user: 'admin', password: 'admin1234' } };
const ROUTES: Record<Visitor, readonly string[]> = { guest: GUEST_ROUTES, demo: DEMO_ROUTES, admin: ADMIN_ROUTES };

/**
 * One test per route and viewport (a failure names its screen, and no test runs into a timeout over a long
 * list); each worker logs each visitor in once and hands the saved session to that visitor's tests.
 */
const axeTest = test.extend<{ visitor: Visitor }, { savedSessions: Map<Visitor, string> }>({
  visitor: ['guest', { option: true }],
  savedSessions: [async ({}, use) => use(new Map()), { scope: 'worker' }],
  storageState: async ({ visitor, savedSessions, browser, baseURL }, use) => {
    if (visitor === 'guest') return use(undefined);
    let file = savedSessions.get(visitor);
    if (!file) {
      const context = await browser.newContext({ baseURL });
      await logIn(await context.newPage(), CREDENTIALS[visitor]);
      file = path.join(process.env.E2E_WORK_DIR ?? tmpdir(), `axe-${visitor}-${process.pid}.json`);
      await context.storageState({ path: file });
      await context.close();
      savedSessions.set(visitor, file);
    }
    await use(file);
  },
});

/**
 * Until the screen has settled: the app has booted, the area's remote has arrived and nothing says it is still
 * loading (a "Loading…" status, aria-busy). A screen that never settles is scanned as it stands after 20 s.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        if (!root || root.childElementCount === 0 || document.querySelector('.shell-frame, [data-testid="area-loading"], [aria-busy="true"]')) return false;
        const statuses = [...document.querySelectorAll('[role="status"]')];
        return !statuses.some((status) => status.textContent?.trim() === 'Loading…');
      },
      undefined,
      { timeout: 20_000, polling: 100 },
    )
    .catch(() => undefined);
}

// Read-only scans of independent routes: they spread over every worker (each has its own stack).
axeTest.describe.configure({ mode: 'parallel', timeout: 180_000 });

for (const visitor of ['guest', 'demo', 'admin'] as const) {
  axeTest.describe(`axe as ${visitor}`, () => {
    axeTest.use({ viewport: { width: VIEWPORTS[0].width, height: VIEWPORTS[0].height }, visitor });
    for (const route of ROUTES[visitor]) {
      axeTest(`${route} has no serious or critical violations at 1366 and 390 px`, async ({ page }) => {
        await page.goto(route);
        await settled(page);
        const found: string[] = [];
        for (const viewport of VIEWPORTS) {
          // The same page at each width: the layout answers the resize as a phone's would (CSS and matchMedia).
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          found.push(...(await seriousViolations(page)).map((line) => `${route} at ${viewport.width} px: ${line}`));
        }
        expect(found, found.join('\n')).toEqual([]);
      });
    }
  });
}
