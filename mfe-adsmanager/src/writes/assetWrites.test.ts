import { adsServer, refused } from '../testing/adsServer';
import { GRAPH_NULL } from 'shared-graph/testing';
import { assetWriteRequest, writeAssets, type AssetWrite } from './assetWrites';

const campaign = { id: '1203', level: 'campaign' as const, name: 'Sales | Broad', account_id: '70' };
const adset = { id: '2385', level: 'adset' as const, name: 'Jakarta 25-44', account_id: 'act_70' };

function sentBatch(body: unknown) {
  return (body as { batch: { method: string; relative_url: string; body?: string }[] }).batch.map((op) => ({
    ...op,
    body: op.body === undefined ? undefined : Object.fromEntries(new URLSearchParams(op.body)),
  }));
}

describe('assetWriteRequest', () => {
  it('writes a status with the original value in __metadata', () => {
    expect(assetWriteRequest({ asset: campaign, change: { kind: 'status', status: 'PAUSED', previous: 'ACTIVE' } })).toEqual({
      method: 'POST',
      relative_url: '1203',
      body: { status: 'PAUSED', __metadata: { object_id: '1203', object_type: 'campaign', object_name: 'Sales | Broad', account_id: 'act_70', original: { status: 'ACTIVE' } } },
    });
  });

  it('sends budgets and bids in minor units of the account currency', () => {
    expect(assetWriteRequest({ asset: adset, change: { kind: 'budget', budgetType: 'daily', amount: 50.15, currency: 'USD', previous: 40 } }).body).toMatchObject({
      daily_budget: 5015,
      __metadata: { original: { daily_budget: 4000 } },
    });
    expect(assetWriteRequest({ asset: adset, change: { kind: 'budget', budgetType: 'lifetime', amount: 3000000, currency: 'IDR' } }).body).toMatchObject({ lifetime_budget: 3000000 });
    expect(assetWriteRequest({ asset: adset, change: { kind: 'bid', amount: 1.25, currency: 'EUR', previous: null } }).body).toMatchObject({ bid_amount: 125 });
  });

  it('writes several settings in one operation, with what each showed before', () => {
    const targeting = { geo_locations: { cities: [{ key: '1563283' }] }, age_min: 25, age_max: 44 };
    expect(
      assetWriteRequest({
        asset: adset,
        change: { kind: 'settings', params: { name: 'Bandung 25-44', bid_amount: '2500', targeting }, previous: { name: 'Jakarta 25-44', bid_amount: '2000', targeting: { age_min: 18 } } },
      }),
    ).toEqual({
      method: 'POST',
      relative_url: '2385',
      body: {
        name: 'Bandung 25-44',
        bid_amount: '2500',
        targeting,
        __metadata: { object_id: '2385', object_type: 'adset', object_name: 'Jakarta 25-44', account_id: 'act_70', original: { name: 'Jakarta 25-44', bid_amount: '2000', targeting: { age_min: 18 } } },
      },
    });
  });

  it('renames, and deletes with DELETE', () => {
    expect(assetWriteRequest({ asset: adset, change: { kind: 'name', name: 'Bandung', previous: 'Jakarta 25-44' } }).body).toMatchObject({ name: 'Bandung', __metadata: { original: { name: 'Jakarta 25-44' } } });
    expect(assetWriteRequest({ asset: adset, change: { kind: 'delete' } })).toEqual({
      method: 'DELETE',
      relative_url: '2385',
      body: { __metadata: { object_id: '2385', object_type: 'adset', object_name: 'Jakarta 25-44', account_id: 'act_70' } },
    });
  });
});

describe('writeAssets', () => {
  it('sends one batch through the proxy with form-encoded bodies and answers per write', async () => {
    const api = adsServer();
    const answers = [{ success: true }, refused('Your ad set budget must be more than Rp15.000 or your ads may not be delivered.', 100, 1885272), GRAPH_NULL];
    api.graph.on('POST', ':id', ({ index }) => answers[index]!).on('DELETE', ':id', ({ index }) => answers[index]!);
    const rt = { calls: api.requests };
    const writes: AssetWrite[] = [
      { asset: campaign, change: { kind: 'status', status: 'ACTIVE', previous: 'PAUSED' } },
      { asset: adset, change: { kind: 'budget', budgetType: 'daily', amount: 100, currency: 'IDR' } },
      { asset: adset, change: { kind: 'delete' } },
    ];
    const results = await writeAssets(writes);
    expect(results[0]).toEqual({ ok: true });
    expect(results[1]).toMatchObject({ ok: false, error: { code: 100, subCode: 1885272, userMessage: 'Your ad set budget must be more than Rp15.000 or your ads may not be delivered.' } });
    expect(results[2]).toEqual({ ok: false, error: null });
    expect(rt.calls[0]!.url.pathname).toBe('/api/graph/v21.0/batch');
    const ops = sentBatch(rt.calls[0]!.body);
    expect(ops[0]).toEqual({ method: 'POST', relative_url: '1203', body: { status: 'ACTIVE', __metadata: JSON.stringify({ object_id: '1203', object_type: 'campaign', object_name: 'Sales | Broad', account_id: 'act_70', original: { status: 'PAUSED' } }) } });
    expect(ops[1]!.body).toMatchObject({ daily_budget: '100' });
    expect(ops[2]).toMatchObject({ method: 'DELETE', relative_url: '2385' });
  });

  it('sends nothing for no writes', async () => {
    const rt = { calls: adsServer().requests };
    await expect(writeAssets([])).resolves.toEqual([]);
    expect(rt.calls).toHaveLength(0);
  });
});
