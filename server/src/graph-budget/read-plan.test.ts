import { accountOfCall, planRead } from './read-plan';

const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);
const q = (params: Record<string, string>) => new URLSearchParams(params);

describe('the plan of a read', () => {
  test('the account: its path, or the named one for an object id; never for me, search or the root', () => {
    expect(accountOfCall(['act_1', 'campaigns'], 'act_2')).toBe('act_1');
    expect(accountOfCall(['120001', 'insights'], 'act_2')).toBe('act_2');
    expect(accountOfCall(['120001'], '2')).toBe('act_2');
    expect(accountOfCall(['me', 'adaccounts'], 'act_2')).toBeNull();
    expect(accountOfCall(['search'], 'act_2')).toBeNull();
    expect(accountOfCall(['120001'], 'act_<script>')).toBeNull();
  });

  test('figures, object lists and live reads', () => {
    expect(planRead(1, 'act_1/insights', q({ fields: 'spend' }), null, NOW)).toMatchObject({ figures: true, objects: false, useCase: 'ads_insights' });
    expect(planRead(1, 'act_1/campaigns', q({ fields: 'name,insights.date_preset(last_7d){spend}' }), null, NOW)).toMatchObject({ figures: true, useCase: 'ads_management' });
    expect(planRead(1, 'act_1/customaudiences', q({ fields: 'name' }), null, NOW)).toMatchObject({ figures: false, objects: true, useCase: 'custom_audience' });
    expect(planRead(1, 'act_1/adsets', q({ fields: 'name,targeting{insights_like}' }), null, NOW)).toMatchObject({ figures: false, objects: true });
    expect(planRead(1, '6001234', q({ fields: 'async_status' }), 'act_1', NOW)).toMatchObject({ figures: false, objects: false, accountId: 'act_1' });
  });

  test('settled: a period that ended more than the attribution window + 2 days ago (28 days with a 28-day window)', () => {
    const range = (since: string, until: string, extra: Record<string, string> = {}) => planRead(1, 'act_1/insights', q({ time_range: JSON.stringify({ since, until }), ...extra }), null, NOW);
    expect(range('2026-11-01', '2026-11-18').settled).toBe(true);
    expect(range('2026-11-01', '2026-11-19').settled).toBe(false);
    expect(range('2026-10-01', '2026-10-28', { action_attribution_windows: '["28d_click"]' }).settled).toBe(true);
    expect(range('2026-10-01', '2026-10-29', { action_attribution_windows: '["28d_click"]' }).settled).toBe(false);
    expect(planRead(1, 'act_1/insights', q({ date_preset: 'last_month' }), null, NOW).settled).toBe(true);
    expect(planRead(1, 'act_1/insights', q({ date_preset: 'last_30d' }), null, NOW).settled).toBe(false);
    expect(planRead(1, 'act_1/campaigns', q({ time_range: JSON.stringify({ since: '2025-01-01', until: '2025-01-02' }) }), null, NOW).settled).toBe(false);
  });

  test('the same read has the same key whatever the order of its parameters; owners and the fresh flag apart', () => {
    const a = planRead(1, 'act_1/insights', q({ fields: 'spend', level: 'ad', _fresh: '1' }), null, NOW);
    const b = planRead(1, 'act_1/insights', q({ level: 'ad', fields: 'spend' }), null, NOW);
    expect(a.key).toBe(b.key);
    expect(planRead(2, 'act_1/insights', q({ level: 'ad', fields: 'spend' }), null, NOW).key).not.toBe(a.key);
  });

  test('a daily query over one range is answered day by day; paging, presets and several ranges are not', () => {
    const daily = planRead(1, 'act_1/insights', q({ time_range: '{"since":"2026-09-01","until":"2026-11-26"}', time_increment: '1', breakdowns: 'age', limit: '500' }), null, NOW);
    expect(daily.daily).toMatchObject({ objectId: 'act_1', breakdowns: 'age', since: '2026-09-01', until: '2026-11-26', limit: 500 });
    expect(planRead(1, 'act_1/insights', q({ time_range: '{"since":"2026-09-01","until":"2026-11-26"}', time_increment: '1', after: 'MAZDZD' }), null, NOW).daily).toBeNull();
    expect(planRead(1, 'act_1/insights', q({ date_preset: 'last_30d', time_increment: '1' }), null, NOW).daily).toBeNull();
    expect(planRead(1, 'act_1/insights', q({ time_range: '{"since":"2026-09-01","until":"2026-11-26"}', time_increment: '7' }), null, NOW).daily).toBeNull();
  });
});
