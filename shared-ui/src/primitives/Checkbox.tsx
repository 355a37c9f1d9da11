import { useCallback, useEffect, useRef, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';

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
