import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { seriousViolations } from '../testing/axe';
import { renderUi } from '../testing/render';
import { ColumnChooser } from './ColumnChooser';
import { DataTable } from './DataTable';
import type { ColumnDef, ColumnFiltersState, ColumnPreset, ColumnSettings } from './index';
import { useDataTable } from './useDataTable';

interface Item {
  id: string;
  name: string;
  kind: 'fruit' | 'veg';
  size?: number;
}

const columns: ColumnDef<Item>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name', size: 160, meta: { grow: true, required: true } },
  { id: 'kind', accessorKey: 'kind', header: 'Kind', size: 80, filterFn: 'equalsString', enableGlobalFilter: false },
  {
    id: 'size',
    accessorFn: (row) => row.size,
    header: 'Size',
    size: 80,
    meta: { numeric: true },
    enableGlobalFilter: false,
    footer: ({ table }) => `Total ${table.getFilteredRowModel().rows.reduce((sum, row) => sum + (row.original.size ?? 0), 0)}`,
  },
];

const items = (n: number): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: String(i + 1), name: `Item ${i + 1}`, kind: i % 2 ? 'veg' : 'fruit', size: i === 2 ? undefined : (i + 1) * 10 }));

interface HarnessProps {
  data: Item[];
  filters?: ColumnFiltersState;
  search?: string;
  pageSize?: number;
  presets?: ColumnPreset[];
  onSettings?: (settings: ColumnSettings) => void;
  empty?: boolean;
}

function Harness({ data, filters, search, pageSize, presets, onSettings, empty }: HarnessProps) {
  const [kind, setKind] = useState<string>('');
  const state = useDataTable({
    data: empty ? [] : data,
    columns,
    getRowId: (row) => row.id,
    columnFilters: filters ?? (kind ? [{ id: 'kind', value: kind }] : []),
    globalFilter: search,
    pageSize,
    onColumnSettingsChange: onSettings,
  });
  return (
    <>
      <select aria-label="Kind" value={kind} onChange={(e) => setKind(e.target.value)}>
        <option value="">any</option>
        <option value="fruit">fruit</option>
        <option value="veg">veg</option>
      </select>
      <ColumnChooser state={state} presets={presets} />
      <output aria-label="Selected">{state.selected.map((row) => row.id).join(',')}</output>
      <DataTable state={state} label="Items" selectable rowLabel={(row) => `Select ${row.name}`} maxHeight={400} emptyMessage="Nothing here" data-testid="viewport" />
    </>
  );
}

const grid = () => screen.getByRole('grid', { name: 'Items' });
const bodyRows = () => within(grid()).getAllByRole('row').filter((row) => row.hasAttribute('data-row-id'));
const names = () => bodyRows().map((row) => within(row).getAllByRole('gridcell')[1]!.textContent);
const selectedIds = () => screen.getByRole('status', { hidden: true, name: 'Selected' }).textContent;

