import { act, screen } from '@testing-library/react';
import { GraphError } from 'shared-graph';
import userEvent from '@testing-library/user-event';
import { interestsApi } from '../interests/interestsApi';
import { row } from '../results/testRows';
import { renderScreen, toasts } from '../testing/render';
import { ExploreScreen } from './ExploreScreen';

// Whole screens with the data table render slowly in jsdom on a shared 2-core machine.
jest.setTimeout(20_000);

afterEach(() => jest.restoreAllMocks());
// The platform reports every interest as deliverable (no retiring ones) unless a test says otherwise.
beforeEach(() => jest.spyOn(interestsApi, 'interestStatus').mockResolvedValue(new Map()));

test('the query seeds page 1; Load more asks for the next page with the returned seed', async () => {
  jest.spyOn(interestsApi, 'searchInterests').mockResolvedValue([row('1', { name: 'Yoga' })]);
  const explore = jest
    .spyOn(interestsApi, 'exploreSuggestions')
    .mockResolvedValueOnce({ items: [row('10', { name: 'Pilates' }), row('11', { name: 'Meditation' })], nextSeed: [row('12', { name: 'Zen' })] })
    .mockResolvedValueOnce({ items: [row('11', { name: 'Meditation' }), row('13', { name: 'Tai chi' })], nextSeed: [] });
  renderScreen(<ExploreScreen />, { path: '/explore?q=yoga' });
  expect(await screen.findByText('Pilates')).toBeInTheDocument();
  expect(screen.getByText('Seed: Yoga')).toBeInTheDocument();
  expect(explore.mock.calls[0]![0]).toMatchObject({ page: 1, seed: [expect.objectContaining({ id: '1' })], objective: 'CONVERSIONS' });

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Tai chi')).toBeInTheDocument();
  expect(explore.mock.calls[1]![0]).toMatchObject({ page: 2, seed: [expect.objectContaining({ id: '12' })] });
  expect(screen.getByText('3 of 3 shown')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('the selected rows can seed a new exploration', async () => {
  jest.spyOn(interestsApi, 'searchInterests').mockResolvedValue([row('1', { name: 'Yoga' })]);
  const explore = jest
    .spyOn(interestsApi, 'exploreSuggestions')
    .mockResolvedValueOnce({ items: [row('10', { name: 'Pilates' })], nextSeed: [] })
    .mockResolvedValueOnce({ items: [row('20', { name: 'Barre' })], nextSeed: [] });
  renderScreen(<ExploreScreen />, { path: '/explore?q=yoga' });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Pilates' }));
  await userEvent.click(screen.getByRole('button', { name: 'Explore from selection' }));
  expect(await screen.findByText('Barre')).toBeInTheDocument();
  expect(explore.mock.calls[1]![0]).toMatchObject({ page: 1, seed: [expect.objectContaining({ id: '10' })] });
});

test('a failed Load more keeps the rows and shows the error; Retry loads the page again', async () => {
  jest.spyOn(interestsApi, 'searchInterests').mockResolvedValue([row('1', { name: 'Yoga' })]);
  const explore = jest
    .spyOn(interestsApi, 'exploreSuggestions')
    .mockResolvedValueOnce({ items: [row('10', { name: 'Pilates' })], nextSeed: [row('12', { name: 'Zen' })] })
    .mockRejectedValueOnce(new GraphError({ status: 500, code: 'server_error', message: 'Internal Server Error', apiMessage: 'An unknown error occurred' }))
    .mockResolvedValueOnce({ items: [row('13', { name: 'Tai chi' })], nextSeed: [] });
  renderScreen(<ExploreScreen />, { path: '/explore?q=yoga' });
  await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('An unknown error occurred')).toBeInTheDocument();
  expect(screen.getByText('Pilates')).toBeInTheDocument();
  act(() => toasts()[0]!.action!.onClick());
  expect(await screen.findByText('Tai chi')).toBeInTheDocument();
  expect(explore.mock.calls[2]![0]).toMatchObject({ page: 2, seed: [expect.objectContaining({ id: '12' })] });
  expect(explore).toHaveBeenCalledTimes(3);
});
