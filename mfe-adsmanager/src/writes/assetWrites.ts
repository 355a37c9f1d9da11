// Status, budget, bid, name, settings and delete writes on campaigns, ad sets and ads — one batch, each with __metadata.
import { graph, toMinorUnits, type ActivityBatchRef, type BatchRequest, type GraphCallOptions, type GraphError } from 'shared-graph';
import { writeMetadata, type AssetRef } from './writeMetadata';

export type WritableStatus = 'ACTIVE' | 'PAUSED' | 'ARCHIVED' | 'DELETED';

export type AssetChange =
  | { kind: 'status'; status: WritableStatus; previous?: string }
  /** `amount` in major units of `currency` (150000 IDR, 50.5 USD); sent in minor units. */
  | { kind: 'budget'; budgetType: 'daily' | 'lifetime'; amount: number; currency: string | null; previous?: number | null }
  | { kind: 'bid'; amount: number; currency: string | null; previous?: number | null }
  | { kind: 'name'; name: string; previous?: string }
  /**
   * Several settings of one object in one write (the settings editor), in the platform's terms: money as minor-unit
   * strings, `targeting` and `adlabels` as Meta's objects. `previous` holds what each showed before, in the same
   * terms, for the activity log and its undo.
   */
  | { kind: 'settings'; params: Record<string, unknown>; previous: Record<string, unknown> }
  | { kind: 'delete' };

export interface AssetWrite {
  asset: AssetRef;
  change: AssetChange;
}

export type WriteResult =
  /** `activity`: the activity batch the write was logged in (through the proxy), what its Undo takes back. */
  | { ok: true; activity?: ActivityBatchRef }
  /** `error` null = the platform did not say (an unfinished batch item): read the asset again before retrying. */
  | { ok: false; error: GraphError | null };

const prior = (key: string, value: unknown) => (value === undefined ? undefined : { [key]: value });

/** The batch operation of one write: `POST {id}` with the field, or `DELETE {id}`; both with `__metadata`. */
export function assetWriteRequest({ asset, change }: AssetWrite): BatchRequest {
  switch (change.kind) {
    case 'status':
      return { method: 'POST', relative_url: asset.id, body: { status: change.status, __metadata: writeMetadata(asset, prior('status', change.previous)) } };
    case 'budget': {
      const field = `${change.budgetType}_budget`;
      const previous = change.previous === undefined || change.previous === null ? undefined : toMinorUnits(change.previous, change.currency);
      return { method: 'POST', relative_url: asset.id, body: { [field]: toMinorUnits(change.amount, change.currency), __metadata: writeMetadata(asset, prior(field, previous)) } };
    }
    case 'bid': {
      const previous = change.previous === undefined || change.previous === null ? undefined : toMinorUnits(change.previous, change.currency);
      return { method: 'POST', relative_url: asset.id, body: { bid_amount: toMinorUnits(change.amount, change.currency), __metadata: writeMetadata(asset, prior('bid_amount', previous)) } };
    }
    case 'name':
      return { method: 'POST', relative_url: asset.id, body: { name: change.name, __metadata: writeMetadata(asset, prior('name', change.previous)) } };
    case 'settings':
      return { method: 'POST', relative_url: asset.id, body: { ...change.params, __metadata: writeMetadata(asset, change.previous) } };
    case 'delete':
      return { method: 'DELETE', relative_url: asset.id, body: { __metadata: writeMetadata(asset) } };
  }
}

/**
 * Sends the writes as batch operations through the proxy (≤ 50 per batch), so the server records each accepted
 * write in the team's activity log. Resolves with one result per write, in order; rejects only when a whole
 * batch call failed (network, session). Per-item platform errors went through the SPEC §8 catalogue already.
 */
export async function writeAssets(writes: readonly AssetWrite[], opts: GraphCallOptions = {}): Promise<WriteResult[]> {
  if (writes.length === 0) return [];
  const items = await graph.batch(writes.map(assetWriteRequest), { ...opts, transport: 'proxy' });
  return items.map((item): WriteResult => {
    if (!item) return { ok: false, error: null };
    if (item.error) return { ok: false, error: item.error };
    const body = item.body as { success?: unknown } | null;
    if (body && typeof body === 'object' && body.success === false) return { ok: false, error: null };
    return item.activity ? { ok: true, activity: item.activity } : { ok: true };
  });
}
