import type { ComponentPropsWithRef, CSSProperties } from 'react';
import styled from 'styled-components';
import type { SasarTheme } from '../theme/theme';

export type SpaceToken = keyof SasarTheme['space'];

const StackDiv = styled.div<{ $gap: SpaceToken; $align?: CSSProperties['alignItems'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  ${({ $align }) => ($align ? `align-items: ${$align};` : '')}
  min-width: 0;
`;

export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** Space between children (theme.space key, default md). */
  gap?: SpaceToken;
  align?: CSSProperties['alignItems'];
}

/** Children in a column with even gaps. */
export function Stack({ gap = 'md', align, ...rest }: StackProps) {
  return <StackDiv $gap={gap} $align={align} {...rest} />;
}

const InlineDiv = styled.div<{
  $gap: SpaceToken;
  $align: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: row;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => $align};
  ${({ $justify }) => ($justify ? `justify-content: ${$justify};` : '')}
  min-width: 0;
`;

export interface InlineProps extends ComponentPropsWithRef<'div'> {
  /** Space between children (default sm). */
  gap?: SpaceToken;
  /** align-items (default center). */
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  /** Wrap onto several lines (default true). */
  wrap?: boolean;
}

/** Children in a row (toolbars, filter bars), wrapping by default. */
export function Inline({ gap = 'sm', align = 'center', justify, wrap = true, ...rest }: InlineProps) {
  return <InlineDiv $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest} />;
}
