import { useState } from 'react';
import styled from 'styled-components';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { uiText } from '../i18n/uiText';
import { TextInput, type TextInputProps } from './TextInput';

const RevealButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.hover}; color: ${({ theme }) => theme.colors.text}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'rightElement'> {
  /** Labels of the reveal toggle. */
  showLabel?: string;
  hideLabel?: string;
}

/** A password input with a show/hide toggle (aria-pressed). Default autocomplete "current-password". */
export function PasswordInput({
  showLabel = uiText.showPassword,
  hideLabel = uiText.hidePassword,
  autoComplete = 'current-password',
  disabled,
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      disabled={disabled}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      rightElement={
        <RevealButton
          type="button"
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon size={15} /> : <EyeIcon size={15} />}
        </RevealButton>
      }
    />
  );
}
