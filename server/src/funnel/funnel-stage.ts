/**
 * The funnel stage of an ad set, read from the custom audiences it includes (SPEC §3 Funnel record, §9:
 * 1 cold, 2 engagement, 3 pixel visitors, 4 imported or purchase). An ad set that includes audiences of several
 * stages is in the warmest of them; excluded audiences say whom it avoids, not whom it reaches, so they do not count.
 */
export type FunnelStage = 1 | 2 | 3 | 4;

export const FUNNEL_STAGES: readonly FunnelStage[] = [1, 2, 3, 4];

/** What the platform tells about a custom audience (GRAPH-API §13), as far as the stage needs it. */
export interface AudienceFacts {
  id: string;
  name?: string;
  subtype?: string;
  /** Meta's rule, a JSON string. */
  rule?: string;
  data_source?: { type?: string; sub_type?: string };
}

/** Subtypes whose people came to the advertiser's own properties or lists. */
const ENGAGEMENT_SUBTYPES = new Set(['ENGAGEMENT', 'VIDEO', 'MESSENGER_SUBSCRIBER_LIST', 'SUBSCRIBER_SEGMENT']);
const VISITOR_SUBTYPES = new Set(['WEBSITE', 'APP']);
const IMPORTED_SUBTYPES = new Set(['CUSTOM', 'OFFLINE_CONVERSION', 'PARTNER', 'CLAIM']);

const PURCHASE_EVENTS = /^(purchase|fb_mobile_purchase|complete_?payment|subscribe)$/i;

/** Whether an event-based rule selects buyers: some filter is `event eq Purchase` (or a purchase-like event). */
function ruleSelectsPurchasers(rule: string | undefined): boolean {
  if (!rule) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(rule);
  } catch {
    return false;
  }
  const stack: unknown[] = [parsed];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...node);
    } else if (node && typeof node === 'object') {
      const filter = node as { field?: unknown; value?: unknown };
      if (filter.field === 'event' && typeof filter.value === 'string' && PURCHASE_EVENTS.test(filter.value)) return true;
      stack.push(...Object.values(node));
    }
  }
  return false;
}

/**
 * One audience's stage. Lookalikes reach new people (cold); audiences of a subtype this product does not know
 * are treated as cold too, so an unknown audience never inflates the warm stages.
 */
export function audienceStage(audience: AudienceFacts): FunnelStage {
  const subtype = audience.subtype ?? '';
  if (IMPORTED_SUBTYPES.has(subtype) || audience.data_source?.type === 'FILE_IMPORTED') return 4;
  if (VISITOR_SUBTYPES.has(subtype)) return ruleSelectsPurchasers(audience.rule) ? 4 : 3;
  if (ENGAGEMENT_SUBTYPES.has(subtype)) return 2;
  return 1;
}

/** An ad set's stage from the ids of the audiences it includes; audiences the account does not list count as cold. */
export function adsetStage(includedIds: readonly string[], audiences: ReadonlyMap<string, AudienceFacts>): FunnelStage {
  let stage: FunnelStage = 1;
  for (const id of includedIds) {
    const audience = audiences.get(id);
    if (!audience) continue;
    const own = audienceStage(audience);
    if (own > stage) stage = own;
  }
  return stage;
}
