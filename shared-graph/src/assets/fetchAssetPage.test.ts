import { sessionStore, userAtom } from '../session/atoms';
import { selectAdAccount } from '../session/selection';
import { jsonResponse, makeUser, setupRuntime } from '../test-utils';
import { fetchAllAssets, fetchAssetPage } from './fetchAssetPage';

const ranges = [
  { since: '2026-11-16', until: '2026-11-22' },
  { since: '2026-11-09', until: '2026-11-15' },
];

function campaign(id: string, status: string) {
  return { id, name: `Campaign ${id}`, status, effective_status: status, daily_budget: '150000', lifetime_budget: '0' };
}

describe('fetchAssetPage', () => {
  it("asks the account's edge for 50 rows with settings and the two-range insights expansion, through the proxy", async () => {
    const rt = setupRuntime(() =>
      jsonResponse({ data: [campaign('1', 'PAUSED'), campaign('2', 'ACTIVE')], paging: { cursors: { before: 'MAZDZD', after: 'MQZDZD' }, next: 'https://graph.facebook.com/v21.0/act_70/campaigns?after=MQZDZD' } }),
    );
    sessionStore.set(userAtom, makeUser());
    selectAdAccount(7, 'act_70');
    const page = await fetchAssetPage({ accountId: 'act_70', level: 'campaign', timeRanges: ranges, metrics: ['spend', 'roas'], currency: 'IDR' });
    expect(page.after).toBe('MQZDZD');
    expect(page.assets.map((a) => [a.id, a.budget])).toEqual([
      ['2', 150000],
      ['1', 150000],
    ]);
    const url = rt.calls[0]!.url;
    expect(url.pathname).toBe('/api/graph/v21.0/act_70/campaigns');
    expect(url.searchParams.get('limit')).toBe('50');
    expect(url.searchParams.get('team_id')).toBe('7');
    const fields = url.searchParams.get('fields')!;
    expect(fields).toContain('effective_status');
    expect(fields).toContain('stop_time');
    expect(fields).toMatch(/insights\.time_ranges\(\[\{"since":"2026-11-16","until":"2026-11-22"\},\{"since":"2026-11-09","until":"2026-11-15"\}\]\)\{spend,action_values,actions,reach,impressions,video_thruplay_watched_actions,estimated_ad_recallers,date_start,date_stop\}$/);
    // What decides each campaign's Results comes in the same call.
    expect(fields).toContain('adsets.limit(100){optimization_goal,promoted_object,attribution_spec}');
  });

  it("reads a parent's children with the cursor and ends where Meta sends no next", async () => {
    const rt = setupRuntime(() => jsonResponse({ data: [], paging: { cursors: { before: 'MAZDZD', after: 'MAZDZD' } } }));
    const page = await fetchAssetPage({ accountId: 'act_1', level: 'adset', parentId: '1203', effectiveStatus: ['ACTIVE', 'PAUSED'] }, 'MQZDZD');
    expect(page).toEqual({ assets: [], after: null });
    const url = rt.calls[0]!.url;
    expect(url.pathname).toBe('/api/graph/v21.0/1203/adsets');
    expect(url.searchParams.get('after')).toBe('MQZDZD');
    expect(url.searchParams.get('effective_status')).toBe('["ACTIVE","PAUSED"]');
    expect(url.searchParams.get('fields')).not.toContain('insights');
  });

  it('fetchAllAssets follows every page and merges them ACTIVE first', async () => {
    const rt = setupRuntime((call) =>
      call.url.searchParams.get('after')
        ? jsonResponse({ data: [campaign('3', 'ACTIVE')], paging: { cursors: { after: 'Mg' } } })
        : jsonResponse({ data: [campaign('1', 'ACTIVE'), campaign('2', 'PAUSED')], paging: { cursors: { after: 'MQ' }, next: 'https://x/?after=MQ' } }),
    );
    const all = await fetchAllAssets({ accountId: 'act_1', level: 'campaign' });
    expect(all.map((a) => a.id)).toEqual(['1', '3', '2']);
    expect(rt.calls).toHaveLength(2);
  });
});
