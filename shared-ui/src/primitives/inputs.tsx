import { useCallback, useEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import styled, { css } from 'styled-components';
import { ChevronDownIcon, EyeIcon, EyeOffIcon } from '../icons/icons';
import { uiText } from '../i18n/uiText';
import { useFieldControl } from './Field';

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
function cssWidth(width: string | number | undefined): string | undefined {
  return typeof width === 'number' ? `${width}px` : width;
}

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

const StyledTextArea = styled.textarea<{ $size: ControlSize }>`
  ${controlCss}
  height: auto;
  min-height: 72px;
  padding-top: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
`;

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  controlSize?: ControlSize;
}

/** A multi-line text input (Field-aware). */
export function TextArea({ controlSize = 'md', ...props }: TextAreaProps) {
  const merged = useFieldControl(props);
  return <StyledTextArea $size={controlSize} {...merged} />;
}

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

const CheckboxLabel = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 16px;
`;

const CheckboxInput = styled.input`
  flex: none;
  width: 15px;
  height: 15px;
  margin: 0;
  margin-top: 1px;
  accent-color: ${({ theme }) => theme.colors.brand};
  cursor: inherit;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.brand}; outline-offset: 2px; }
`;

const CheckboxText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const CheckboxDescription = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (!ref) return;
  if (typeof ref === 'function') ref(value);
  else (ref as { current: T | null }).current = value;
}

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Visible label (omit only with aria-label, e.g. in a table row). */
  label?: ReactNode;
  /** Secondary text under the label. */
  description?: ReactNode;
  /** The mixed state ("some selected"): shown as a dash, reported as aria-checked=mixed. */
  indeterminate?: boolean;
  className?: string;
}

/** A native checkbox with label, description and indeterminate support. */
export function Checkbox({ label, description, indeterminate = false, className, ref, disabled, ...props }: CheckboxProps) {
  const inner = useRef<HTMLInputElement | null>(null);
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      inner.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const input = <CheckboxInput ref={setRef} type="checkbox" disabled={disabled} {...props} />;
  if (label === undefined && description === undefined) return input;
  return (
    <CheckboxLabel className={className} $disabled={disabled}>
      {input}
      <CheckboxText>
        <span>{label}</span>
        {description ? <CheckboxDescription>{description}</CheckboxDescription> : null}
      </CheckboxText>
    </CheckboxLabel>
  );
}

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
