import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';

type Padding = 'none' | 'sm' | 'md' | 'lg';

const Shell = styled.section<{ $padding: Padding }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  --card-pad: ${({ theme, $padding }) => ($padding === 'none' ? '0' : $padding === 'sm' ? theme.space.sm : $padding === 'lg' ? theme.space.xl : theme.space.lg)};
`;

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const CardTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Subtitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex: none;
`;

/** The padded body of a Card (Card renders one for you; use it when composing manually). */
export const CardBody = styled.div`
  padding: var(--card-pad, ${({ theme }) => theme.space.lg});
  min-width: 0;
  flex: 1 1 auto;
`;

const Footer = styled.footer`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: 0 0 ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg};
`;

export interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** Heading (an h2); the section is labelled by it. */
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or menus at the right of the header. */
  actions?: ReactNode;
  footer?: ReactNode;
  /** Body padding (default md). */
  padding?: Padding;
}

/** A bordered surface with optional header (title, subtitle, actions) and footer. */
export function Card({ title, subtitle, actions, footer, padding = 'md', children, ...rest }: CardProps) {
  const titleId = useId();
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <Shell $padding={padding} aria-labelledby={title !== undefined ? titleId : undefined} {...rest}>
      {hasHeader ? (
        <Header>
          <Titles>
            {title !== undefined ? <CardTitle id={titleId}>{title}</CardTitle> : null}
            {subtitle !== undefined ? <Subtitle>{subtitle}</Subtitle> : null}
          </Titles>
          {actions !== undefined ? <Actions>{actions}</Actions> : null}
        </Header>
      ) : null}
      <CardBody>{children}</CardBody>
      {footer !== undefined ? <Footer>{footer}</Footer> : null}
    </Shell>
  );
}
