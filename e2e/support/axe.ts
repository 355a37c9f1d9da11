import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: Array<{ target: string[] }>;
}
type AxeWindow = Window & { axe?: { run: (context: string, options: object) => Promise<{ violations: AxeViolation[] }> } };

/**
 * axe-core's serious and critical violations inside `within` on the page as it stands, one readable line each.
 *
 * axe is evaluated into the page once per document and run there directly: @axe-core/playwright's builder
 * re-injects it and finishes every scan in a new blank page, which made each scan take 2–4 s instead of 0.1–0.6 s.
 * The evaluation goes through the DevTools protocol, so the product's CSP stays on.
 */
export async function seriousViolations(page: Page, within = 'html'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const result = await (window as AxeWindow).axe!.run(selector, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map((node) => ({ target: node.target.map(String) })) }));
  }, within);
  return violations.map(
    ({ id, impact, nodes }) =>
      `${id} (${impact}) × ${nodes.length} — ${nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`,
  );
}
