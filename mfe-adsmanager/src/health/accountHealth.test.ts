import { accountHealth } from './accountHealth';

it('an active account has nothing to say; an unknown status is not read as a problem until Meta answers', () => {
  expect(accountHealth(1, 0, 'act_1')).toBeNull();
  expect(accountHealth(null, null, 'act_1')).toBeNull();
  expect(accountHealth(undefined, undefined, 'act_1')).toBeNull();
});

it('an unsettled account cannot deliver: pay the balance in Meta’s billing, linked to this account', () => {
  const health = accountHealth(3, 0, 'act_5608194789356388')!;
  expect(health).toMatchObject({ short: 'account unsettled', title: 'This ad account is unsettled', canDeliver: false, reason: null });
  expect(health.todo).toMatch(/^Pay the outstanding balance in Billing & payments/);
  expect(health.link).toEqual({ label: 'Open Billing & payments on Meta', href: 'https://business.facebook.com/billing_hub/payment_activity?asset_id=5608194789356388' });
});

it("names Meta's disable_reason in words with its code name, and the reason's own advice wins", () => {
  const disabled = accountHealth(2, 1, 'act_7')!;
  expect(disabled.canDeliver).toBe(false);
  expect(disabled.reason).toBe('its ads went against Meta’s advertising policies (ADS_INTEGRITY_POLICY)');
  expect(disabled.todo).toBe('Request a review in Account Quality if you think Meta got it wrong.');
  expect(disabled.link?.href).toBe('https://www.facebook.com/accountquality/?asset_id=7');
  expect(accountHealth(2, 3, 'act_7')!.reason).toBe('a payment risk: a charge failed or the payment method looked unsafe (RISK_PAYMENT)');
  expect(accountHealth(2, 3, 'act_7')!.link?.label).toBe('Open Billing & payments on Meta');
  expect(accountHealth(101, 7, 'act_7')!.todo).toMatch(/cannot be reopened/);
  expect(accountHealth(2, 9, 'act_7')!.reason).toBe('it had not been used for a long time (UNUSED_ACCOUNT)');
  expect(accountHealth(2, 15, 'act_7')!.link?.href).toBe('https://www.facebook.com/hacked');
  expect(accountHealth(2, 42, 'act_7')!.reason).toBe('reason code 42');
});

it('grace period and pending settlement still deliver (a warning); review, closing and closed do not', () => {
  expect(accountHealth(9, 0, 'act_7')).toMatchObject({ canDeliver: true, short: 'account in grace period' });
  expect(accountHealth(8, 0, 'act_7')).toMatchObject({ canDeliver: true });
  expect(accountHealth(7, 3, 'act_7')).toMatchObject({ canDeliver: false, title: 'This ad account is in a payment risk review' });
  expect(accountHealth(100, 0, 'act_7')).toMatchObject({ canDeliver: false, short: 'account closing' });
  expect(accountHealth(101, 0, 'act_7')).toMatchObject({ canDeliver: false, title: 'This ad account is closed' });
  expect(accountHealth(55, 0, 'act_7')).toMatchObject({ canDeliver: false, title: 'Meta reports status 55 for this ad account' });
});
