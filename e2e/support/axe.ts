import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: Array<{ target: string[] }>;
}
type AxeWindow = Window & {
  axe?: {
    run: (context: string, options: object) => Promise<{ violations: AxeViolation[] }>;
    getRules: (tags?: string[]) => Array<{ ruleId: string }>;
  };
};

/**
 * axe-core's serious and critical violations inside `within` on the page once its animations have finished, one
 * readable line each.
 *
 * axe is evaluated into the page once per document and run there directly: @axe-core/playwright's builder
 * re-injects it and finishes every scan in a new blank page, which made each scan take 2–4 s instead of 0.1–0.6 s.
 * The evaluation goes through the DevTools protocol, so the product's CSP stays on.
 *
 * Besides the rules axe runs by default, its experimental ones run too (`label-content-name-mismatch`, WCAG 2.5.3:
 * an accessible name must contain the visible text; `p-as-heading`, …): each is enabled by id through the `rules`
 * option, since `runOnly: ['experimental']` would run only those.
 */
export async function seriousViolations(page: Page, within = 'html'): Promise<string[]> {
  // The page as it settles, not mid-way through a fade-in (a dialog's text is washed out while it animates).
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))));
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as AxeWindow).axe!;
    const experimental = Object.fromEntries(axe.getRules(['experimental']).map(({ ruleId }) => [ruleId, { enabled: true }]));
    const result = await axe.run(selector, { resultTypes: ['violations'], rules: experimental });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map((node) => ({ target: node.target.map(String) })) }));
  }, within);
  return violations.map(
    ({ id, impact, nodes }) =>
      `${id} (${impact}) × ${nodes.length} — ${nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

/**
 * "Reads well at 1366 and 390 px": the page never scrolls sideways as a whole (wide tables scroll inside their own
 * box). Names the first element that sticks out.
 */
export async function sidewaysOverflow(page: Page): Promise<string | null> {
  // Charts follow a resize a frame or two later (their resize observer): give the layout a moment to settle.
  await page.waitForFunction(() => document.documentElement.scrollWidth <= innerWidth, undefined, { timeout: 2_000 }).catch(() => undefined);
  return page.evaluate(() => {
    const width = document.documentElement.scrollWidth;
    if (width <= innerWidth) return null;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprit = [...document.querySelectorAll('body *')].find((element) => element.getBoundingClientRect().right > innerWidth && !clipped(element));
    const name = culprit ? `<${culprit.tagName.toLowerCase()}> "${(culprit.getAttribute('aria-label') ?? culprit.textContent ?? '').trim().slice(0, 40)}"` : 'an element';
    return `the page scrolls sideways: ${width} px wide in a ${innerWidth} px window, first by ${name}`;
  });
}

/**
 * What is on screen, at 1366 and at 390 px: axe's serious and critical violations and a sideways scroll, one line per
 * problem, each starting with `name` and the width; back at 1366 px afterwards. With `screenshotsTo`, a full-page
 * screenshot of each width is saved there for the report.
 */
export async function screenProblems(page: Page, name = 'the page', { screenshotsTo }: { screenshotsTo?: (file: string) => string } = {}): Promise<string[]> {
  const found: string[] = [];
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    found.push(...(await seriousViolations(page)).map((line) => `${name} at ${width} px: ${line}`));
    const overflow = await sidewaysOverflow(page);
    if (overflow) found.push(`${name} at ${width} px: ${overflow}`);
    if (screenshotsTo) await page.screenshot({ path: screenshotsTo(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  return found;
}
