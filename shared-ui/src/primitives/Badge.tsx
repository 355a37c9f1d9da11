import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { toneColors, type Tone } from '../theme/tones';

export type BadgeVariant = 'soft' | 'solid' | 'outline';

const StyledBadge = styled.span<{ $tone: Tone; $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  height: 20px;
  padding: 0 7px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid transparent;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;
  ${({ theme, $tone, $variant }) => {
    const c = toneColors(theme, $tone);
    if ($variant === 'solid') return css`background: ${c.solid}; color: ${c.onSolid};`;
    if ($variant === 'outline') return css`background: transparent; color: ${c.text}; border-color: ${c.solid};`;
    return css`background: ${c.soft}; color: ${c.text};`;
  }}
`;

const Dot = styled.span<{ $tone: Tone }>`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  flex: none;
  background: ${({ theme, $tone }) => toneColors(theme, $tone).solid};
`;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Status colour: neutral (default), brand, info, success, warning, error. */
  tone?: Tone;
  /** soft (default, pale background), solid, outline. */
  variant?: BadgeVariant;
  /** A coloured dot before the text (delivery status style). */
  dot?: boolean;
}

/** A small status label, e.g. "Active" (success), "Paused" (neutral), "Error" (error). */
export function Badge({ tone = 'neutral', variant = 'soft', dot = false, children, ...rest }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} $variant={variant} data-tone={tone} {...rest}>
      {dot ? <Dot $tone={tone} aria-hidden="true" /> : null}
      {children}
    </StyledBadge>
  );
}
