import { useState } from 'react';
import styled from 'styled-components';
import { notify, queryKeys, requestErrorText, useServerQuery } from 'shared-graph';
import { loadUser, queryClient } from 'shared-graph/host';
import { Badge, Button, Card, ErrorState, Field, PageHeader, Spinner, TextArea, formatDate, formatMoney } from 'shared-ui';
import { errorMessage, SUBSCRIPTION_KEY } from './SubscriptionScreen';
import { subscriptionApi, type Plan, type SubscriptionInfo, type UpgradeRequest } from './subscriptionApi';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Price = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  small { font-size: ${({ theme }) => theme.fontSizes.md}; color: ${({ theme }) => theme.colors.muted}; font-weight: normal; }
`;

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-left: 18px;
`;

function PlanCard({ plan, current, pending, busy, onRequest }: { plan: Plan; current: boolean; pending: boolean; busy: boolean; onRequest: () => void }) {
  return (
    <Card title={plan.name} actions={current ? <Badge tone="success">Current plan</Badge> : pending ? <Badge tone="warning">Requested</Badge> : null}>
      <Price>
        {formatMoney(plan.price_idr_month, 'IDR')} <small>/ month</small>
      </Price>
      <List>
        <li>{`${plan.limits.ad_accounts} ad accounts`}</li>
        <li>{plan.limits.team_members > 0 ? `Team of ${plan.limits.team_members}` : 'No team members'}</li>
        <li>{`${plan.limits.automation_rules} automation rules`}</li>
        <li>{`${plan.limits.saved_groups} saved groups`}</li>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </List>
      <Button variant={current ? 'secondary' : 'primary'} fullWidth loading={busy} disabled={busy || pending} onClick={onRequest}>
        {current ? `Renew ${plan.name}` : `Request ${plan.name}`}
      </Button>
    </Card>
  );
}

/**
 * /upgrade: the plans. Choosing one sends an upgrade request that an administrator confirms (there is no
 * online payment); the plan and expiry change when it is fulfilled.
 */
export function UpgradeScreen() {
  const planList = useServerQuery(queryKeys.apiResource('subscription/plans'), (signal) => subscriptionApi.plans(signal));
  const subscription = useServerQuery(SUBSCRIPTION_KEY, (signal) => subscriptionApi.get(signal));
  const plans = planList.data ?? null;
  const info = subscription.data ?? null;
  const error = requestErrorText(planList.error ?? subscription.error, 'The plans could not be loaded.');
  const retry = () => void Promise.all([planList.error && planList.refetch(), subscription.error && subscription.refetch()]);
  // The request shows at once; the subscription screen reads the same cached answer.
  const setPending = (pending: UpgradeRequest | null) =>
    queryClient.setQueryData<SubscriptionInfo>(SUBSCRIPTION_KEY, (current) => (current ? { ...current, pending_request: pending } : current));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const request = async (plan: Plan) => {
    setBusy(plan.id);
    try {
      const created = await subscriptionApi.requestUpgrade(plan.id, note);
      setPending(created);
      notify.success(`Request for ${plan.name} sent. We will confirm it shortly.`);
    } catch (e) {
      notify.error(errorMessage(e, 'The request could not be sent. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  const cancel = async () => {
    setBusy('cancel');
    try {
      await subscriptionApi.cancelRequest();
      setPending(null);
      void loadUser({ skip: true, redirect: false });
    } catch (e) {
      notify.error(errorMessage(e, 'The request could not be cancelled.'));
    } finally {
      setBusy(null);
    }
  };

  const pending = info?.pending_request ?? null;
  return (
    <>
      <PageHeader
        title="Upgrade"
        description="Pick a plan and send a request: our team confirms it and your plan changes right away. No card needed — we invoice you."
      />
      {error ? <ErrorState message={error} onRetry={retry} /> : null}
      {!plans && !error ? <Spinner label="Loading plans…" /> : null}
      {pending ? (
        <Card title="Your request">
          <p>{`You asked for ${pending.plan} on ${formatDate(pending.created_at)}. It is waiting for confirmation.`}</p>
          <Button variant="secondary" loading={busy === 'cancel'} onClick={() => void cancel()}>
            Cancel request
          </Button>
        </Card>
      ) : null}
      {plans ? (
        <>
          <Field label="Note for our team (optional)" hint="Company name for the invoice, number of seats, anything we should know.">
            <TextArea value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} rows={2} />
          </Field>
          <Grid>
            {plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                current={info?.package === plan.id && !info.expired}
                pending={pending?.plan === plan.id}
                busy={busy === plan.id}
                onRequest={() => void request(plan)}
              />
            ))}
          </Grid>
        </>
      ) : null}
    </>
  );
}
