// The frame of every /admin screen: the page header and the tabs between the admin's sections.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NavTabs, PageHeader, Stack } from 'shared-ui';

const SECTIONS = [
  { to: '/admin/overview', label: 'Overview' },
  { to: '/admin/sticky-message', label: 'Sticky message' },
  { to: '/admin/rule-template', label: 'Rule templates' },
  { to: '/admin/user', label: 'Users' },
  { to: '/admin/releases', label: 'Releases' },
];

const Scroll = styled.div`
  overflow-x: auto;
`;

export interface AdminPageProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <Stack>
      <PageHeader title={title} description={description} actions={actions}>
        <Scroll>
          <NavTabs items={SECTIONS} aria-label="Admin sections" />
        </Scroll>
      </PageHeader>
      {children}
    </Stack>
  );
}
