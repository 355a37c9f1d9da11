// A URL naming an ad account the user cannot open here. One of their own that Meta stopped (disabled, closed, in
// review: not offered by the picker, SPEC §4) says so in words with what to do; anything else is simply not theirs.
import { useUser } from 'shared-graph';
import { ErrorState, SmartLink } from 'shared-ui';
import { accountHealth } from './accountHealth';

export function AccountUnavailable({ accountId, pickHint = true }: { accountId: string | undefined; pickHint?: boolean }) {
  const user = useUser();
  const own = accountId ? user?.ad_accounts.find((a) => a.id === accountId) : undefined;
  const health = own ? accountHealth(own.account_status, null, own.id) : null;
  const pick = pickHint ? ' Pick another one in the account picker.' : '';
  if (!own || !health) return <ErrorState title="Ad account not available" message={`${accountId ?? 'This ad account'} is not one of the ad accounts you can use.${pick}`} />;
  return (
    <ErrorState
      title={`${health.title}: ${own.name}`}
      message={`${health.canDeliver ? '' : 'None of its ads deliver. '}${health.todo} The ads manager opens ad accounts that are active or unsettled.${pick}`}
      actions={health.link ? <SmartLink href={health.link.href} external>{health.link.label}</SmartLink> : undefined}
    />
  );
}
