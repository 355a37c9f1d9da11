import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { interestsApi } from '../interests/interestsApi';
import { reachApi } from '../reach/reachApi';
import { seriousViolations } from '../testing/axe';
import { answerDeliveryEstimates, opsSent } from '../testing/deliveryEstimates';
import { researchServer } from '../testing/researchServer';
import { renderScreen, toasts } from '../testing/render';
import { ResultsTable } from './ResultsTable';
import { applyPatch, type ResearchRow } from './rows';
import { reach, row } from './testRows';

function Harness({ initial }: { initial: ResearchRow[] }) {
  const [rows, setRows] = useState(initial);
  return <ResultsTable rows={rows} onPatch={(patch) => setRows((current) => applyPatch(current, patch))} canSave={false} />;
}

const rowsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => row(String(i + 1), { name: `Interest ${i + 1}`, audience_size: (i + 1) * 1000, type: i % 2 ? 'behaviors' : 'interests' }));

const grid = () => screen.getByRole('grid', { name: 'Results' });
const bodyRows = () => within(grid()).queryAllByRole('row').filter((r) => r.hasAttribute('data-row-id'));
/** A body row's name, read from its selection box ("Select Yoga"). */
const nameOf = (r: HTMLElement) => within(r).getByRole('checkbox').getAttribute('aria-label')!.replace(/^Select /, '');
const names = () => bodyRows().map(nameOf);
const cellOf = (name: string, column: number) => within(bodyRows().find((r) => nameOf(r) === name)!).getAllByRole('gridcell')[column]!;

/** The CSV a download button hands to the browser. */
async function downloaded(click: () => Promise<void>): Promise<string> {
  let blob: Blob | undefined;
  URL.createObjectURL = jest.fn((b: Blob) => {
    blob = b;
    return 'blob:csv';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await click();
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob!);
  });
  return text.replace(/^\uFEFF/, '');
}

// Whole screens with the data table render slowly in jsdom on a shared 2-core machine.
jest.setTimeout(20_000);

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(interestsApi, 'interestStatus').mockResolvedValue(new Map());
});
afterEach(() => jest.restoreAllMocks());

test('renders only the rows in view, even for 5,000 rows', () => {
  renderScreen(<Harness initial={rowsOf(5000)} />);
  fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '0' } });
  expect(screen.getByText('5,000 of 5,000 shown')).toBeInTheDocument();
  expect(bodyRows().length).toBeLessThan(40);
  const viewport = screen.getByTestId('results-viewport');
  act(() => {
    viewport.scrollTop = 48 * 2500;
    fireEvent.scroll(viewport);
  });
  expect(names()).toContain('Interest 2501');
});

test('a new result set starts at its top, while estimates filling in the same rows keep the place', () => {
  const handle: { replace?: (rows: ResearchRow[]) => void } = {};
  function Swappable() {
    const [rows, setRows] = useState(rowsOf(5000));
    useEffect(() => {
      handle.replace = setRows;
    }, []);
    return <ResultsTable rows={rows} onPatch={(patch) => setRows((current) => applyPatch(current, patch))} canSave={false} />;
  }
  renderScreen(<Swappable />);
  fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '0' } });
  const viewport = screen.getByTestId('results-viewport');
  act(() => {
    viewport.scrollTop = 48 * 2500;
    fireEvent.scroll(viewport);
  });
  act(() => handle.replace!(rowsOf(5000).map((r) => ({ ...r, reach: reach(1000) }))));
  expect(names()).toContain('Interest 2501');
  act(() => handle.replace!(rowsOf(3000).map((r) => ({ ...r, id: `new-${r.id}`, name: `New ${r.name}` }))));
  expect(viewport.scrollTop).toBe(0);
});

