import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { DEMO, expect, signIn, test } from '../support/fixtures';

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

// Read-only scans of independent routes, one test per route (a failure names its screen): they spread over every
// worker (each has its own stack). Each test signs in with a session of its own, so no other suite's logout or
// password change can end it.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

for (const visitor of ['guest', 'demo', 'admin'] as const) {
  test.describe(`axe as ${visitor}`, () => {
    test.use({ viewport: { width: VIEWPORTS[0].width, height: VIEWPORTS[0].height } });
    for (const route of ROUTES[visitor]) {
      test(`${route} has no serious or critical violations at 1366 and 390 px`, async ({ page }) => {
        if (visitor !== 'guest') await signIn(page, CREDENTIALS[visitor]);
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
