// axe-core in jsdom for component tests: the serious and critical violations of a rendered tree.
import axe from 'axe-core';

/** Rules that need real layout (jsdom has none) are left to the e2e suite's axe run in Chromium. */
const LAYOUT_RULES = { 'color-contrast': { enabled: false }, 'scrollable-region-focusable': { enabled: false } };

export async function seriousViolations(root: Element = document.body): Promise<Array<{ id: string; nodes: string[] }>> {
  const result = await axe.run(root, { rules: LAYOUT_RULES, resultTypes: ['violations'] });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html) }));
}
