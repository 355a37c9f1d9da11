import { screen } from '@testing-library/react';
import { sessionStore, userAtom, type User } from 'shared-graph/host';
import { renderAt } from '../../testing/renderShell';
import { EXPIRY_WARNING_MS, expiryNotice } from './expiry';
import { SubscriptionExpiryBanner } from './SubscriptionExpiryBanner';

const NOW = Date.parse('2025-07-01T12:00:00Z');
const DAY = 86400000;
const userExpiring = (expiresAt: number | null, expired = false) => ({
  subscription: { package: 'Pro', expires_at: expiresAt === null ? null : new Date(expiresAt).toISOString() },
  subscription_expired: expired,
});

describe('expiryNotice', () => {
  test('no banner further out than 30 days (2592000000 ms), none without a subscription', () => {
    expect(EXPIRY_WARNING_MS).toBe(2592000000);
    expect(expiryNotice(userExpiring(NOW + EXPIRY_WARNING_MS + 1), NOW)).toBeNull();
    expect(expiryNotice(userExpiring(null), NOW)).toBeNull();
    expect(expiryNotice({ subscription: null, subscription_expired: false }, NOW)).toBeNull();
    expect(expiryNotice(null, NOW)).toBeNull();
  });

  test('within 30 days: days remaining, rounded up', () => {
    expect(expiryNotice(userExpiring(NOW + EXPIRY_WARNING_MS), NOW)).toMatchObject({ kind: 'expiring', daysLeft: 30 });
    expect(expiryNotice(userExpiring(NOW + 20 * DAY), NOW)).toMatchObject({ kind: 'expiring', daysLeft: 20 });
    expect(expiryNotice(userExpiring(NOW + 2 * DAY + 1), NOW)).toMatchObject({ kind: 'expiring', daysLeft: 3 });
    expect(expiryNotice(userExpiring(NOW + 60_000), NOW)).toMatchObject({ kind: 'expiring', daysLeft: 1 });
  });

  test('expired: by date or by the subscription_expired flag', () => {
    expect(expiryNotice(userExpiring(NOW), NOW)).toEqual({ kind: 'expired', expiresAt: new Date(NOW) });
    expect(expiryNotice(userExpiring(NOW + 10 * DAY, true), NOW)).toMatchObject({ kind: 'expired' });
    expect(expiryNotice(userExpiring(null, true), NOW)).toEqual({ kind: 'expired', expiresAt: null });
  });
});

describe('SubscriptionExpiryBanner', () => {
  beforeEach(() => sessionStorage.clear());
  const setUser = (fields: object) => sessionStore.set(userAtom, { id: 1, login: 'demo', teams: [], ad_accounts: [], ...fields } as unknown as User);

  test('shows the days left with a link to /upgrade', () => {
    setUser(userExpiring(Date.now() + 20 * DAY - 1000));
    renderAt(<SubscriptionExpiryBanner />);
    expect(screen.getByTestId('expiry-banner')).toHaveTextContent('Your subscription expires in 20 days');
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/upgrade');
  });

  test('shows the expiry date once expired', () => {
    setUser(userExpiring(Date.parse('2025-03-04T10:00:00Z'), true));
    renderAt(<SubscriptionExpiryBanner />);
    expect(screen.getByTestId('expiry-banner')).toHaveTextContent(/expired on Mar 4, 2025/);
  });

  test('nothing when the plan runs for more than 30 days', () => {
    setUser(userExpiring(Date.now() + 45 * DAY));
    renderAt(<SubscriptionExpiryBanner />);
    expect(screen.queryByTestId('expiry-banner')).not.toBeInTheDocument();
  });
});
