import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { seriousViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { DataTable } from './DataTable';
import type { ColumnDef, SortingState } from './index';
import { useDataTable } from './useDataTable';

interface Item {
  id: string;
  name: string;
  size: number;
}

const columns: ColumnDef<Item>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name', size: 160, meta: { grow: true } },
  { id: 'size', accessorKey: 'size', header: 'Size', size: 80, meta: { numeric: true } },
];
const data: Item[] = [
  { id: '1', name: 'Apple', size: 10 },
  { id: '2', name: 'Pear', size: 30 },
];

function Harness({ resizable, onSizing, onSorting }: { resizable: boolean; onSizing?: (s: Record<string, number>) => void; onSorting?: (s: SortingState) => void }) {
  const [sizing, setSizing] = useState<Record<string, number>>({ size: 100 });
  const [sorting, setSorting] = useState<SortingState>([{ id: 'size', desc: true }]);
  const state = useDataTable({
    data,
    columns,
    getRowId: (i) => i.id,
    sorting,
    onSortingChange: (next) => {
      setSorting(next);
      onSorting?.(next);
    },
    ...(resizable
      ? {
          columnSizing: sizing,
          onColumnSizingChange: (next: Record<string, number>) => {
            setSizing(next);
            onSizing?.(next);
          },
        }
      : {}),
  });
  return <DataTable state={state} label="Items" />;
}

const template = () => (screen.getByRole('grid') as HTMLElement).style.getPropertyValue('--dt-columns');

test('a resizable column starts at its stored width and changes with the arrow keys (Shift for bigger steps), never below the minimum', async () => {
  const onSizing = jest.fn();
  renderUi(<Harness resizable onSizing={onSizing} />);
  const edge = screen.getByRole('separator', { name: 'Width of Size' });
  expect(edge).toHaveAttribute('aria-valuenow', '100');
  expect(template()).toBe('minmax(160px, 1fr) 100px');
  edge.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(onSizing).toHaveBeenLastCalledWith({ size: 116 });
  await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
  expect(onSizing).toHaveBeenLastCalledWith({ size: 52 });
  await userEvent.keyboard('{ArrowLeft}');
  expect(onSizing).toHaveBeenLastCalledWith({ size: 48 });
  expect(template()).toBe('minmax(160px, 1fr) 48px');
  // Home gives the column its own width back.
  await userEvent.keyboard('{Home}');
  expect(template()).toBe('minmax(160px, 1fr) 80px');
});

test('resizing does not sort; the sort is controlled by the caller', async () => {
  const onSorting = jest.fn();
  renderUi(<Harness resizable onSorting={onSorting} />);
  expect(screen.getAllByRole('row')[1]).toHaveTextContent('Pear');
  fireEvent.click(screen.getByRole('separator', { name: 'Width of Size' }));
  expect(onSorting).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: /Size/ }));
  expect(onSorting).toHaveBeenLastCalledWith([{ id: 'size', desc: false }]);
  expect(screen.getAllByRole('row')[1]).toHaveTextContent('Apple');
});

test('without a sizing handler there are no handles; with them the header passes axe', async () => {
  const { unmount } = renderUi(<Harness resizable={false} />);
  expect(screen.queryByRole('separator')).not.toBeInTheDocument();
  unmount();
  const { container } = renderUi(<Harness resizable />);
  expect(await seriousViolations(container)).toEqual([]);
});
