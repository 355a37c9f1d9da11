import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { DataTable } from './DataTable';
import type { ColumnDef } from './index';
import { useDataTable } from './useDataTable';

interface Item {
  id: string;
  name: string;
  size: number;
  slices?: Item[];
}

const columns: ColumnDef<Item>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name', size: 160, meta: { grow: true, required: true } },
  {
    id: 'size',
    accessorFn: (row) => row.size,
    header: 'Size',
    size: 80,
    meta: { numeric: true },
    footer: ({ table }) => `Total ${table.getFilteredRowModel().rows.reduce((sum, row) => sum + row.original.size, 0)}`,
  },
];

const slice = (parent: string, label: string, size: number): Item => ({ id: `${parent}-${label}`, name: label, size });
const DATA: Item[] = [
  { id: 'a', name: 'Alpha', size: 30, slices: [slice('a', '18-24', 10), slice('a', '25-34', 20)] },
  { id: 'b', name: 'Beta', size: 50, slices: [slice('b', '18-24', 45), slice('b', '25-34', 5)] },
  { id: 'c', name: 'Gamma', size: 5 },
];

function Tree({ data = DATA, keepRowOrder = false, orderKey }: { data?: Item[]; keepRowOrder?: boolean; orderKey?: string }) {
  const state = useDataTable({ data, columns, getRowId: (row) => row.id, getSubRows: (row) => row.slices, keepRowOrder, orderKey });
  return (
    <>
      <output aria-label="Selected">{state.selected.map((row) => row.id).join(',')}</output>
      <button type="button" onClick={() => state.setAllExpanded(!state.allExpanded)}>
        {state.allExpanded ? 'Collapse all' : 'Expand all'}
      </button>
      {state.orderChanged && (
        <button type="button" onClick={state.resort}>
          Re-sort
        </button>
      )}
      <DataTable
        state={state}
        label="Items"
        selectable
        rowLabel={(row) => `Select ${row.name}`}
        expandLabel={(row, open) => `${open ? 'Hide' : 'Show'} the slices of ${row.name}`}
        maxHeight={400}
        data-testid="viewport"
      />
    </>
  );
}

const grid = () => screen.getByRole('treegrid', { name: 'Items' });
const bodyRows = () => within(grid()).getAllByRole('row').filter((row) => row.hasAttribute('data-row-id'));
const names = () => bodyRows().map((row) => within(row).getAllByRole('gridcell')[1]!.textContent);
const rowNamed = (name: string) => bodyRows().find((row) => within(row).getAllByRole('gridcell')[1]!.textContent === name)!;
const selectedIds = () => screen.getByRole('status', { hidden: true, name: 'Selected' }).textContent;

