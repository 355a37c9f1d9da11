import { useState } from 'react';
import { useUser } from 'shared-graph';
import { Banner, formatDate } from 'shared-ui';
import { useSessionDismissal } from '../notices/useSessionDismissal';
import { expiryNotice } from './expiry';

export const EXPIRY_NOTICE_HIDDEN_KEY = 'sasar.expiryBanner.hidden';

/** The subscription-expiry banner (SPEC §5): days remaining within 30 days; the date once expired. */
export function SubscriptionExpiryBanner() {
  const user = useUser();
  const [hidden, hide] = useSessionDismissal(EXPIRY_NOTICE_HIDDEN_KEY);
  const [now] = useState(() => Date.now());
  const notice = expiryNotice(user, now);
  if (!notice || hidden) return null;
  const expired = notice.kind === 'expired';
  return (
    <Banner
      compact
      type={expired ? 'error' : 'warning'}
      action={{ label: expired ? 'Renew now' : 'Renew', href: '/upgrade' }}
      onClose={hide}
      closeLabel="Dismiss the subscription notice"
      data-testid="expiry-banner"
    >
      {notice.kind === 'expired'
        ? notice.expiresAt
          ? `Your subscription expired on ${formatDate(notice.expiresAt)}. Renew to keep using Sasar.`
          : 'Your subscription has expired. Renew to keep using Sasar.'
        : `Your subscription expires in ${notice.daysLeft} ${notice.daysLeft === 1 ? 'day' : 'days'} (${formatDate(notice.expiresAt)}).`}
    </Banner>
  );
}
