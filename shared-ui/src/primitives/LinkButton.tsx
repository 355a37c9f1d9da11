import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { buttonCss, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './Button';

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonCss}
`;

export interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
  fullWidth?: boolean;
}

/** A react-router Link that looks like a Button (navigation, not an action). Needs a router. */
export function LinkButton({ variant = 'secondary', size = 'md', icon, fullWidth, children, ...rest }: LinkButtonProps) {
  return (
    <StyledLink $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
      {icon}
      {children}
    </StyledLink>
  );
}