describe('DataTable sub-rows', () => {
  test('a row with sub-rows is a tree grid row with a button that shows and hides them', async () => {
    const user = userEvent.setup();
    renderUi(<Tree />);
    expect(names()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(rowNamed('Alpha')).toHaveAttribute('aria-expanded', 'false');
    expect(rowNamed('Alpha')).toHaveAttribute('aria-level', '1');
    expect(rowNamed('Gamma')).not.toHaveAttribute('aria-expanded');
    const show = screen.getByRole('button', { name: 'Show the slices of Alpha' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(names()).toEqual(['Alpha', '18-24', '25-34', 'Beta', 'Gamma']);
    expect(rowNamed('18-24')).toHaveAttribute('aria-level', '2');
    expect(screen.getByRole('button', { name: 'Hide the slices of Alpha' })).toHaveAttribute('aria-expanded', 'true');
    // Opening a row's slices does not select it.
    expect(selectedIds()).toBe('');
    await user.click(screen.getByRole('button', { name: 'Hide the slices of Alpha' }));
    expect(names()).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  test('expand all and collapse all; totals count the parent rows only', async () => {
    const user = userEvent.setup();
    renderUi(<Tree />);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(names()).toEqual(['Alpha', '18-24', '25-34', 'Beta', '18-24', '25-34', 'Gamma']);
    expect(within(grid()).getAllByRole('row').at(-1)).toHaveTextContent('Total 85');
    expect(grid()).toHaveAttribute('aria-rowcount', String(7 + 2));
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(names()).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  test('ArrowRight opens a row and then moves into it; ArrowLeft goes back to the parent and closes it', async () => {
    const user = userEvent.setup();
    renderUi(<Tree />);
    act(() => rowNamed('Alpha').focus());
    await user.keyboard('{ArrowRight}');
    expect(rowNamed('Alpha')).toHaveAttribute('aria-expanded', 'true');
    expect(rowNamed('Alpha')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(bodyRows()[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(bodyRows()[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(rowNamed('Alpha')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(rowNamed('Alpha')).toHaveAttribute('aria-expanded', 'false');
    expect(names()).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  test('only parent rows select: sub-rows have no checkbox, ignore clicks and Space, and select all takes the parents', async () => {
    const user = userEvent.setup();
    renderUi(<Tree />);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(within(grid()).getAllByRole('checkbox')).toHaveLength(4);
    await user.click(within(rowNamed('Beta')).getAllByRole('gridcell')[2]!);
    expect(selectedIds()).toBe('b');
    const sub = bodyRows()[1]!;
    expect(sub).not.toHaveAttribute('aria-selected');
    await user.click(within(sub).getAllByRole('gridcell')[2]!);
    act(() => sub.focus());
    await user.keyboard(' ');
    expect(selectedIds()).toBe('b');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(selectedIds()).toBe('a,b,c');
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
  });

  test('sub-rows sort among themselves under their parent', async () => {
    const user = userEvent.setup();
    renderUi(<Tree />);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    await user.click(screen.getByRole('button', { name: 'Size' }));
    expect(names()).toEqual(['Beta', '18-24', '25-34', 'Alpha', '25-34', '18-24', 'Gamma']);
  });

  test('with hundreds of expanded rows only those in view are rendered, and scrolling brings later ones', () => {
    const many = Array.from({ length: 400 }, (_, i) => ({ id: `p${i}`, name: `Parent ${i}`, size: i, slices: [slice(`p${i}`, `Slice ${i}`, 1)] }));
    renderUi(<Tree data={many} />);
    act(() => screen.getByRole('button', { name: 'Expand all' }).click());
    expect(grid()).toHaveAttribute('aria-rowcount', String(800 + 2));
    expect(bodyRows().length).toBeLessThan(40);
    const viewport = screen.getByTestId('viewport');
    act(() => {
      viewport.scrollTop = 40 * 601;
      viewport.dispatchEvent(new Event('scroll'));
    });
    expect(names()).toContain('Slice 300');
  });

  test('opening a row far down the list keeps the scroll place', () => {
    const many = Array.from({ length: 400 }, (_, i) => ({ id: `p${i}`, name: `Parent ${i}`, size: i, slices: [slice(`p${i}`, `Slice ${i}`, 1)] }));
    renderUi(<Tree data={many} />);
    const viewport = screen.getByTestId('viewport');
    act(() => {
      viewport.scrollTop = 40 * 300;
      viewport.dispatchEvent(new Event('scroll'));
    });
    act(() => screen.getByRole('button', { name: 'Show the slices of Parent 305' }).click());
    expect(names()).toContain('Slice 305');
    expect(viewport.scrollTop).toBe(40 * 300);
  });

  test('an expanded tree grid has no serious accessibility violations', async () => {
    renderUi(<Tree />);
    act(() => screen.getByRole('button', { name: 'Expand all' }).click());
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('DataTable keepRowOrder', () => {
  const rows = (sizes: Record<string, number>): Item[] => Object.entries(sizes).map(([id, size]) => ({ id, name: id.toUpperCase(), size }));

  function Sorted({ data, orderKey }: { data: Item[]; orderKey?: string }) {
    const state = useDataTable({ data, columns, getRowId: (row) => row.id, keepRowOrder: true, orderKey, initialSorting: [{ id: 'size', desc: true }] });
    return (
      <>
        {state.orderChanged && (
          <button type="button" onClick={state.resort}>
            Re-sort
          </button>
        )}
        <DataTable state={state} label="Items" maxHeight={400} />
      </>
    );
  }
  const plainNames = () =>
    within(screen.getByRole('grid', { name: 'Items' }))
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-row-id'))
      .map((row) => within(row).getAllByRole('gridcell')[0]!.textContent);

  test('a row whose value changes stays in place until the user re-sorts; then the order is the sort\'s', async () => {
    const user = userEvent.setup();
    const { rerender } = renderUi(<Sorted data={rows({ a: 3, b: 2, c: 1 })} />);
    expect(plainNames()).toEqual(['A', 'B', 'C']);
    expect(screen.queryByRole('button', { name: 'Re-sort' })).not.toBeInTheDocument();
    rerender(<Sorted data={rows({ a: 0, b: 2, c: 1 })} />);
    expect(plainNames()).toEqual(['A', 'B', 'C']);
    await user.click(screen.getByRole('button', { name: 'Re-sort' }));
    expect(plainNames()).toEqual(['B', 'C', 'A']);
    expect(screen.queryByRole('button', { name: 'Re-sort' })).not.toBeInTheDocument();
  });

  test('rows that arrive later go to the end; rows that leave are gone; a header click sorts afresh', async () => {
    const user = userEvent.setup();
    const { rerender } = renderUi(<Sorted data={rows({ a: 3, b: 2 })} />);
    rerender(<Sorted data={rows({ a: 3, c: 9, d: 1 })} />);
    expect(plainNames()).toEqual(['A', 'C', 'D']);
    expect(screen.getByRole('button', { name: 'Re-sort' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Size' }));
    expect(plainNames()).toEqual(['D', 'A', 'C']);
  });

  test('a sort set from outside (a saved view applied) orders the rows afresh', () => {
    function Controlled({ data, desc }: { data: Item[]; desc: boolean }) {
      const state = useDataTable({ data, columns, getRowId: (row) => row.id, keepRowOrder: true, sorting: [{ id: 'size', desc }] });
      return <DataTable state={state} label="Items" maxHeight={400} />;
    }
    const { rerender } = renderUi(<Controlled data={rows({ a: 3, b: 2 })} desc />);
    rerender(<Controlled data={rows({ a: 1, b: 2 })} desc />);
    expect(plainNames()).toEqual(['A', 'B']);
    rerender(<Controlled data={rows({ a: 1, b: 2 })} desc={false} />);
    expect(plainNames()).toEqual(['A', 'B']);
    rerender(<Controlled data={rows({ a: 1, b: 2 })} desc />);
    expect(plainNames()).toEqual(['B', 'A']);
  });

  test('a new order key (other filters, a refresh) shows the sort\'s order', () => {
    const { rerender } = renderUi(<Sorted data={rows({ a: 3, b: 2 })} orderKey="1" />);
    rerender(<Sorted data={rows({ a: 1, b: 2 })} orderKey="1" />);
    expect(plainNames()).toEqual(['A', 'B']);
    rerender(<Sorted data={rows({ a: 1, b: 2 })} orderKey="2" />);
    expect(plainNames()).toEqual(['B', 'A']);
  });
});
