// The grid's rows and cells as styled parts, shared by the header, the body rows and the totals row.
import styled from 'styled-components';

export const GridRow = styled.div`
  display: grid;
  grid-template-columns: var(--dt-columns);
  min-height: var(--dt-row-height);
`;

export const BodyRow = styled(GridRow)<{ $selected: boolean }>`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  height: var(--dt-row-height);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.selected : theme.colors.surface)};
  cursor: default;
  &:hover { background: ${({ theme, $selected }) => ($selected ? theme.colors.selected : theme.colors.hover)}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.brand}; outline-offset: -2px; }
  &[data-tone='warning'] { box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.warning}; }
  &[data-tone='error'] { box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.error}; }
  &[data-depth='1'] { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  & > [role='gridcell'] { background: inherit; }
`;

const cellCss = `
  display: flex;
  align-items: center;
  min-width: 0;
  padding: 0 8px;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const Cell = styled.div<{ $numeric?: boolean }>`
  ${cellCss}
  justify-content: ${({ $numeric }) => ($numeric ? 'flex-end' : 'flex-start')};
`;

export const ExpandSlot = styled.span`
  display: inline-flex;
  flex: none;
  width: 24px;
  margin-right: 4px;
`;

export const ExpandButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.hover}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.brand}; }
`;

/** A right-pointing triangle that turns down when the row is open. */
export const Chevron = styled.span<{ $open: boolean }>`
  display: inline-block;
  width: 0;
  height: 0;
  border-top: 5px solid transparent;
  border-bottom: 5px solid transparent;
  border-left: 6px solid currentColor;
  transform: rotate(${({ $open }) => ($open ? 90 : 0)}deg);
  transition: transform 0.12s;
`;
