import { formatMetaDateTime } from '../lib/meta-time';
import type { AdAccount } from '../world/accounts/ad-account';
import type { AdLabel, IssueInfo } from '../world/ads/ad-objects';

/** Money on objects: integer minor units as a string (GRAPH-API §1.5). */
export const money = (minor: number): string => String(Math.round(minor));

/** Object datetimes in the account's zone: `2024-07-01T12:30:00+0700`. */
export const accountTime = (epochMs: number | null, account: AdAccount | undefined): string | undefined =>
  epochMs === null ? undefined : formatMetaDateTime(epochMs, account?.timezoneName ?? 'America/Los_Angeles');

export const issuesInfo = (issues: readonly IssueInfo[]): Array<Record<string, unknown>> =>
  issues.map((issue) => ({
    level: issue.level,
    error_code: issue.errorCode,
    error_summary: issue.errorSummary,
    error_message: issue.errorMessage,
    error_type: issue.errorType,
  }));

/** Meta leaves `adlabels` out when there are none. */
export const adLabels = (labels: readonly AdLabel[]): AdLabel[] | undefined => (labels.length ? labels.map((l) => ({ ...l })) : undefined);
