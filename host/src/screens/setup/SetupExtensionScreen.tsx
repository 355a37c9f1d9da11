import { routePaths, useExtensionInstalled } from 'shared-graph/host';
import { Banner, Card, Inline, LinkButton, Stack } from 'shared-ui';
import { Steps } from './SetupSteps';

/** Step 2: the browser extension (optional); Sasar keeps looking for it. */
export function SetupExtensionScreen() {
  const installed = useExtensionInstalled();
  return (
    <Card title="Install the Sasar extension">
      <Stack>
        <Steps current={1} />
        {installed ? (
          <Banner type="success">The Sasar extension is installed and answering.</Banner>
        ) : (
          <Banner type="warning">
            The extension was not found yet. Search, Explore, Saved groups and Insights need it; Sasar keeps looking for it every few seconds.
          </Banner>
        )}
        <p>The extension lets Sasar read audience data through your own Facebook session, so those reads do not use your team's API quota.</p>
        <Inline>
          <LinkButton to={routePaths['setup-facebook']} variant="primary">
            {installed ? 'Continue' : 'Skip for now'}
          </LinkButton>
        </Inline>
      </Stack>
    </Card>
  );
}
