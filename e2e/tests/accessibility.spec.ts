import type { Page } from '@playwright/test';
import { seriousViolations, sidewaysOverflow } from '../support/axe';
import { DEMO, expect, signIn, test } from '../support/fixtures';

type Visitor = 'guest' | 'demo' | 'admin';

/**
 * Every route of SPEC §2, as concrete paths (act_1 is the demo user's sandbox ad account), in groups of about nine
 * screens: one test per group opens its screens one after another in one tab, which keeps the browser's cache and
 * compiled code between them (a new tab per screen cost more than the scan), and the groups spread over workers.
 */
const SCREENS: Record<Visitor, Record<string, readonly string[]>> = {
  guest: {
    'the open screens': ['/user/login', '/user/reset', '/dashboard', '/dashboard/funnel', '/updates', '/no/such/page'],
  },
  demo: {
    'research and settings': [
      '/search', '/explore', '/pages', '/saved-groups',
      '/setting/account', '/setting/team', '/setting/subscription', '/setting/integrations', '/setting/activity',
    ],
    'dashboard and rules': [
      '/dashboard', '/dashboard/funnel', '/dashboard/breakdown', '/dashboard/daily-performance',
      '/rules', '/rules/template', '/rules/create', '/rules/history', '/rules/1',
    ],
    'ads manager and setup': [
      '/adsmanager', '/adsmanager/act_1/campaign', '/adsmanager/act_1/adset', '/adsmanager/act_1/ad', '/adsmanager/timeline/act_1',
      '/create/act_1/campaign', '/setup', '/setup/extension', '/setup/facebook', '/setup/adaccount',
    ],
    'the host screens': [
      '/join/not-a-real-token', '/login-success', '/upgrade', '/welcome', '/select-adaccount',
      '/updates', '/deletion-request/1', '/no/such/page',
    ],
  },
  admin: {
    'admin and customer service': [
      '/admin/overview', '/admin/sticky-message', '/admin/rule-template', '/admin/rule-template/create',
      '/admin/rule-template/setting', '/admin/user', '/admin/user/1', '/setting/cs/users',
    ],
  },
};

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const CREDENTIALS = { demo: DEMO, admin: { user: 'admin', password: 'admin1234' } };

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

// Read-only scans: the groups spread over every worker (each has its own stack). Each test signs in with a session
// of its own, so no other suite's logout or password change can end it.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });
test.use({ viewport: { width: VIEWPORTS[0].width, height: VIEWPORTS[0].height } });

test('the scan runs axe-core experimental rules too (label-content-name-mismatch, WCAG 2.5.3)', async ({ page }) => {
  await page.setContent('<main><h1>Menu</h1><button aria-label="Close the dialog">Open the menu</button><button>Save</button></main>');
  const found = await seriousViolations(page);
  expect(found.some((line) => line.startsWith('label-content-name-mismatch (serious) × 1'))).toBe(true);
});

for (const visitor of ['guest', 'demo', 'admin'] as const) {
  for (const [group, routes] of Object.entries(SCREENS[visitor])) {
    test(`axe as ${visitor}, ${group}: no serious or critical violations and no sideways scrolling at 1366 and 390 px`, async ({ page }) => {
      if (visitor !== 'guest') await signIn(page, CREDENTIALS[visitor]);
      for (const route of routes) {
        await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
        await page.goto(route);
        await settled(page);
        const found: string[] = [];
        for (const viewport of VIEWPORTS) {
          // The same page at each width: the layout answers the resize as a phone's would (CSS and matchMedia).
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          found.push(...(await seriousViolations(page)).map((line) => `at ${viewport.width} px: ${line}`));
          const overflow = await sidewaysOverflow(page);
          if (overflow) found.push(`at ${viewport.width} px: ${overflow}`);
        }
        // Soft: every screen of the group is scanned, and each failure names its screen.
        expect.soft(found, `${route}\n${found.join('\n')}`).toEqual([]);
      }
    });
  }
}
