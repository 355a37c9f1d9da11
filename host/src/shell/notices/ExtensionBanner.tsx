import { useMatches } from 'react-router-dom';
import { useActiveAdAccount, useUser } from 'shared-graph';
import { routePaths, selectTransport, useExtensionMissing, type RouteMeta, type User } from 'shared-graph/host';
import { Banner } from 'shared-ui';
import { useSessionDismissal } from './useSessionDismissal';

export const EXTENSION_NOTICE_DISMISSED_KEY = 'sasar.extensionNotice.dismissed';

/**
 * Whether the product proxy can carry the page's graph calls: it uses the connection of the active team's owner
 * (server/src/graph-proxy/team-token.ts), which the user object flags per ad account (`facebook_connected`) and, for
 * the own team, on the user. Research calls go through the extension only when it answered; without it they go
 * through this proxy (shared-graph selectTransport), so a connected account needs no extension.
 */
export function proxyCarriesCalls(user: User | null, teamId: number, accountId: string | null): boolean {
  if (!user) return false;
  if (accountId) {
    const account = user.ad_accounts.find((a) => a.id === accountId && a.team === teamId) ?? user.ad_accounts.find((a) => a.id === accountId);
    if (account) return account.facebook_connected;
  }
  if (teamId === 0) return user.facebook_connected;
  return user.ad_accounts.some((a) => a.team === teamId && a.facebook_connected);
}

/**
 * Yellow notice on routes whose handle says `extensionRequired` (search, explore, saved groups, insights), only when
 * the page's calls really need the extension: it has not answered, and neither the proxy (no connected Facebook
 * account for the active team) nor a direct token can carry them. Once closed it stays closed for the browser
 * session. A visitor whose extension answered last time does not see it while this page's first ping is on its way.
 */
export function ExtensionBanner() {
  const missing = useExtensionMissing();
  const matches = useMatches();
  const user = useUser();
  const { teamId, accountId } = useActiveAdAccount();
  const [dismissed, dismiss] = useSessionDismissal(EXTENSION_NOTICE_DISMISSED_KEY);
  const required = matches.some((match) => (match.handle as RouteMeta | undefined)?.extensionRequired === true);
  if (!required || !missing || dismissed) return null;
  if (proxyCarriesCalls(user, teamId, accountId) || selectTransport().kind === 'direct') return null;
  return (
    <Banner
      compact
      type="warning"
      data-testid="extension-required"
      action={{ label: 'Install the extension', href: routePaths['setup-extension'] }}
      onClose={dismiss}
      closeLabel="Dismiss the extension notice"
    >
      This page needs the Sasar browser extension to read audience data through your own Facebook session.
    </Banner>
  );
}
