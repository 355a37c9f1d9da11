import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const SwitchButton = styled.button<{ $size: 'sm' | 'md' }>`
  position: relative;
  flex: none;
  width: ${({ $size }) => ($size === 'sm' ? 28 : 36)}px;
  height: ${({ $size }) => ($size === 'sm' ? 16 : 20)}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: ${({ $size }) => ($size === 'sm' ? 12 : 16)}px;
    height: ${({ $size }) => ($size === 'sm' ? 12 : 16)}px;
    border-radius: 50%;
    background: #fff;
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: transform ${({ theme }) => theme.transitions.fast};
  }

  &[aria-checked='true'] { background: ${({ theme }) => theme.colors.success}; }
  &[aria-checked='true']::after { transform: translateX(${({ $size }) => ($size === 'sm' ? 12 : 16)}px); }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  &[aria-busy='true'] { cursor: progress; }
`;

export interface SwitchProps extends Omit<ComponentPropsWithRef<'button'>, 'onChange' | 'children'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Accessible name when there is no visible label (e.g. "Campaign status"). */
  'aria-label'?: string;
  size?: 'sm' | 'md';
  /** Pending server change: disables and sets aria-busy. */
  busy?: boolean;
}

/** An on/off switch (role=switch), e.g. the ACTIVE/PAUSED status toggle. */
export function Switch({ checked, onChange, size = 'md', busy = false, disabled, ...rest }: SwitchProps) {
  return (
    <SwitchButton
      {...rest}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      $size={size}
      onClick={(event) => {
        rest.onClick?.(event);
        if (!event.defaultPrevented) onChange(!checked);
      }}
    />
  );
}
