// Releases as the API answers them.
import { failureRate, type ReleaseHealth } from './health';
import type { ReleaseRow } from './table';

export function releaseJson(row: ReleaseRow) {
  return {
    id: row.id,
    remote: row.remote,
    sequence: row.sequence,
    version: row.version,
    build_id: row.buildId,
    manifest_url: row.manifestUrl,
    contract_version: row.contractVersion,
    area: row.area,
    published_by: row.publishedBy,
    notes: row.notes,
    live: row.live,
    created_at: row.createdAt.toISOString(),
    promoted_at: row.promotedAt?.toISOString() ?? null,
    canary_percent: row.canaryPercent,
    canary_started_at: row.canaryStartedAt?.toISOString() ?? null,
  };
}

export function healthJson(health: ReleaseHealth) {
  return { loads: health.loads, load_failures: health.loadFailures, render_failures: health.renderFailures, failure_rate: failureRate(health) };
}