describe('DataTable', () => {
  test('a header click sorts; numbers start largest-first, a second click reverses, rows without a value stay last', async () => {
    const user = userEvent.setup();
    renderUi(<Harness data={items(5)} />);
    await user.click(screen.getByRole('button', { name: 'Size' }));
    expect(names()).toEqual(['Item 5', 'Item 4', 'Item 2', 'Item 1', 'Item 3']);
    expect(screen.getByRole('columnheader', { name: 'Size' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Size' }));
    expect(names()).toEqual(['Item 1', 'Item 2', 'Item 4', 'Item 5', 'Item 3']);
    expect(screen.getByRole('columnheader', { name: 'Size' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()[0]).toBe('Item 1');
  });

  test('column filters and the global filter narrow the rows', () => {
    const { rerender } = renderUi(<Harness data={items(6)} filters={[{ id: 'kind', value: 'veg' }]} />);
    expect(names()).toEqual(['Item 2', 'Item 4', 'Item 6']);
    rerender(<Harness data={items(12)} search="item 1" />);
    expect(names()).toEqual(['Item 1', 'Item 10', 'Item 11', 'Item 12']);
  });

  test('a row click selects it, a second click clears it; shift-click selects the range', async () => {
    const user = userEvent.setup();
    renderUi(<Harness data={items(8)} />);
    await user.click(within(bodyRows()[1]!).getAllByRole('gridcell')[1]!);
    expect(selectedIds()).toBe('2');
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Shift>}');
    await user.click(within(bodyRows()[5]!).getAllByRole('gridcell')[2]!);
    await user.keyboard('{/Shift}');
    expect(selectedIds()).toBe('2,3,4,5,6');
    await user.click(screen.getByRole('checkbox', { name: 'Select Item 4' }));
    expect(selectedIds()).toBe('2,3,5,6');
    await user.click(within(bodyRows()[1]!).getAllByRole('gridcell')[1]!);
    expect(selectedIds()).toBe('3,5,6');
  });

  test('select all takes the filtered rows only; a second click clears them', async () => {
    const user = userEvent.setup();
    renderUi(<Harness data={items(6)} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Item 1' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'veg' } });
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(selectedIds()).toBe('1,2,4,6');
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(selectedIds()).toBe('1');
  });

  test('arrow keys move between rows; Space selects, Shift+arrow extends, Home/End jump', async () => {
    const user = userEvent.setup();
    renderUi(<Harness data={items(6)} />);
    expect(bodyRows().filter((row) => row.tabIndex === 0)).toHaveLength(1);
    act(() => bodyRows()[0]!.focus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(bodyRows()[2]).toHaveFocus();
    expect(bodyRows()[2]).toHaveAttribute('tabindex', '0');
    expect(bodyRows()[0]).toHaveAttribute('tabindex', '-1');
    await user.keyboard(' ');
    expect(selectedIds()).toBe('3');
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(selectedIds()).toBe('3,4,5');
    await user.keyboard('{End}');
    expect(bodyRows().at(-1)).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(bodyRows()[0]).toHaveFocus();
  });

  test('a row focused by a click becomes the tab stop: the arrows go on from it, and Tab out and back returns to it', async () => {
    const user = userEvent.setup();
    renderUi(<Harness data={items(6)} />);
    await user.click(within(bodyRows()[3]!).getAllByRole('gridcell')[2]!);
    expect(bodyRows()[3]).toHaveFocus();
    expect(bodyRows()[3]).toHaveAttribute('tabindex', '0');
    expect(bodyRows().filter((row) => row.tabIndex === 0)).toHaveLength(1);
    await user.keyboard('{ArrowDown}');
    expect(bodyRows()[4]).toHaveFocus();
    // Tab leaves the grid; Shift+Tab comes back to the row last focused, not the first (WAI-ARIA grid pattern).
    await user.tab();
    expect(bodyRows()[4]).not.toHaveFocus();
    await user.tab({ shift: true });
    expect(bodyRows()[4]).toHaveFocus();
  });

  test('renders only the rows in view of 10,000, and scrolling brings later rows in', () => {
    renderUi(<Harness data={items(10_000)} />);
    expect(bodyRows().length).toBeLessThan(40);
    expect(grid()).toHaveAttribute('aria-rowcount', '10002');
    const viewport = screen.getByTestId('viewport');
    act(() => {
      viewport.scrollTop = 40 * 5000;
      fireEvent.scroll(viewport);
    });
    expect(names()).toContain('Item 5001');
    expect(bodyRows().find((row) => row.textContent?.startsWith('Item 5001'))).toHaveAttribute('aria-rowindex', '5002');
  });

  test('pages rows when a page size is given', () => {
    renderUi(<Harness data={items(250)} pageSize={100} />);
    expect(grid()).toHaveAttribute('aria-rowcount', '102');
  });

  test('a totals row sums the filtered rows', () => {
    renderUi(<Harness data={items(4)} filters={[{ id: 'kind', value: 'fruit' }]} />);
    const rows = within(grid()).getAllByRole('row');
    expect(rows.at(-1)).toHaveTextContent('Total 10');
  });

  test('the header and the first data column stay in view (sticky)', () => {
    renderUi(<Harness data={items(3)} />);
    const nameCell = within(bodyRows()[0]!).getAllByRole('gridcell')[1]!;
    expect(nameCell).toHaveStyle({ position: 'sticky', left: '40px' });
    expect(within(bodyRows()[0]!).getAllByRole('gridcell')[2]!).not.toHaveStyle({ position: 'sticky' });
  });

  test('the column chooser hides, shows and reorders columns and reports every change for storing', async () => {
    const user = userEvent.setup();
    const stored: ColumnSettings[] = [];
    renderUi(<Harness data={items(3)} onSettings={(s) => stored.push(s)} />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const panel = screen.getByRole('group', { name: 'Columns' });
    expect(within(panel).getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    await user.click(within(panel).getByRole('checkbox', { name: 'Kind' }));
    expect(screen.queryByRole('columnheader', { name: 'Kind' })).not.toBeInTheDocument();
    expect(stored.at(-1)).toEqual({ order: [], hidden: ['kind'] });
    // The chooser lists hidden columns too: Size passes the hidden Kind, then Name.
    await user.click(within(panel).getByRole('button', { name: 'Move Size up' }));
    await user.click(within(panel).getByRole('button', { name: 'Move Size up' }));
    expect(within(grid()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Size', 'Name']);
    await user.click(within(panel).getByRole('checkbox', { name: 'Kind' }));
    expect(within(grid()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Size', 'Name', 'Kind']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Columns' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus();
  });

  test('a preset switches the columns in one step', async () => {
    const user = userEvent.setup();
    const presets: ColumnPreset[] = [
      { name: 'Everything', settings: { order: [], hidden: [] } },
      { name: 'Names only', settings: { order: ['name'], hidden: ['kind', 'size'] } },
    ];
    renderUi(<Harness data={items(3)} presets={presets} />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('combobox', { name: 'Column preset' })).toHaveValue('Everything');
    fireEvent.change(screen.getByRole('combobox', { name: 'Column preset' }), { target: { value: 'Names only' } });
    expect(within(grid()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Name']);
  });

  test('empty and filled grids have no serious accessibility violations (aria-required-children included)', async () => {
    const { unmount } = renderUi(<Harness data={[]} empty />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
    unmount();
    renderUi(<Harness data={items(5)} />);
    expect(await seriousViolations()).toEqual([]);
  });
});
