import { useState } from 'react';
import { useUser } from 'shared-graph';
import { Banner, formatDate } from 'shared-ui';
import { expiryNotice } from './expiry';

const HIDDEN_KEY = 'sasar.expiryBanner.hidden';

/** The subscription-expiry banner (SPEC §5): days remaining within 30 days; the date once expired. */
export function SubscriptionExpiryBanner() {
  const user = useUser();
  const [hidden, setHidden] = useState(() => sessionStorage.getItem(HIDDEN_KEY) === '1');
  const [now] = useState(() => Date.now());
  const notice = expiryNotice(user, now);
  if (!notice || hidden) return null;
  const hide = () => {
    sessionStorage.setItem(HIDDEN_KEY, '1');
    setHidden(true);
  };
  const action = { label: notice.kind === 'expired' ? 'Renew now' : 'Renew', href: '/upgrade' };
  if (notice.kind === 'expired') {
    return (
      <Banner type="error" action={action} data-testid="expiry-banner">
        {notice.expiresAt
          ? `Your subscription expired on ${formatDate(notice.expiresAt)}. Renew to keep using Sasar.`
          : 'Your subscription has expired. Renew to keep using Sasar.'}
      </Banner>
    );
  }
  return (
    <Banner type="warning" action={action} onClose={hide} data-testid="expiry-banner">
      {`Your subscription expires in ${notice.daysLeft} ${notice.daysLeft === 1 ? 'day' : 'days'} (${formatDate(notice.expiresAt)}).`}
    </Banner>
  );
}
