import { adsManagerPathFor } from './adsManagerPathFor';

const at = (path: string) => {
  const [pathname, search = ''] = path.split('?');
  return { pathname: pathname!, search: search ? `?${search}` : '' };
};

describe('adsManagerPathFor', () => {
  it('goes to the same list type of the new account and keeps the period', () => {
    expect(adsManagerPathFor({ kind: 'account', teamId: 0, accountId: 'act_2' }, at('/adsmanager/act_1/adsets?date=last_30d'))).toBe('/adsmanager/act_2/adsets?date=last_30d');
  });

  it('drops the campaigns and ad sets picked in the old account', () => {
    expect(adsManagerPathFor({ kind: 'account', teamId: 0, accountId: 'act_2' }, at('/adsmanager/act_1/ads?campaigns=11,12&adsets=21&status=active'))).toBe('/adsmanager/act_2/ads?status=active');
  });

  it('goes from an asset detail or the timeline to the new account campaigns list', () => {
    expect(adsManagerPathFor({ kind: 'account', teamId: 0, accountId: 'act_2' }, at('/adsmanager/act_1/campaigns/120/insights'))).toBe('/adsmanager/act_2/campaigns');
    expect(adsManagerPathFor({ kind: 'account', teamId: 0, accountId: 'act_2' }, at('/adsmanager/timeline/120?account=act_1'))).toBe('/adsmanager/act_2/campaigns');
  });

  it('lists every account under /adsmanager/all and a set with its team:account keys', () => {
    expect(adsManagerPathFor({ kind: 'all' }, at('/adsmanager/act_1/adsets?date=last_30d'))).toBe('/adsmanager/all/adsets?date=last_30d');
    const set = { kind: 'set' as const, accounts: [{ teamId: 0, accountId: 'act_1' }, { teamId: 7, accountId: 'act_70' }] };
    expect(adsManagerPathFor(set, at('/adsmanager/all/campaigns'))).toBe('/adsmanager/all/campaigns?accounts=0%3Aact_1%2C7%3Aact_70');
  });

  it('keeps the campaign creator on one account, and stays there when several are chosen', () => {
    expect(adsManagerPathFor({ kind: 'account', teamId: 0, accountId: 'act_2' }, at('/create/act_1/campaign'))).toBe('/create/act_2/campaign');
    expect(adsManagerPathFor({ kind: 'all' }, at('/create/act_1/campaign'))).toBeNull();
  });
});
