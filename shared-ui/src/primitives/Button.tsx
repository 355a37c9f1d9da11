import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from '../feedback/Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The look's props, for other elements that look like a button (LinkButton). */
export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
  $square?: boolean;
}

const sizeCss = {
  sm: css`
    height: ${({ theme }) => theme.sizes.controlSm};
    padding: 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    height: ${({ theme }) => theme.sizes.controlMd};
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    height: ${({ theme }) => theme.sizes.controlLg};
    padding: 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

const variantCss = {
  primary: css`
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.brandHover}; border-color: ${({ theme }) => theme.colors.brandHover}; }
    &:active:not(:disabled) { background: ${({ theme }) => theme.colors.brandActive}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.hover}; }
    &:active:not(:disabled) { background: ${({ theme }) => theme.colors.selected}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.error};
    border-color: ${({ theme }) => theme.colors.error};
    color: ${({ theme }) => theme.colors.onError};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.errorHover}; border-color: ${({ theme }) => theme.colors.errorHover}; }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.hover}; }
    &:active:not(:disabled) { background: ${({ theme }) => theme.colors.selected}; }
  `,
};

/** Shared button look (also used by LinkButton). */
export const buttonCss = css<ButtonStyleProps>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  flex: none;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition: background ${({ theme }) => theme.transitions.fast}, border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};
  ${({ $size }) => sizeCss[$size]}
  ${({ $variant }) => variantCss[$variant]}
  ${({ $fullWidth }) => ($fullWidth ? 'width: 100%;' : '')}
  ${({ $square, $size, theme }) =>
    $square
      ? css`
          padding: 0;
          width: ${$size === 'sm' ? theme.sizes.controlSm : $size === 'lg' ? theme.sizes.controlLg : theme.sizes.controlMd};
        `
      : ''}

  &:hover { text-decoration: none; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  &:disabled, &[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
  &[aria-busy='true'] { cursor: progress; }
`;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonCss}
`;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** primary (main action), secondary (default), danger (destructive), ghost (toolbar/quiet). */
  variant?: ButtonVariant;
  /** sm 26px, md 32px (default), lg 40px. */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  /** Icon after the label. */
  iconRight?: ReactNode;
  fullWidth?: boolean;
}

/** A button. `type` defaults to "button" (pass type="submit" in forms). */
export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  disabled,
  icon,
  iconRight,
  fullWidth,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={size === 'lg' ? 16 : 14} decorative /> : icon}
      {children}
      {iconRight}
    </StyledButton>
  );
}

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Accessible name (required: the button has no visible text). */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
}

/** A square icon-only button; `label` becomes its aria-label. Defaults to the ghost variant. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  loading = false,
  disabled,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $square
      aria-label={label}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={14} decorative /> : icon}
    </StyledButton>
  );
}
