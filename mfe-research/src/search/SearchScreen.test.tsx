import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { GraphError } from 'shared-graph';
import { interestsApi } from '../interests/interestsApi';
import { RESEARCH_ERRORS } from '../interests/researchErrors';
import { renderScreen, toasts } from '../testing/render';
import { row } from '../results/testRows';
import { NO_KEYWORDS_MESSAGE } from './SearchForm';
import { SearchScreen } from './SearchScreen';

// Whole screens with the data table render slowly in jsdom on a shared 2-core machine.
jest.setTimeout(20_000);

afterEach(() => jest.restoreAllMocks());
// The platform reports every interest as deliverable (no retiring ones) unless a test says otherwise.
beforeEach(() => jest.spyOn(interestsApi, 'interestStatus').mockResolvedValue(new Map()));

test('an empty query searches nothing; keywords from ?q= are searched and shown', async () => {
  const spy = jest.spyOn(interestsApi, 'searchInterests').mockResolvedValue([row('1', { name: 'Yoga' }), row('2', { name: 'Hot yoga' })]);
  renderScreen(<SearchScreen />, { path: '/search' });
  expect(screen.getByText('Type keywords to search')).toBeInTheDocument();
  expect(spy).not.toHaveBeenCalled();
  await userEvent.type(screen.getByRole('textbox', { name: 'Keywords' }), ' yoga , ,Yoga, pilates{Enter}');
  expect(await screen.findByText('Hot yoga')).toBeInTheDocument();
  expect(spy).toHaveBeenCalledWith(expect.objectContaining({ adAccount: 'act_1', query: 'yoga, pilates', titleMatch: false }));
  expect(screen.getByRole('textbox', { name: 'Keywords' })).toHaveValue('yoga, pilates');
});

test('a failure clears the list and raises a persistent error toast whose Retry searches again', async () => {
  const spy = jest
    .spyOn(interestsApi, 'searchInterests')
    .mockRejectedValueOnce(new GraphError({ status: 500, code: 'server_error', message: 'Internal Server Error', apiMessage: 'An unknown error occurred' }))
    .mockResolvedValueOnce([row('1', { name: 'Yoga' })]);
  renderScreen(<SearchScreen />, { path: '/search?q=yoga' });
  expect(await screen.findByText('An unknown error occurred')).toBeInTheDocument();
  const [toast] = toasts();
  expect(toast).toMatchObject({ type: 'error', message: 'An unknown error occurred', timeoutMs: 1_000_000, action: { label: 'Retry' } });
  act(() => toast!.action!.onClick());
  expect(await screen.findByText('Yoga')).toBeInTheDocument();
  expect(spy).toHaveBeenCalledTimes(2);
  await waitFor(() => expect(toasts()).toEqual([]));
});

test("without an ad account the search fails with 'Ad account is null'", async () => {
  renderScreen(<SearchScreen />, { path: '/search?q=yoga', account: null });
  expect(await screen.findByText(RESEARCH_ERRORS.adAccountIsNull)).toBeInTheDocument();
  expect(toasts()[0]).toMatchObject({ message: 'Ad account is null' });
});

test('title match mode goes to the URL and the search', async () => {
  const spy = jest.spyOn(interestsApi, 'searchInterests').mockResolvedValue([]);
  renderScreen(<SearchScreen />, { path: '/search?q=yoga' });
  await userEvent.click(screen.getByRole('checkbox', { name: 'Title match' }));
  await waitFor(() => expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ query: 'yoga', titleMatch: true })));
});

test('a box of only commas says so and searches nothing, keeping what was typed', async () => {
  const spy = jest.spyOn(interestsApi, 'searchInterests');
  renderScreen(<SearchScreen />, { path: '/search' });
  await userEvent.type(screen.getByRole('textbox', { name: 'Keywords' }), ' , ,, {Enter}');
  expect(screen.getByText(NO_KEYWORDS_MESSAGE)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Keywords' })).toHaveValue(' , ,, ');
  expect(spy).not.toHaveBeenCalled();
});

function WithBack({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <>
      {children}
      <button onClick={() => void navigate(-1)}>Back</button>
    </>
  );
}

const answerFor = (query: string) => (query === 'yoga' ? [row('1', { name: 'Yoga' })] : [row('2', { name: 'Pilates' })]);

test('Back to an earlier search shows its rows at once, without asking again', async () => {
  const spy = jest.spyOn(interestsApi, 'searchInterests').mockImplementation(async ({ query }) => answerFor(query));
  renderScreen(
    <WithBack>
      <SearchScreen />
    </WithBack>,
    { path: '/search?q=yoga' },
  );
  expect(await screen.findByText('Yoga')).toBeInTheDocument();
  const keywords = screen.getByRole('textbox', { name: 'Keywords' });
  await userEvent.clear(keywords);
  await userEvent.type(keywords, 'pilates{Enter}');
  expect(await screen.findByText('Pilates')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByText('Yoga')).toBeInTheDocument();
  expect(screen.queryByText('Pilates')).not.toBeInTheDocument();
  expect(spy).toHaveBeenCalledTimes(2);
});

test('a changed search cancels the one still running', async () => {
  const signals: AbortSignal[] = [];
  jest.spyOn(interestsApi, 'searchInterests').mockImplementation(({ titleMatch, signal }) => {
    signals.push(signal!);
    return titleMatch ? Promise.resolve([row('1', { name: 'Yoga' })]) : new Promise(() => undefined);
  });
  renderScreen(<SearchScreen />, { path: '/search?q=yoga' });
  await userEvent.click(screen.getByRole('checkbox', { name: 'Title match' }));
  expect(await screen.findByText('Yoga')).toBeInTheDocument();
  expect(signals).toHaveLength(2);
  expect(signals[0]!.aborted).toBe(true);
});

test('the same search again keeps its answer instead of asking again', async () => {
  const spy = jest.spyOn(interestsApi, 'searchInterests').mockImplementation(async ({ query }) => answerFor(query));
  renderScreen(<SearchScreen />, { path: '/search?q=yoga' });
  expect(await screen.findByText('Yoga')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Keywords' }), '{Enter}');
  expect(screen.getByText('Yoga')).toBeInTheDocument();
  expect(spy).toHaveBeenCalledTimes(1);
});

test('a search asked again within the hour (SPEC §9) is answered from the cache; after the hour it is asked again', async () => {
  jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick'] });
  try {
    jest.setSystemTime(new Date('2025-06-15T03:00:00Z'));
    const spy = jest.spyOn(interestsApi, 'searchInterests').mockImplementation(async ({ query }) => answerFor(query));
    renderScreen(<SearchScreen />, { path: '/search?q=yoga' });
    expect(await screen.findByText('Yoga')).toBeInTheDocument();
    const searchFor = async (text: string) => {
      const keywords = screen.getByRole('textbox', { name: 'Keywords' });
      await userEvent.clear(keywords);
      await userEvent.type(keywords, `${text}{Enter}`);
    };
    await searchFor('pilates');
    expect(await screen.findByText('Pilates')).toBeInTheDocument();

    jest.setSystemTime(new Date('2025-06-15T03:59:00Z'));
    await searchFor('yoga');
    expect(await screen.findByText('Yoga')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(2);

    jest.setSystemTime(new Date('2025-06-15T04:01:00Z'));
    await searchFor('pilates');
    expect(await screen.findByText('Pilates')).toBeInTheDocument();
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(3));
  } finally {
    jest.useRealTimers();
  }
});
