import { useMatches } from 'react-router-dom';
import { routePaths, useExtensionInstalled, type RouteMeta } from 'shared-graph';
import { Banner } from 'shared-ui';

/** Yellow notice on routes whose handle says `extensionRequired` (search, explore, saved groups, insights). */
export function ExtensionBanner() {
  const installed = useExtensionInstalled();
  const matches = useMatches();
  const required = matches.some((match) => (match.handle as RouteMeta | undefined)?.extensionRequired === true);
  if (!required || installed) return null;
  return (
    <Banner type="warning" data-testid="extension-required" action={{ label: 'Install the extension', href: routePaths['setup-extension'] }}>
      This page needs the Sasar browser extension to read audience data through your own Facebook session.
    </Banner>
  );
}
