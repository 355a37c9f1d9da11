import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError, queryKeys, requestErrorText, useServerQuery } from 'shared-graph';
import { Badge, Card, DetailList, ErrorState, LinkButton, Spinner, formatDate } from 'shared-ui';
import { expiryNotice } from '../../shell/expiry/expiry';
import { subscriptionApi } from './subscriptionApi';

const Facts = styled(DetailList)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** The subscription as cached for this screen and the upgrade screen. */
export const SUBSCRIPTION_KEY = queryKeys.apiResource('subscription');

export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

/** /setting/subscription: the plan, its expiry, and the way to renew or upgrade. */
export function SubscriptionScreen() {
  const subscription = useServerQuery(SUBSCRIPTION_KEY, (signal) => subscriptionApi.get(signal));
  const [now] = useState(() => Date.now());
  const info = subscription.data ?? null;
  const error = requestErrorText(subscription.error, 'Your subscription could not be loaded.');

  const notice = info ? expiryNotice({ subscription: info, subscription_expired: info.expired }, now) : null;
  return (
    <>
      <Card title="Your plan">
        {error ? <ErrorState message={error} onRetry={() => void subscription.refetch()} /> : null}
        {!info && !error ? <Spinner label="Loading your subscription…" /> : null}
        {info ? (
          <>
            <Facts>
              <dt>Plan</dt>
              <dd>{info.package ?? 'No plan'}</dd>
              <dt>Expires</dt>
              <dd>
                {info.expires_at ? formatDate(info.expires_at) : '—'}{' '}
                {notice?.kind === 'expired' ? <Badge tone="error">Expired</Badge> : null}
                {notice?.kind === 'expiring' ? <Badge tone="warning">{`${notice.daysLeft} days left`}</Badge> : null}
              </dd>
              {info.plan ? (
                <>
                  <dt>Limits</dt>
                  <dd>
                    {`${info.plan.limits.ad_accounts} ad accounts · ${info.plan.limits.team_members} team members · ${info.plan.limits.automation_rules} rules`}
                  </dd>
                </>
              ) : null}
              {info.pending_request ? (
                <>
                  <dt>Upgrade request</dt>
                  <dd>
                    {`${info.pending_request.plan}, sent ${formatDate(info.pending_request.created_at)} — waiting for our team to confirm. `}
                    <Link to="/upgrade">Change</Link>
                  </dd>
                </>
              ) : null}
            </Facts>
            <LinkButton to="/upgrade" variant="primary">
              {info.package ? 'Renew or change plan' : 'Choose a plan'}
            </LinkButton>
          </>
        ) : null}
      </Card>
    </>
  );
}
