import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useActiveAdAccount, useLoggedIn, usePickableAdAccounts, useUser } from 'shared-graph';
import { routePaths, useExtensionInstalled } from 'shared-graph/host';
import { Badge, Card, LinkButton, PageHeader } from 'shared-ui';
import { useServedRegistry } from '../../remotes/RegistryContext';
import { welcomeAreas } from './welcomeAreas';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;

const AreaList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  p { margin: 2px 0 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const StepList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding-left: 20px;
  li p { margin: 2px 0 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const StepTitle = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

interface Step {
  title: string;
  text: string;
  done: boolean;
  to: string;
  action: string;
  optional?: boolean;
}

/** /welcome: where the user stands in the setup, and the ways into the product (each area the registry serves). */
export function WelcomeScreen() {
  const user = useUser();
  const pickable = usePickableAdAccounts();
  const { accountId } = useActiveAdAccount();
  const extension = useExtensionInstalled();
  const loggedIn = useLoggedIn();
  const { registry } = useServedRegistry();
  const areas = welcomeAreas(registry, { loggedIn, role: user?.role });
  const steps: Step[] = [
    { title: 'Accept the terms', text: 'Once, before Sasar reads anything from Facebook for you.', done: !!user?.agree, to: '/setup', action: 'Read and accept' },
    { title: 'Connect Facebook', text: 'Sasar reads your ad accounts and audiences with your permission; you can disconnect at any time.', done: !!user?.facebook_connected, to: routePaths['setup-facebook'], action: 'Connect Facebook' },
    { title: 'Choose an ad account', text: 'Every area works on the account you pick; switch it in the header.', done: !!accountId && pickable.length > 0, to: routePaths['setup-adaccount'], action: 'Choose an ad account' },
    { title: 'Add the browser extension', text: 'Audience data is then read through your own Facebook session, not your team’s quota.', done: extension, to: routePaths['setup-extension'], action: 'Install the extension', optional: true },
  ];
  const next = steps.find((step) => !step.done && !step.optional);
  return (
    <>
      <PageHeader
        title={user ? `Welcome to Sasar, ${user.login}` : 'Welcome to Sasar'}
        description="Set Sasar up once for your Meta ad accounts, then start in whichever area you need."
      />
      <Columns>
        <Card title="Get started">
          <StepList aria-label="Setup steps">
            {steps.map((step) => (
              <li key={step.title}>
                <StepTitle>
                  {step.title}
                  {step.done ? <Badge tone="success">Done</Badge> : step.optional ? <Badge tone="neutral">Optional</Badge> : null}
                </StepTitle>
                <p>{step.text}</p>
                {step.done ? null : <Link to={step.to}>{step.action}</Link>}
              </li>
            ))}
          </StepList>
          <Actions>
            {next ? (
              <LinkButton to={next.to} variant="primary">
                {`Next: ${next.title.toLowerCase()}`}
              </LinkButton>
            ) : (
              areas.slice(0, 2).map((area, index) => (
                <LinkButton key={area.name} to={area.to} variant={index === 0 ? 'primary' : 'secondary'}>
                  {`Open ${area.label}`}
                </LinkButton>
              ))
            )}
          </Actions>
        </Card>
        <Card title="What you can do">
          {areas.length > 0 ? (
            <AreaList>
              {areas.map((area) => (
                <li key={area.name}>
                  <Link to={area.to}>{area.label}</Link>
                  {area.description ? <p>{area.description}</p> : null}
                </li>
              ))}
            </AreaList>
          ) : (
            <p>Sasar’s areas could not be loaded just now. Reload the page to try again.</p>
          )}
        </Card>
      </Columns>
    </>
  );
}
