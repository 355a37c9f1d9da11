import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pagesApi } from './pagesApi';
import { interestsApi } from '../interests/interestsApi';
import type { PageItem } from '../interests/items';
import { row } from '../results/testRows';
import { renderScreen, toasts } from '../testing/render';
import { INSIGHT_ERROR_TIMEOUT_MS, InsightsScreen } from './InsightsScreen';

// Whole screens with the data table render slowly in jsdom on a shared 2-core machine.
jest.setTimeout(20_000);

afterEach(() => jest.restoreAllMocks());
// The platform reports every interest as deliverable (no retiring ones) unless a test says otherwise.
beforeEach(() => jest.spyOn(interestsApi, 'interestStatus').mockResolvedValue(new Map()));

const page = (id: string): PageItem => ({ id, name: `Page ${id}`, fan_count: 1000, talking_about_count: 50, eng_rate: 5, category: 'Sport' });

test('pages load 100 at a time; rows start as pages and resolve to interests', async () => {
  const pageData = jest.spyOn(pagesApi, 'pageData').mockImplementation(async ({ pageIds }) => ({ pages: pageIds.map(page), missing: [] }));
  const lookup = jest
    .spyOn(interestsApi, 'lookupInterests')
    .mockImplementation(async ({ names }) => new Map(names.map((name) => [name, name === 'Page 100001' ? row('9001', { name: 'Page 100001 interest' }) : null])));
  renderScreen(<InsightsScreen />);
  const ids = Array.from({ length: 150 }, (_, i) => String(100001 + i));
  fireEvent.change(screen.getByRole('textbox', { name: /Pages/ }), { target: { value: ids.join('\n') } });
  await userEvent.click(screen.getByRole('button', { name: 'Get insights' }));

  expect(await screen.findByText('100 of 150 pages requested')).toBeInTheDocument();
  expect(pageData.mock.calls[0]![0].pageIds).toEqual(ids.slice(0, 100));
  expect(await screen.findByText('Page 100001 interest')).toBeInTheDocument();
  expect(lookup.mock.calls[0]![0].names).toHaveLength(100);
  expect(screen.getByText('100 of 100 shown')).toBeInTheDocument();
  expect(screen.getAllByText('page').length).toBeGreaterThan(0);

  await userEvent.click(screen.getByRole('button', { name: 'Load more pages' }));
  expect(await screen.findByText('150 of 150 shown')).toBeInTheDocument();
  expect(pageData.mock.calls[1]![0].pageIds).toEqual(ids.slice(100));
  expect(screen.queryByRole('button', { name: 'Load more pages' })).not.toBeInTheDocument();
});

test('an insight error is an error toast for 10 s and the input is kept', async () => {
  jest.spyOn(pagesApi, 'pageData').mockRejectedValue(new Error('Timeout error after 10000 ms'));
  renderScreen(<InsightsScreen />);
  fireEvent.change(screen.getByRole('textbox', { name: /Pages/ }), { target: { value: '123456' } });
  await userEvent.click(screen.getByRole('button', { name: 'Get insights' }));
  expect(await screen.findByText('Timeout error after 10000 ms')).toBeInTheDocument();
  await act(async () => undefined);
  expect(toasts()).toEqual([expect.objectContaining({ type: 'error', message: 'Timeout error after 10000 ms', timeoutMs: INSIGHT_ERROR_TIMEOUT_MS })]);
  expect(INSIGHT_ERROR_TIMEOUT_MS).toBe(10_000);
  expect(screen.getByRole('textbox', { name: /Pages/ })).toHaveValue('123456');
});

test('nothing usable in the input → a message, no request', async () => {
  const pageData = jest.spyOn(pagesApi, 'pageData');
  renderScreen(<InsightsScreen />);
  await userEvent.click(screen.getByRole('button', { name: 'Get insights' }));
  expect(screen.getByText('Enter at least one page id or page URL')).toBeInTheDocument();
  expect(pageData).not.toHaveBeenCalled();
});

test('ids the platform does not know and entries that are no page reference are named in words; the pages found still show', async () => {
  jest.spyOn(pagesApi, 'pageData').mockResolvedValue({ pages: [page('123456')], missing: ['ghost_page'] });
  jest.spyOn(interestsApi, 'lookupInterests').mockResolvedValue(new Map());
  renderScreen(<InsightsScreen />);
  fireEvent.change(screen.getByRole('textbox', { name: /Pages/ }), { target: { value: '123456, ghost_page, https://example.com/nike, !!!' } });
  await userEvent.click(screen.getByRole('button', { name: 'Get insights' }));

  expect(await screen.findByText('No page found for: ghost_page')).toBeInTheDocument();
  expect(screen.getByText('Skipped, not a page id, username or facebook.com link: https://example.com/nike, !!!')).toBeInTheDocument();
  expect(screen.getByText('Page 123456')).toBeInTheDocument();
  expect(screen.queryByText(/#803/)).not.toBeInTheDocument();
});

test('input with no page reference at all says which entries it could not read', async () => {
  const pageData = jest.spyOn(pagesApi, 'pageData');
  renderScreen(<InsightsScreen />);
  fireEvent.change(screen.getByRole('textbox', { name: /Pages/ }), { target: { value: 'garbage!!!' } });
  await userEvent.click(screen.getByRole('button', { name: 'Get insights' }));
  expect(screen.getByText('Not a page id, username or facebook.com link: garbage!!!')).toBeInTheDocument();
  expect(pageData).not.toHaveBeenCalled();
});

test('the same pages asked again within the hour come from the cache; after a failure they are read again', async () => {
  const pageData = jest
    .spyOn(pagesApi, 'pageData')
    .mockRejectedValueOnce(new Error('Timeout error after 10000 ms'))
    .mockImplementation(async ({ pageIds }) => ({ pages: pageIds.map(page), missing: [] }));
  const lookup = jest.spyOn(interestsApi, 'lookupInterests').mockResolvedValue(new Map());
  renderScreen(<InsightsScreen />);
  fireEvent.change(screen.getByRole('textbox', { name: /Pages/ }), { target: { value: '123456\n234567' } });
  await userEvent.click(screen.getByRole('button', { name: 'Get insights' }));
  expect(await screen.findByText('Timeout error after 10000 ms')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Get insights' }));
  expect(await screen.findByText('Page 234567')).toBeInTheDocument();
  expect(screen.queryByText('Timeout error after 10000 ms')).not.toBeInTheDocument();
  expect(pageData).toHaveBeenCalledTimes(2);

  // Other pages, then the first ones again: only the other pages are read.
  fireEvent.change(screen.getByRole('textbox', { name: /Pages/ }), { target: { value: '345678' } });
  await userEvent.click(screen.getByRole('button', { name: 'Get insights' }));
  expect(await screen.findByText('Page 345678')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('textbox', { name: /Pages/ }), { target: { value: '123456, 234567' } });
  await userEvent.click(screen.getByRole('button', { name: 'Get insights' }));
  expect(await screen.findByText('Page 234567')).toBeInTheDocument();
  expect(pageData).toHaveBeenCalledTimes(3);
  expect(lookup).toHaveBeenCalledTimes(2);
});