test('says the audience size is worldwide — the location filter changes monthly and daily reach, not it', () => {
  renderScreen(<Harness initial={[row('1', { name: 'Yoga', audience_size: 328_900_000, audience_size_lower_bound: 300_000_000, audience_size_upper_bound: 350_000_000 })]} />);
  const header = within(grid()).getByRole('columnheader', { name: /^Audience size/ });
  expect(header).toHaveTextContent(/^Audience size \(worldwide\)/);
  expect(within(header).getByTitle(/before your locations/)).toBeInTheDocument();
  expect(screen.getByTitle(/worldwide$/)).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Audience size (worldwide)' })).toBeInTheDocument();
});

test('pages 100 rows at a time', async () => {
  renderScreen(<Harness initial={rowsOf(250)} />);
  expect(screen.getByText('Rows 1–100 of 250')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Rows 101–200 of 250')).toBeInTheDocument();
});

test('a header click sorts largest-first; a second click reverses', async () => {
  renderScreen(<Harness initial={rowsOf(3)} />);
  await userEvent.click(screen.getByRole('button', { name: 'Audience size (worldwide)' }));
  expect(names()[0]).toBe('Interest 3');
  expect(screen.getByRole('columnheader', { name: /Audience size/ })).toHaveAttribute('aria-sort', 'descending');
  await userEvent.click(screen.getByRole('button', { name: /Audience size/ }));
  expect(names()[0]).toBe('Interest 1');
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

  for (const n of [2, 3, 4, 5, 6]) await user.click(screen.getByRole('checkbox', { name: `Select Interest ${n}` }));
  expect(screen.getByText('0 selected')).toBeInTheDocument();

  fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'behaviors' } });
  await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
  expect(screen.getByText('5 selected')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'all' } });
  expect(screen.getByRole('checkbox', { name: 'Select Interest 1' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Select Interest 2' })).toBeChecked();
}, 20_000);

test('a row click selects it, shift-click on rows takes the range, arrow keys move between rows', async () => {
  const user = userEvent.setup();
  renderScreen(<Harness initial={rowsOf(6)} />);
  await user.click(cellOf('Interest 1', 1));
  expect(screen.getByText('1 selected')).toBeInTheDocument();
  await user.keyboard('{Shift>}');
  await user.click(cellOf('Interest 3', 3));
  await user.keyboard('{/Shift}');
  expect(screen.getByText('3 selected')).toBeInTheDocument();
  expect(bodyRows()[2]).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(bodyRows()[3]).toHaveFocus();
  await user.keyboard(' ');
  expect(screen.getByText('4 selected')).toBeInTheDocument();
});

test('text filter contains / not-contains, on the name and the path', () => {
  renderScreen(<Harness initial={[row('1', { name: 'Yoga' }), row('2', { name: 'Pilates', path: ['Fitness', 'Pilates'] })]} />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Filter results' }), { target: { value: 'yog' } });
  expect(names()).toEqual(['Yoga']);
  fireEvent.change(screen.getByRole('combobox', { name: 'Text filter mode' }), { target: { value: 'not-contains' } });
  expect(names()).toEqual(['Pilates']);
  fireEvent.change(screen.getByRole('textbox', { name: 'Filter results' }), { target: { value: 'fitness' } });
  expect(names()).toEqual(['Yoga']);
});

test('filters that hide every row say so, not that nothing was found', () => {
  renderScreen(<Harness initial={[row('1', { name: 'Yoga' })]} />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Filter results' }), { target: { value: 'zzzz' } });
  expect(names()).toEqual([]);
  expect(screen.getByText('No result matches the filters. Change the type, the size or the filter text above.')).toBeInTheDocument();
  expect(screen.queryByText('No results')).not.toBeInTheDocument();
});

test.each([
  ['lt100k', ['A']],
  ['gt100k', ['B', 'C', 'D']],
  ['100k-1m', ['B']],
  ['gt1m', ['C', 'D']],
  ['1m-10m', ['C']],
  ['gt10m', ['D']],
])('the reach size filter %s', (size, expected) => {
  const sized = [row('1', { name: 'A', audience_size: 50_000 }), row('2', { name: 'B', audience_size: 500_000 }), row('3', { name: 'C', audience_size: 5_000_000 }), row('4', { name: 'D', audience_size: 50_000_000 })];
  renderScreen(<Harness initial={sized} />);
  fireEvent.change(screen.getByRole('combobox', { name: 'Audience size (worldwide)' }), { target: { value: size } });
  expect(names()).toEqual(expected);
});

test('a selection hidden by a filter is named and left out: Export selection takes the visible selected rows', async () => {
  const user = userEvent.setup();
  renderScreen(<Harness initial={rowsOf(4)} />);
  await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
  fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'interests' } });
  expect(screen.getByText('2 selected')).toBeInTheDocument();
  expect(screen.getByText('2 selected rows are hidden by the filters and left out')).toBeInTheDocument();
  const csv = await downloaded(() => user.click(screen.getByRole('button', { name: 'Export selection' })));
  expect(csv.split('\r\n').slice(1, -1).map((line) => line.split(',')[1])).toEqual(['Interest 1', 'Interest 3']);
});

