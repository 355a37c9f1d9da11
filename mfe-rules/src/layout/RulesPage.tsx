// The frame of every /rules screen: the page header, the tabs between the rules screens and the "New rule" action.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useActiveAdAccount, useFigureFreshness } from 'shared-graph';
import { FreshnessStamp, Inline, LinkButton, NavTabs, PageHeader, Stack } from 'shared-ui';

const SECTIONS = [
  { to: '/rules', label: 'Rules', end: true },
  { to: '/rules/template', label: 'Templates' },
  { to: '/rules/history', label: 'Execution log' },
];

const Scroll = styled.div`
  overflow-x: auto;
`;

/**
 * How fresh the platform figures on a rules screen are (the builder's scope lists and whatever the screen reads
 * through the graph), and — while Facebook throttles the selected account's insights — the wait, since the rules
 * engine's checks wait with it.
 */
function RulesFreshness() {
  const { accountId } = useActiveAdAccount();
  return <FreshnessStamp freshness={useFigureFreshness(accountId)} />;
}

export interface RulesPageProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function RulesPage({ title, description, actions, children }: RulesPageProps) {
  return (
    <Stack>
      <PageHeader
        title={title}
        description={description}
        actions={
          actions ?? (
            <Inline>
              <LinkButton to="/rules/create" variant="primary">
                New rule
              </LinkButton>
            </Inline>
          )
        }
      >
        <Scroll>
          <NavTabs items={SECTIONS} aria-label="Rules sections" />
        </Scroll>
      </PageHeader>
      <RulesFreshness />
      {children}
    </Stack>
  );
}
