import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorIcon } from '../icons/icons';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** A vertical form with consistent spacing. `noValidate` by default: the app shows its own Field errors. */
export function Form({ noValidate = true, ...rest }: ComponentPropsWithRef<'form'>) {
  return <StyledForm noValidate={noValidate} {...rest} />;
}

/** Fields side by side; wraps to one column on narrow screens. */
export const FormRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

const ActionsBar = styled.div<{ $align: 'start' | 'end' | 'between' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: ${({ $align }) => ($align === 'start' ? 'flex-start' : $align === 'between' ? 'space-between' : 'flex-end')};
`;

export interface FormActionsProps extends ComponentPropsWithRef<'div'> {
  /** Where the buttons sit (default end). */
  align?: 'start' | 'end' | 'between';
}

/** The button row at the bottom of a form. */
export function FormActions({ align = 'end', ...rest }: FormActionsProps) {
  return <ActionsBar $align={align} {...rest} />;
}

const ErrorBox = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.errorSoft};
  color: ${({ theme }) => theme.colors.errorText};
  font-size: ${({ theme }) => theme.fontSizes.md};
  svg { flex: none; margin-top: 1px; }
`;

export interface FormErrorProps {
  /** The form-level error (e.g. a server message); nothing renders when empty. */
  children?: ReactNode;
  className?: string;
}

/** A form-level error message (role=alert). */
export function FormError({ children, className }: FormErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <ErrorBox role="alert" className={className}>
      <ErrorIcon size={15} />
      <div>{children}</div>
    </ErrorBox>
  );
}

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export interface FieldsetProps extends ComponentPropsWithRef<'fieldset'> {
  legend: ReactNode;
}

/** A group of related fields with a legend (e.g. "Placements", a group of checkboxes). */
export function Fieldset({ legend, children, ...rest }: FieldsetProps) {
  return (
    <StyledFieldset {...rest}>
      <Legend>{legend}</Legend>
      {children}
    </StyledFieldset>
  );
}