test('Export all shown exports every filtered row, with both reach bounds and the estimate', async () => {
  const user = userEvent.setup();
  const rows = rowsOf(3).map((r, i) => (i === 0 ? { ...r, reach: reach(100_000, 2000) } : r));
  renderScreen(<Harness initial={rows} />);
  fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'interests' } });
  const csv = await downloaded(() => user.click(screen.getByRole('button', { name: 'Export all shown' })));
  const [header, first, second, end] = csv.split('\r\n');
  const field = (line: string, name: string) => line.split(',')[header!.split(',').indexOf(name)];
  expect([field(first!, 'monthly_reach_lower_bound'), field(first!, 'monthly_reach_upper_bound'), field(first!, 'monthly_reach_estimate')]).toEqual(['50000', '250000', '100000']);
  expect(field(second!, 'name')).toBe('Interest 3');
  expect(end).toBe('');
});

test('Estimate reach fills the reach columns with the SPEC §5 range', async () => {
  const graph = answerDeliveryEstimates(researchServer().graph);
  renderScreen(<Harness initial={[row('1', { name: 'Yoga' }), row('2', { name: 'Pilates' })]} />);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Yoga' }));
  await userEvent.click(screen.getByRole('button', { name: 'Estimate reach' }));
  expect(await screen.findByText('250K – 1.3M')).toBeInTheDocument();
  expect(screen.getByText('125K – 625K')).toBeInTheDocument();
  expect(opsSent(graph)).toBe(1);
  expect(cellOf('Pilates', 4)).not.toHaveTextContent(/\d/);
});

test('rows shown again take their reach from the cache, without a request', async () => {
  const graph = answerDeliveryEstimates(researchServer().graph);
  const rows = [row('1', { name: 'Yoga' }), row('2', { name: 'Pilates' })];
  const { unmount } = renderScreen(<Harness initial={rows} />);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
  await userEvent.click(screen.getByRole('button', { name: 'Estimate reach' }));
  expect(await screen.findAllByText('250K – 1.3M')).toHaveLength(2);
  unmount();
  // Another table (a saved collection, a new search) showing one of them.
  renderScreen(<Harness initial={[rows[1]!, row('3', { name: 'Running' })]} />, { keepCache: true });
  expect(screen.getByText('250K – 1.3M')).toBeInTheDocument();
  expect(opsSent(graph)).toBe(2);
  // Estimating both asks only for the one the cache lacks.
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
  await userEvent.click(screen.getByRole('button', { name: 'Estimate reach' }));
  expect(await screen.findAllByText('250K – 1.3M')).toHaveLength(2);
  expect(opsSent(graph)).toBe(3);
});

test('a reach failure shows its message as an error toast', async () => {
  researchServer().graph.on('POST', 'batch', { data: 'nope' });
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
  expect(screen.getByRole('combobox', { name: 'Columns' })).toHaveValue('overlap');
  expect(screen.getByText('none')).toBeInTheDocument();
  expect(screen.getByText('12.50%')).toBeInTheDocument();
  expect(screen.getByText('40.00%')).toBeInTheDocument();
  expect(spy.mock.calls[0]![0].selected.map((r) => r.id)).toEqual(['1']);
  expect(spy.mock.calls[0]![0].comparisons.map((r) => r.id)).toEqual(['2', '3']);
});

