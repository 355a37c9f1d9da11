import { parseInsightsRow } from 'shared-graph';
import { stageRows } from './funnelFigures';
import type { FunnelData } from './loadFunnel';

const row = (date: string, fields: Record<string, unknown>) => parseInsightsRow({ date_start: date, date_stop: date, ...fields });
const account = { id: 'act_1', team: 0, name: 'Batik', currency: 'USD', timeZone: null };

it("says why a stage's cost has no value, keeping SPEC §5's 0 for sorting", () => {
  const data: FunnelData = {
    stages: [
      { stage: 1, accounts: [{ account, currency: 'USD', adsets: 2, current: [row('2026-11-20', { spend: '30', clicks: '10' })], previous: [row('2026-11-13', { spend: '20', clicks: '0' })] }] },
      { stage: 2, accounts: [{ account, currency: 'USD', adsets: 1, current: [row('2026-11-20', { spend: '5', clicks: '0' })], previous: [] }] },
    ],
    failed: [],
  };
  const [cold, engaged] = stageRows(['cpc', 'spend'], data);
  expect(cold).toMatchObject({ current: { cpc: 3, spend: 30 }, previous: { cpc: 0 }, gaps: { current: {}, previous: { cpc: 'No clicks in this period, so no CPC (all)' } } });
  expect(engaged!.current.cpc).toBe(0);
  expect(engaged!.gaps!.current).toEqual({ cpc: 'No clicks in this period, so no CPC (all)' });
});
