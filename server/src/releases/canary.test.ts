import { canaryBucket, inCanary } from './canary';

const users = Array.from({ length: 10_000 }, (_, index) => index + 1);

test.each([1, 5, 20, 50, 90])('a canary at %i %% takes that share of 10,000 users, within 3 points', (percent) => {
  const share = (users.filter((id) => inCanary(id, 'dashboard', percent)).length / users.length) * 100;
  expect(Math.abs(share - percent)).toBeLessThanOrEqual(3);
});

test('a user keeps the same answer on every call, and more users join as the percentage grows (none leave)', () => {
  for (const id of users.slice(0, 500)) {
    expect(canaryBucket(id, 'dashboard')).toBe(canaryBucket(id, 'dashboard'));
    if (inCanary(id, 'dashboard', 10)) expect(inCanary(id, 'dashboard', 30)).toBe(true);
  }
});

test("one remote's canary users are not another's", () => {
  const dashboard = users.filter((id) => inCanary(id, 'dashboard', 50));
  const rules = new Set(users.filter((id) => inCanary(id, 'rules', 50)));
  const both = dashboard.filter((id) => rules.has(id)).length / dashboard.length;
  // Independent halves share about half their users, not all of them.
  expect(both).toBeGreaterThan(0.45);
  expect(both).toBeLessThan(0.55);
});
