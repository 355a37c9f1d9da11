import { createContext, useContext, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorIcon } from '../icons/icons';

/** Props a Field hands to its control (also passed to a render-prop child). */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

const FieldContext = createContext<FieldControlProps | null>(null);

function joinIds(...ids: (string | undefined | false)[]): string | undefined {
  const out = ids.filter(Boolean).join(' ');
  return out === '' ? undefined : out;
}

interface OwnControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  required?: boolean;
}

/**
 * Merge a control's own props with the surrounding Field's (id, aria-describedby, aria-invalid, required).
 * TextInput, PasswordInput, Select and TextArea use it, so they wire up inside a Field automatically.
 */
export function useFieldControl<P extends OwnControlProps>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': joinIds(field['aria-describedby'], props['aria-describedby']),
    'aria-invalid': props['aria-invalid'] ?? field['aria-invalid'],
    required: props.required ?? field.required,
  };
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.error};
  margin-left: 2px;
`;

const Hint = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.errorText};
`;

export interface FieldProps {
  /** Visible label, linked to the control. */
  label: ReactNode;
  /** Help text under the control (aria-describedby). */
  hint?: ReactNode;
  /** Error message: marks the control aria-invalid and describes it. */
  error?: ReactNode;
  /** Shows a required mark and sets `required` on the control. */
  required?: boolean;
  /** Control id (default: generated). */
  id?: string;
  className?: string;
  /** The control — a shared-ui input (wired through context) or a render function receiving the control props. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/** A labelled form field: label, control, hint and error message, with the accessibility wiring done. */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const errorId = hasError ? `${controlId}-error` : undefined;
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': joinIds(errorId, hintId),
    'aria-invalid': hasError ? true : undefined,
    required: required || undefined,
  };
  return (
    <Wrapper className={className}>
      <FieldLabel htmlFor={controlId}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </FieldLabel>
      <FieldContext.Provider value={control}>{typeof children === 'function' ? children(control) : children}</FieldContext.Provider>
      {hasError ? (
        <ErrorText id={errorId}>
          <ErrorIcon size={14} />
          <span>{error}</span>
        </ErrorText>
      ) : null}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </Wrapper>
  );
}
