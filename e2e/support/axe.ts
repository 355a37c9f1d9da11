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
