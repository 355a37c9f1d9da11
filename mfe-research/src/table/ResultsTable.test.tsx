import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { reachApi } from '../reach/reachApi';
import { renderScreen, toasts } from '../testing/render';
import { ResultsTable } from './ResultsTable';
import type { ResearchRow } from './rows';
import { reach, row } from './testRows';

function Harness({ initial }: { initial: ResearchRow[] }) {
  const [rows, setRows] = useState(initial);
  return <ResultsTable rows={rows} onRowsChange={setRows} canSave={false} />;
}

const rowsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => row(String(i + 1), { name: `Interest ${i + 1}`, audience_size: (i + 1) * 1000, type: i % 2 ? 'behaviors' : 'interests' }));

const bodyRows = () => screen.getAllByRole('row').slice(1);
const names = () => bodyRows().map((r) => within(r).getAllByRole('cell')[2]!.textContent);

afterEach(() => jest.restoreAllMocks());

test('renders only the rows in view, even for 5,000 rows', () => {
  renderScreen(<Harness initial={rowsOf(5000)} />);
  fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '0' } });
  expect(screen.getByText('5,000 of 5,000 shown')).toBeInTheDocument();
  expect(bodyRows().length).toBeLessThan(40);
  const viewport = screen.getByTestId('results-viewport');
  act(() => {
    viewport.scrollTop = 40 * 2500;
    fireEvent.scroll(viewport);
  });
  expect(names()).toContain('Interest 2501interests');
});

test('a new result set starts at its top, while estimates filling in the same rows keep the place', () => {
  const handle: { replace?: (rows: ResearchRow[]) => void } = {};
  function Swappable() {
    const [rows, setRows] = useState(rowsOf(5000));
    useEffect(() => {
      handle.replace = setRows;
    }, []);
    return <ResultsTable rows={rows} onRowsChange={setRows} canSave={false} />;
  }
  const replaceRows = (rows: ResearchRow[]) => handle.replace!(rows);
  renderScreen(<Swappable />);
  fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '0' } });
  const viewport = screen.getByTestId('results-viewport');
  const scrollTo = (top: number) =>
    act(() => {
      viewport.scrollTop = top;
      fireEvent.scroll(viewport);
    });
  scrollTo(40 * 2500);
  act(() => replaceRows(rowsOf(5000).map((r) => ({ ...r, reach: reach(1000) }))));
  expect(names()).toContain('Interest 2501interests');

  act(() => replaceRows(rowsOf(3000).map((r) => ({ ...r, id: `new-${r.id}`, name: `New ${r.name}` }))));
  expect(names()[0]).toBe('New Interest 1interests');
});

test('pages 100 rows at a time', async () => {
  renderScreen(<Harness initial={rowsOf(250)} />);
  expect(screen.getByText('Rows 1–100 of 250')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Rows 101–200 of 250')).toBeInTheDocument();
});

test('a header click sorts; a second click reverses', async () => {
  renderScreen(<Harness initial={rowsOf(3)} />);
  await userEvent.click(screen.getByRole('button', { name: 'Audience size' }));
  expect(names()[0]).toMatch(/^Interest 3/);
  expect(screen.getByRole('columnheader', { name: /Audience size/ })).toHaveAttribute('aria-sort', 'descending');
  await userEvent.click(screen.getByRole('button', { name: /Audience size/ }));
  expect(names()[0]).toMatch(/^Interest 1/);
});

test('shift-click selects a range; select all takes only the filtered rows', async () => {
  const user = userEvent.setup();
  renderScreen(<Harness initial={rowsOf(10)} />);
  await user.click(screen.getByRole('checkbox', { name: 'Select Interest 2' }));
  await user.keyboard('{Shift>}');
  await user.click(screen.getByRole('checkbox', { name: 'Select Interest 6' }));
  await user.keyboard('{/Shift}');
  expect(screen.getByText('5 selected')).toBeInTheDocument();
  for (const n of [2, 3, 4, 5, 6]) expect(screen.getByRole('checkbox', { name: `Select Interest ${n}` })).toBeChecked();

  await user.click(screen.getByRole('checkbox', { name: 'Select Interest 2' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Interest 3' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Interest 4' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Interest 5' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Interest 6' }));
  expect(screen.getByText('0 selected')).toBeInTheDocument();

  fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'behaviors' } });
  await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
  expect(screen.getByText('5 selected')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'all' } });
  expect(screen.getByRole('checkbox', { name: 'Select Interest 1' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Select Interest 2' })).toBeChecked();
});

test('text filter contains / not-contains', () => {
  renderScreen(<Harness initial={[row('1', { name: 'Yoga' }), row('2', { name: 'Pilates' })]} />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Filter results' }), { target: { value: 'yog' } });
  expect(names()).toEqual(['Yogainterests']);
  fireEvent.change(screen.getByRole('combobox', { name: 'Text filter mode' }), { target: { value: 'not-contains' } });
  expect(names()).toEqual(['Pilatesinterests']);
});

test('Estimate reach fills the reach columns with the SPEC §5 range', async () => {
  const spy = jest.spyOn(reachApi, 'estimateReach').mockResolvedValue(new Map([['1', reach(100_000, 2000)]]));
  renderScreen(<Harness initial={[row('1', { name: 'Yoga' }), row('2', { name: 'Pilates' })]} />);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Yoga' }));
  await userEvent.click(screen.getByRole('button', { name: 'Estimate reach' }));
  expect(await screen.findByText('50K – 250K')).toBeInTheDocument();
  expect(screen.getByText('1K – 5K')).toBeInTheDocument();
  expect(spy).toHaveBeenCalledWith(expect.objectContaining({ adAccount: 'act_1', items: [expect.objectContaining({ id: '1' })] }));
});

test('a reach failure shows its message as an error toast', async () => {
  jest.spyOn(reachApi, 'estimateReach').mockRejectedValue(new Error('Batch result not found'));
  renderScreen(<Harness initial={[row('1', { name: 'Yoga' })]} />);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Yoga' }));
  await userEvent.click(screen.getByRole('button', { name: 'Estimate reach' }));
  await screen.findByRole('button', { name: 'Estimate reach' });
  await act(async () => undefined);
  expect(toasts()).toEqual([expect.objectContaining({ type: 'error', message: 'Batch result not found' })]);
});

test('Overlap compares the selection with the other rows; ≤ 1000 shows none', async () => {
  const spy = jest.spyOn(reachApi, 'estimateOverlap').mockResolvedValue(
    new Map([
      ['2', { overlap: 900, percent_comparison: 1, percent_selected: 2 }],
      ['3', { overlap: 250_000, percent_comparison: 12.5, percent_selected: 40 }],
    ]),
  );
  renderScreen(<Harness initial={[row('1', { name: 'Yoga' }), row('2', { name: 'Pilates' }), row('3', { name: 'Running' })]} />);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Yoga' }));
  await userEvent.click(screen.getByRole('button', { name: 'Overlap' }));
  expect(await screen.findByText('250K')).toBeInTheDocument();
  expect(screen.getByText('none')).toBeInTheDocument();
  expect(screen.getByText('12.50%')).toBeInTheDocument();
  expect(screen.getByText('40.00%')).toBeInTheDocument();
  expect(spy.mock.calls[0]![0].selected.map((r) => r.id)).toEqual(['1']);
  expect(spy.mock.calls[0]![0].comparisons.map((r) => r.id)).toEqual(['2', '3']);
});
