// The look every text control shares (border, focus ring, invalid state) and control widths.
import { css } from 'styled-components';

export type ControlSize = 'sm' | 'md' | 'lg';

/** Shared text-control look: border, focus ring, invalid state (from aria-invalid). */
export const controlCss = css<{ $size: ControlSize }>`
  width: 100%;
  min-width: 0;
  height: ${({ theme, $size }) => ($size === 'sm' ? theme.sizes.controlSm : $size === 'lg' ? theme.sizes.controlLg : theme.sizes.controlMd)};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space.sm : theme.space.md)};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : $size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.md)};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  transition: border-color ${({ theme }) => theme.transitions.fast}, box-shadow ${({ theme }) => theme.transitions.fast};

  &::placeholder { color: ${({ theme }) => theme.colors.subtle}; }
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.muted}; }
  &:focus { outline: none; border-color: ${({ theme }) => theme.colors.brand}; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.error}; }
  &[aria-invalid='true']:focus { box-shadow: ${({ theme }) => theme.shadows.focusError}; }
  &:disabled { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.subtle}; cursor: not-allowed; }
  &[readonly] { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

/** CSS width from a number (px) or string; undefined keeps the default 100%. */
export function cssWidth(width: string | number | undefined): string | undefined {
  return typeof width === 'number' ? `${width}px` : width;
}
