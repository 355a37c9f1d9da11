// The edge of a resizable column's header: drag it, or focus it and use the arrow keys (Shift for bigger steps);
// a double click or Home gives the column its own width back.
import type { Header } from '@tanstack/react-table';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';

const STEP = 16;
const BIG_STEP = 64;

export function ColumnResizeHandle<T>({ header, name }: { header: Header<T, unknown>; name: string }) {
  const column = header.column;
  const size = header.getSize();
  const min = column.columnDef.minSize ?? 0;
  const max = column.columnDef.maxSize ?? Number.MAX_SAFE_INTEGER;
  const resize = header.getResizeHandler();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const by: Record<string, number> = { ArrowLeft: -step, ArrowDown: -step, ArrowRight: step, ArrowUp: step };
    if (event.key === 'Home') {
      event.preventDefault();
      column.resetSize();
    } else if (event.key in by) {
      event.preventDefault();
      const width = Math.max(min, Math.min(max, size + by[event.key]!));
      header.getContext().table.setColumnSizing((current) => ({ ...current, [column.id]: width }));
    }
  };

  return (
    <Handle
      role="separator"
      aria-orientation="vertical"
      aria-label={`Width of ${name}`}
      aria-valuenow={size}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuetext={`${size} pixels`}
      tabIndex={0}
      data-resizing={column.getIsResizing() || undefined}
      onMouseDown={resize}
      onTouchStart={resize}
      onDoubleClick={() => column.resetSize()}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={onKeyDown}
    />
  );
}

const Handle = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  width: 8px;
  cursor: col-resize;
  touch-action: none;
  user-select: none;
  &::after {
    content: '';
    position: absolute;
    top: 20%;
    bottom: 20%;
    right: 3px;
    width: 2px;
    border-radius: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
  &:hover::after,
  &[data-resizing]::after,
  &:focus-visible::after {
    top: 0;
    bottom: 0;
    background: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
    outline-offset: -2px;
  }
`;
