import { formatMetaDateTime } from '../lib/meta-time';
import type { AdAccount } from '../world/accounts/ad-account';
import type { FieldSpec } from '../graph/fields/field-spec';
import type { GraphContext } from '../graph/graph-context';
import type { AdLabelRef, IssueInfo } from '../world/ads/ad-objects';

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

/**
 * An object's labels as Meta lists them (`{id, name, created_time, updated_time}`, `account` when asked for with
 * `adlabels{…,account}`); left out when there are none.
 */
export function adLabels(refs: readonly AdLabelRef[], spec: FieldSpec, ctx: GraphContext): Array<Record<string, unknown>> | undefined {
  if (refs.length === 0) return undefined;
  return refs.map((ref) => {
    const label = ctx.world.adLabel(ref.id);
    if (!label) return { id: ref.id, name: ref.name };
    const account = ctx.world.account(label.accountId);
    const withAccount = spec.children?.some((child) => child.name === 'account');
    return {
      id: label.id,
      name: label.name,
      ...(withAccount ? { account: { id: label.accountId } } : {}),
      created_time: accountTime(label.createdAt, account),
      updated_time: accountTime(label.updatedAt, account),
    };
  });
}
