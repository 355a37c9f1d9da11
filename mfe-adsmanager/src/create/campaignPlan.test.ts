import { blamedField, blankCampaignForm, checkForm, type CreateForm } from './campaignPlan';

const form = (change: Partial<CreateForm> = {}): CreateForm => ({
  ...blankCampaignForm(),
  campaignName: 'Lebaran',
  objective: 'LINK_CLICKS',
  budget: '150000',
  adsetName: 'Jakarta',
  ...change,
});

test("a refusal without Meta's blame goes beside the field its words name", () => {
  expect(blamedField('adset', undefined, '(#100) Invalid interests id in targeting_spec[flexible_spec][0][interests][0]: "6003"')).toBe('interests');
  expect(blamedField('adset', undefined, 'Invalid geo_locations')).toBe('countries');
  expect(blamedField('adset', 'targeting', 'anything')).toBe('countries');
  expect(blamedField('campaign', undefined, 'Something else went wrong')).toBe('campaignName');
});

test('budgets are read as the user types them, in the account currency', () => {
  expect(checkForm(form({ budget: '150.000' }), 'IDR', 15000)).toEqual({});
  expect(checkForm(form({ budget: '150' }), 'IDR', 15000).budget).toBe('Your ad set budget must be more than IDR15000 or your ads may not be delivered.');
  expect(checkForm(form({ budget: 'lots' }), 'IDR', 15000).budget).toBe('Enter the budget as a number, for example 150000.');
  expect(checkForm(form({ objective: 'APP_INSTALLS', applicationId: '12', storeUrl: 'play store' }), 'IDR', null).storeUrl).toMatch(/store address/);
});
