// What the grid writes when something changes: rows that did not change stay as they are, rebuilt column definitions
// update cells in place, and with `reuseRows` a sort writes into the rows in view; state keyed by its row never shows on
// another row, and focus follows its row.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { renderUi } from '../testing/render';
import { DataTable } from './DataTable';
import type { ColumnDef, SortingState } from './index';
import { naturalText } from './sorting';
import { useDataTable } from './useDataTable';

interface Item {
  id: string;
  name: string;
  size: number;
}

const items = (n: number): Item[] => Array.from({ length: n }, (_, i) => ({ id: String(i + 1), name: `Item ${i + 1}`, size: (i + 1) * 10 }));

/** Cell renders per row id since the last reset. */
let renders: Record<string, number> = {};
/** Probe components mounted since the last reset. */
let mounts = 0;

function Probe({ text }: { text: string }) {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <span>{text}</span>;
}

/** Keeps a state of its own (like an open dialog or a pending write): must stay with its row. */
function Pin({ name }: { name: string }) {
  const [pinned, setPinned] = useState(false);
  return (
    <button type="button" aria-pressed={pinned} aria-label={`Pin ${name}`} onClick={() => setPinned(true)}>
      {pinned ? 'pinned' : 'pin'}
    </button>
  );
}

function columnsWith(prefix: string): ColumnDef<Item>[] {
  return [
    {
      id: 'name',
      accessorKey: 'name',
      header: 'Name',
      sortingFn: naturalText,
      cell: ({ row }) => {
        renders[row.original.id] = (renders[row.original.id] ?? 0) + 1;
        return <Probe text={`${prefix}${row.original.name}`} />;
      },
    },
    { id: 'pin', header: 'Pin', enableSorting: false, cell: ({ row }) => <Pin key={row.original.id} name={row.original.name} /> },
    { id: 'size', accessorKey: 'size', header: 'Size', meta: { numeric: true } },
  ];
}

function Harness({ data, prefix = '', sorting, reuseRows = false }: { data: Item[]; prefix?: string; sorting?: SortingState; reuseRows?: boolean }) {
  const [columns, setColumns] = useState({ prefix, list: columnsWith(prefix) });
  if (columns.prefix !== prefix) setColumns({ prefix, list: columnsWith(prefix) });
  const state = useDataTable({ data, columns: columns.list, getRowId: (row) => row.id, sorting });
  return <DataTable state={state} label="Items" selectable rowLabel={(row) => `Select ${row.name}`} maxHeight={400} reuseRows={reuseRows} />;
}

const grid = () => screen.getByRole('grid', { name: 'Items' });
const bodyRows = () => within(grid()).getAllByRole('row').filter((row) => row.hasAttribute('data-row-id'));
const names = () => bodyRows().map((row) => within(row).getAllByRole('gridcell')[1]!.textContent);
const rowOf = (name: string) => bodyRows().find((row) => within(row).getAllByRole('gridcell')[1]!.textContent === name)!;

beforeEach(() => {
  renders = {};
  mounts = 0;
});

test('selecting a row renders that row again (and the one the Tab stop left), not the others; rows added below leave the rows in view alone', async () => {
  const user = userEvent.setup();
  const data = items(5);
  const { rerender } = renderUi(<Harness data={data} />);
  await user.click(screen.getByRole('checkbox', { name: 'Select Item 2' }));
  renders = {};
  await user.click(screen.getByRole('checkbox', { name: 'Select Item 4' }));
  expect(screen.getByRole('checkbox', { name: 'Select Item 4' })).toBeChecked();
  expect(renders).toEqual({ '2': 1, '4': 1 });

  renders = {};
  rerender(<Harness data={[...data, ...items(7).slice(5)]} />);
  expect(names()).toEqual(['Item 1', 'Item 2', 'Item 3', 'Item 4', 'Item 5', 'Item 6', 'Item 7']);
  expect(renders).toEqual({ '6': 1, '7': 1 });
});

test('columns built again (new closures) update their cells in place: nothing is mounted again', () => {
  const { rerender } = renderUi(<Harness data={items(4)} />);
  expect(mounts).toBe(4);
  rerender(<Harness data={items(4)} prefix="→ " />);
  expect(names()).toEqual(['→ Item 1', '→ Item 2', '→ Item 3', '→ Item 4']);
  expect(mounts).toBe(4);
});

test('with reuseRows a sort writes the new order into the same row elements; state keyed by its row never shows on another row', async () => {
  const user = userEvent.setup();
  renderUi(<Harness data={items(4)} reuseRows />);
  const first = bodyRows()[0];
  await user.click(screen.getByRole('button', { name: 'Pin Item 1' }));
  expect(screen.getByRole('button', { name: 'Pin Item 1' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'Size' }));
  expect(names()).toEqual(['Item 4', 'Item 3', 'Item 2', 'Item 1']);
  expect(bodyRows()[0]).toBe(first);
  expect(first).toHaveAttribute('data-row-id', '4');
  // The element that showed Item 1 (pinned) shows Item 4 now, not pinned.
  expect(within(first!).getByRole('button', { name: 'Pin Item 4' })).toHaveAttribute('aria-pressed', 'false');
  expect(within(bodyRows()[3]!).getByRole('checkbox')).toHaveAccessibleName('Select Item 1');
});

test('with reuseRows focus stays on its row when another sort (a saved view applied) moves it', () => {
  const { rerender } = renderUi(<Harness data={items(4)} reuseRows sorting={[]} />);
  act(() => rowOf('Item 2').focus());
  rerender(<Harness data={items(4)} reuseRows sorting={[{ id: 'size', desc: true }]} />);
  expect(names()).toEqual(['Item 4', 'Item 3', 'Item 2', 'Item 1']);
  expect(document.activeElement).toBe(rowOf('Item 2'));
  expect(document.activeElement).toHaveAttribute('tabindex', '0');
});

test('naturalText orders names as people read them: numbers by value, without regard to case or accents', () => {
  const row = (name: string) => ({ getValue: () => name }) as unknown as Parameters<typeof naturalText>[0];
  const sorted = ['Ad 10', 'ad 3', 'Éclair', 'Ad 2', 'eclair', 'Zebra'].sort((a, b) => naturalText(row(a), row(b), 'name'));
  expect(sorted).toEqual(['Ad 2', 'ad 3', 'Ad 10', 'Éclair', 'eclair', 'Zebra']);
});
