import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlCss, cssWidth, type ControlSize } from './controlCss';
import { useFieldControl } from './Field';

const StyledInput = styled.input<{ $size: ControlSize; $padLeft?: boolean; $padRight?: boolean; $width?: string }>`
  ${controlCss}
  ${({ $width }) => ($width ? `width: ${$width};` : '')}
  ${({ $padLeft }) => ($padLeft ? 'padding-left: 30px;' : '')}
  ${({ $padRight }) => ($padRight ? 'padding-right: 34px;' : '')}
`;

const AdornedWrapper = styled.span<{ $width?: string }>`
  position: relative;
  display: flex;
  align-items: center;
  width: ${({ $width }) => $width ?? '100%'};
  max-width: 100%;
`;

const LeftAdornment = styled.span`
  position: absolute;
  left: 9px;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.subtle};
  pointer-events: none;
`;

const RightAdornment = styled.span`
  position: absolute;
  right: 3px;
  display: inline-flex;
  align-items: center;
`;

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** sm 26px, md 32px (default), lg 40px. */
  controlSize?: ControlSize;
  /** Decorative icon inside the left edge (e.g. a search glass). */
  leftIcon?: ReactNode;
  /** An element inside the right edge (e.g. a clear button). */
  rightElement?: ReactNode;
  /** Control width (number = px; default 100% of the container). */
  width?: string | number;
}

/** A text input. Inside a Field it takes the Field's id, aria-describedby and aria-invalid. */
export function TextInput({ controlSize = 'md', leftIcon, rightElement, type = 'text', width, ...props }: TextInputProps) {
  const merged = useFieldControl(props);
  const adorned = !!leftIcon || !!rightElement;
  const w = cssWidth(width);
  const input = (
    <StyledInput type={type} $size={controlSize} $padLeft={!!leftIcon} $padRight={!!rightElement} $width={adorned ? undefined : w} {...merged} />
  );
  if (!adorned) return input;
  return (
    <AdornedWrapper $width={w}>
      {leftIcon ? <LeftAdornment aria-hidden="true">{leftIcon}</LeftAdornment> : null}
      {input}
      {rightElement ? <RightAdornment>{rightElement}</RightAdornment> : null}
    </AdornedWrapper>
  );
}