test('the columns switch between estimated reach, audience overlap and page data, and are remembered per user', () => {
  const { unmount } = renderScreen(<ResultsTable rows={rowsOf(2)} onPatch={() => undefined} modes={['page', 'reach', 'overlap']} canSave={false} />);
  const headers = () => within(grid()).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼]/g, ''));
  expect(headers()).toEqual(['', 'Name', 'Rank', 'Audience size (worldwide)', 'Likes', 'Talking about', 'Engagement', 'Category', 'Page audience', 'Overlap', 'Affinity']);
  fireEvent.change(screen.getByRole('combobox', { name: 'Columns' }), { target: { value: 'reach' } });
  expect(headers()).toEqual(['', 'Name', 'Rank', 'Audience size (worldwide)', 'Monthly reach', 'Daily reach']);
  unmount();
  renderScreen(<ResultsTable rows={rowsOf(2)} onPatch={() => undefined} modes={['page', 'reach', 'overlap']} canSave={false} />);
  expect(screen.getByRole('combobox', { name: 'Columns' })).toHaveValue('reach');
});

test('a deprecated interest is flagged with the replacement the platform suggests', () => {
  renderScreen(
    <Harness
      initial={[
        row('1', { name: 'Batik', status: { state: 'deprecating', platformStatus: 'DEPRECATING', replacement: { id: '9', name: 'Batik fashion' } } }),
        row('2', { name: 'Kopi tubruk', status: { state: 'unavailable', platformStatus: 'NON-DELIVERABLE' } }),
        row('3', { name: 'Hatha yoga' }),
      ]}
    />,
  );
  expect(within(bodyRows()[0]!).getByText('Deprecated')).toBeInTheDocument();
  expect(within(bodyRows()[0]!).getByText('use Batik fashion')).toBeInTheDocument();
  expect(bodyRows()[0]).toHaveAttribute('data-tone', 'warning');
  expect(within(bodyRows()[1]!).getByText('No longer accepted')).toBeInTheDocument();
  expect(bodyRows()[2]).not.toHaveAttribute('data-tone');
});

test('every table asks the platform which interests are retiring, once per id, and flags them', async () => {
  const status = jest
    .spyOn(interestsApi, 'interestStatus')
    .mockResolvedValue(new Map([['2', { state: 'deprecating' as const, platformStatus: 'DEPRECATING', from: '2027-01-15T00:00:00+0000', replacement: { id: '1', name: 'Yoga' } }]]));
  const { unmount } = renderScreen(<Harness initial={[row('1', { name: 'Yoga' }), row('2', { name: 'Yoga (legacy)' })]} />);
  expect(await screen.findByText('use Yoga')).toBeInTheDocument();
  expect(status).toHaveBeenCalledTimes(1);
  expect(status.mock.calls[0]![0].items.map((r) => r.id)).toEqual(['1', '2']);
  unmount();
  // Shown again (Back): flagged from what the session learnt, without asking again.
  renderScreen(<Harness initial={[row('2', { name: 'Yoga (legacy)' })]} />, { keepCache: true });
  expect(await screen.findByText('Deprecated')).toBeInTheDocument();
  expect(status).toHaveBeenCalledTimes(1);
});

test('the empty table (and a filled one) has no serious accessibility violations', async () => {
  const { unmount } = renderScreen(<ResultsTable rows={[]} onPatch={() => undefined} emptyMessage="Type keywords to search" />);
  expect(screen.getByText('Type keywords to search')).toBeInTheDocument();
  expect(await seriousViolations()).toEqual([]);
  unmount();
  renderScreen(<Harness initial={rowsOf(3)} />);
  expect(await seriousViolations()).toEqual([]);
});
