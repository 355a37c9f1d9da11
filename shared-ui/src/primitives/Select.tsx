import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../icons/icons';
import { controlCss, cssWidth, type ControlSize } from './controlCss';
import { useFieldControl } from './Field';

const SelectWrapper = styled.span<{ $width?: string }>`
  position: relative;
  display: flex;
  align-items: center;
  width: ${({ $width }) => $width ?? '100%'};
  max-width: 100%;
  min-width: 0;
`;

const StyledSelect = styled.select<{ $size: ControlSize }>`
  ${controlCss}
  appearance: none;
  padding-right: 28px;
  cursor: pointer;
`;

const SelectChevron = styled.span`
  position: absolute;
  right: 8px;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.muted};
  pointer-events: none;
`;

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size'> {
  /** Options (or pass <option> children). */
  options?: readonly SelectOption[];
  /** A first, empty, disabled option shown when nothing is chosen. */
  placeholder?: string;
  controlSize?: ControlSize;
  /** Control width (number = px; default 100% of the container). */
  width?: string | number;
}

/** A native select, styled (Field-aware). */
export function Select({ options, placeholder, controlSize = 'md', width, children, ...props }: SelectProps) {
  const merged = useFieldControl(props);
  return (
    <SelectWrapper $width={cssWidth(width)}>
      <StyledSelect $size={controlSize} {...merged}>
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </StyledSelect>
      <SelectChevron aria-hidden="true">
        <ChevronDownIcon size={14} />
      </SelectChevron>
    </SelectWrapper>
  );
}
