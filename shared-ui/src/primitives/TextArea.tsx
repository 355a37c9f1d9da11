import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlCss, type ControlSize } from './controlCss';
import { useFieldControl } from './Field';

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
