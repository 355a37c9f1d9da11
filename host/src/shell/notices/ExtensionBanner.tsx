import { useMatches } from 'react-router-dom';
import { routePaths, useExtensionMissing, type RouteMeta } from 'shared-graph';
import { Banner } from 'shared-ui';
import { useSessionDismissal } from './useSessionDismissal';

export const EXTENSION_NOTICE_DISMISSED_KEY = 'sasar.extensionNotice.dismissed';

/**
 * Yellow notice on routes whose handle says `extensionRequired` (search, explore, saved groups, insights).
 * Once closed it stays closed for the browser session: the user has read it. A visitor whose extension answered last
 * time does not see it while this page's first ping is on its way.
 */
export function ExtensionBanner() {
  const missing = useExtensionMissing();
  const matches = useMatches();
  const [dismissed, dismiss] = useSessionDismissal(EXTENSION_NOTICE_DISMISSED_KEY);
  const required = matches.some((match) => (match.handle as RouteMeta | undefined)?.extensionRequired === true);
  if (!required || !missing || dismissed) return null;
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
