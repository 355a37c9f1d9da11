// The notice above an ads manager screen whose ad account cannot deliver (or soon will not): what Meta says, why,
// what to do and where on Meta — shared-ui's notice (Banner), an alert when nothing delivers.
import { Banner } from 'shared-ui';
import type { AccountHealth } from './accountHealth';

export function AccountHealthNotice({ health, accountName }: { health: AccountHealth | null; accountName: string }) {
  if (!health) return null;
  return (
    <Banner
      type={health.canDeliver ? 'warning' : 'error'}
      title={`${health.title}: ${accountName}.`}
      action={health.link ? { ...health.link, external: true } : undefined}
      data-testid="account-health"
    >
      {health.meaning}
      {health.reason ? ` Meta’s reason: ${health.reason}.` : ''} {health.todo}
    </Banner>
  );
}
