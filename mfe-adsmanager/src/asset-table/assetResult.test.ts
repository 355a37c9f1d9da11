import { parseAsset } from 'shared-graph';
import { notThisGoal, rowResultType } from './assetResult';

const adset = (optimization_goal: string, promoted_object: Record<string, string> | null = null) => parseAsset({ id: '1', name: 'A', optimization_goal, promoted_object }, 'adset');

it("names the row's goal in the reason, as it is written", () => {
  const say = (a: ReturnType<typeof adset>) => notThisGoal(a, 'purchase', rowResultType(a));
  expect(say(adset('REACH'))).toBe("Not this ad set's goal: it optimises for reach");
  expect(say(adset('THRUPLAY'))).toBe("Not this ad set's goal: it optimises for ThruPlays");
  expect(say(adset('LEAD_GENERATION'))).toBe("Not this ad set's goal: it optimises for leads (form)");
  expect(notThisGoal(adset('OFFSITE_CONVERSIONS', { pixel_id: '1', custom_event_type: 'OTHER', custom_conversion_id: '9' }), 'lead', rowResultType(adset('OFFSITE_CONVERSIONS', { pixel_id: '1', custom_event_type: 'OTHER', custom_conversion_id: '9' }), { customConversion: () => 'Premium order' }))).toBe(
    "Not this ad set's goal: it optimises for Premium order",
  );
});

it('leaves metrics of the goal, metrics every goal has, and rows of unknown goal alone', () => {
  const sale = adset('OFFSITE_CONVERSIONS', { pixel_id: '1', custom_event_type: 'PURCHASE' });
  expect(notThisGoal(sale, 'purchase', rowResultType(sale))).toBeNull();
  expect(notThisGoal(sale, 'website', rowResultType(sale))).toBeNull();
  expect(notThisGoal(adset('REACH'), 'clicks', rowResultType(adset('REACH')))).toBeNull();
  expect(notThisGoal(adset('NONE'), 'purchase', rowResultType(adset('NONE')))).toBeNull();
});
