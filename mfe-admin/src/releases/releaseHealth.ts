// What browsers reported about a release, in words for the Releases screen.
import { formatCount, formatPercent } from 'shared-ui';
import type { ReleaseHealth } from './releasesApi';

export function failuresOf(health: ReleaseHealth): number {
  return health.load_failures + health.render_failures;
}

/** "4.00% failing (2 of 50 loads)", or "No reports yet". */
export function healthText(health: ReleaseHealth): string {
  if (health.failure_rate === null) return 'No reports yet';
  const attempts = health.loads + health.load_failures;
  return `${formatPercent(health.failure_rate, 1, { fromRatio: true })} failing (${formatCount(failuresOf(health))} of ${formatCount(attempts)} loads)`;
}

/** "2 failed to load, 1 threw while rendering", or null without failures. */
export function failureDetail(health: ReleaseHealth): string | null {
  const parts = [
    health.load_failures > 0 ? `${formatCount(health.load_failures)} failed to load` : null,
    health.render_failures > 0 ? `${formatCount(health.render_failures)} threw while rendering` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}
