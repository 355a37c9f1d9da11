import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  flex: 1 1 320px;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  max-width: 820px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface PageHeaderProps {
  /** The page title (the page's h1). */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the right (wrap under the title on phones). */
  actions?: ReactNode;
  /** Above the title (breadcrumbs, back link). */
  breadcrumbs?: ReactNode;
  /** Below the title row (e.g. NavTabs, filters). */
  children?: ReactNode;
  className?: string;
}

/** The top of a page: h1 title, description and actions. */
export function PageHeader({ title, description, actions, breadcrumbs, children, className }: PageHeaderProps) {
  return (
    <Root className={className}>
      {breadcrumbs}
      <Row>
        <Titles>
          <Title>{title}</Title>
          {description !== undefined ? <Description>{description}</Description> : null}
        </Titles>
        {actions !== undefined ? <Actions>{actions}</Actions> : null}
      </Row>
      {children}
    </Root>
  );
}
