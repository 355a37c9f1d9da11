import { PLANS } from './plans';

describe('plans', () => {
  it('never repeat a limit among their features (the Upgrade page lists limits itself)', () => {
    for (const plan of PLANS) {
      const { ad_accounts, team_members, automation_rules, saved_groups } = plan.limits;
      for (const feature of plan.features) {
        expect(feature).not.toMatch(/automation rules|ad accounts|saved groups|Team of/i);
        for (const n of [ad_accounts, team_members, automation_rules, saved_groups].filter((v) => v > 0)) expect(feature).not.toContain(String(n));
      }
    }
  });
});
