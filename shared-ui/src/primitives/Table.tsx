import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ChevronDownIcon, ChevronUpIcon, SortIcon } from '../icons/icons';

export type CellAlign = 'left' | 'center' | 'right';
export type SortDirection = 'asc' | 'desc';

/** Scroll container with a border around a Table (horizontal scroll on narrow screens). */
export const TableContainer = styled.div`
  position: relative;
  width: 100%;
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledTable = styled.table<{ $dense: boolean; $striped: boolean; $stickyHeader: boolean; $hoverable: boolean }>`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-variant-numeric: tabular-nums;
  --cell-py: ${({ $dense }) => ($dense ? '5px' : '8px')};
  --cell-px: ${({ $dense }) => ($dense ? '8px' : '12px')};

  ${({ $stickyHeader, theme }) =>
    $stickyHeader
      ? css`
          thead th { position: sticky; top: 0; z-index: ${theme.zIndices.sticky}; }
        `
      : ''}
  ${({ $striped, theme }) =>
    $striped
      ? css`
          tbody tr:nth-child(even) td { background: ${theme.colors.surfaceAlt}; }
        `
      : ''}
  ${({ $hoverable, theme }) =>
    $hoverable
      ? css`
          tbody tr:hover td { background: ${theme.colors.hover}; }
        `
      : ''}
  tbody tr:last-child td { border-bottom: 0; }
`;

export interface TableProps extends ComponentPropsWithRef<'table'> {
  /** Tighter rows (default true: a data tool). */
  dense?: boolean;
  striped?: boolean;
  /** Header cells stick to the top of the scroll container. */
  stickyHeader?: boolean;
  /** Highlight the row under the pointer (default true). */
  hoverable?: boolean;
}

/** A styled table (the virtualised data table is separate). Use with THead/TBody/Tr/Th/Td. */
export function Table({ dense = true, striped = false, stickyHeader = false, hoverable = true, ...rest }: TableProps) {
  return <StyledTable $dense={dense} $striped={striped} $stickyHeader={stickyHeader} $hoverable={hoverable} {...rest} />;
}

export const THead = styled.thead``;
export const TBody = styled.tbody``;
export const TFoot = styled.tfoot`
  td { font-weight: ${({ theme }) => theme.fontWeights.semibold}; background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const StyledTr = styled.tr`
  &[aria-selected='true'] td { background: ${({ theme }) => theme.colors.selected}; }
`;

export interface TrProps extends ComponentPropsWithRef<'tr'> {
  /** Selected row (highlighted, aria-selected). */
  selected?: boolean;
}

export function Tr({ selected, ...rest }: TrProps) {
  return <StyledTr aria-selected={selected === undefined ? undefined : selected} {...rest} />;
}

const cellCss = css<{ $align: CellAlign; $nowrap: boolean }>`
  padding: var(--cell-py, 8px) var(--cell-px, 12px);
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $nowrap }) => ($nowrap ? 'white-space: nowrap;' : '')}
`;

const StyledTh = styled.th<{ $align: CellAlign; $nowrap: boolean }>`
  ${cellCss}
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

const SortButton = styled.button<{ $align: CellAlign }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  flex-direction: ${({ $align }) => ($align === 'right' ? 'row-reverse' : 'row')};
  &:hover { color: ${({ theme }) => theme.colors.text}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; border-radius: ${({ theme }) => theme.radii.sm}; }
  svg { opacity: 0.75; }
`;

export interface ThProps extends Omit<ComponentPropsWithRef<'th'>, 'align'> {
  align?: CellAlign;
  /** Right-aligned number column. */
  numeric?: boolean;
  nowrap?: boolean;
  /** Current sort of this column (null/undefined = not sorted). Renders aria-sort. */
  sortDirection?: SortDirection | null;
  /** Makes the header a sort button. */
  onSort?: () => void;
  children?: ReactNode;
}

/** A header cell; sortable when `onSort` is given (button inside, aria-sort on the cell). */
export function Th({ align, numeric = false, nowrap = true, sortDirection, onSort, children, scope = 'col', ...rest }: ThProps) {
  const a: CellAlign = align ?? (numeric ? 'right' : 'left');
  const ariaSort = onSort ? (sortDirection === 'asc' ? 'ascending' : sortDirection === 'desc' ? 'descending' : 'none') : undefined;
  return (
    <StyledTh $align={a} $nowrap={nowrap} scope={scope} aria-sort={ariaSort} {...rest}>
      {onSort ? (
        <SortButton type="button" $align={a} onClick={onSort}>
          <span>{children}</span>
          {sortDirection === 'asc' ? (
            <ChevronUpIcon size={12} />
          ) : sortDirection === 'desc' ? (
            <ChevronDownIcon size={12} />
          ) : (
            <SortIcon size={12} />
          )}
        </SortButton>
      ) : (
        children
      )}
    </StyledTh>
  );
}

const StyledTd = styled.td<{ $align: CellAlign; $nowrap: boolean; $muted: boolean }>`
  ${cellCss}
  color: ${({ theme, $muted }) => ($muted ? theme.colors.muted : theme.colors.text)};
`;

export interface TdProps extends Omit<ComponentPropsWithRef<'td'>, 'align'> {
  align?: CellAlign;
  /** Right-aligned number cell. */
  numeric?: boolean;
  nowrap?: boolean;
  muted?: boolean;
}

/** A body cell. */
export function Td({ align, numeric = false, nowrap = false, muted = false, ...rest }: TdProps) {
  return <StyledTd $align={align ?? (numeric ? 'right' : 'left')} $nowrap={nowrap} $muted={muted} {...rest} />;
}
