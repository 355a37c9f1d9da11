import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { groupsApi, GroupError } from '../collections/groupsApi';
import { row } from '../results/testRows';
import { renderScreen } from '../testing/render';
import { SavedGroupsScreen } from './SavedGroupsScreen';
import { interestsApi } from '../interests/interestsApi';

// Whole screens with the data table render slowly in jsdom on a shared 2-core machine.
jest.setTimeout(20_000);

afterEach(() => jest.restoreAllMocks());
// The platform reports every interest as deliverable (no retiring ones) unless a test says otherwise.
beforeEach(() => jest.spyOn(interestsApi, 'interestStatus').mockResolvedValue(new Map()));

const fitness = { id: 1, name: 'Fitness', count: 2, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
const items = [row('10', { name: 'Yoga' }), row('11', { name: 'Pilates' })];

test('back to the list and into the collection again shows its rows at once, without reading them again', async () => {
  jest.spyOn(groupsApi, 'list').mockResolvedValue([fitness]);
  const allItems = jest.spyOn(groupsApi, 'allItems').mockResolvedValue(items);
  renderScreen(<SavedGroupsScreen />, { path: '/saved-groups?group=1' });
  expect(await screen.findByText('Pilates')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'All collections' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Fitness' }));
  expect(screen.getByText('Pilates')).toBeInTheDocument();
  expect(allItems).toHaveBeenCalledTimes(1);
});

test('a failing read shows its message, and Retry reads again', async () => {
  jest.spyOn(groupsApi, 'list').mockResolvedValue([fitness]);
  const allItems = jest.spyOn(groupsApi, 'allItems').mockRejectedValueOnce(new GroupError('Unable to get group items')).mockResolvedValueOnce(items);
  renderScreen(<SavedGroupsScreen />, { path: '/saved-groups?group=1' });
  expect(await screen.findByText('Unable to get group items')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Pilates')).toBeInTheDocument();
  expect(allItems).toHaveBeenCalledTimes(2);
});

test('removing items drops them from the rows and reads the list again for its count', async () => {
  const list = jest.spyOn(groupsApi, 'list').mockResolvedValueOnce([fitness]).mockResolvedValue([{ ...fitness, count: 1 }]);
  jest.spyOn(groupsApi, 'allItems').mockResolvedValue(items);
  const removeItems = jest.spyOn(groupsApi, 'removeItems').mockResolvedValue({ ...fitness, count: 1, removed: 1 });
  renderScreen(<SavedGroupsScreen />, { path: '/saved-groups?group=1' });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Yoga' }));
  await userEvent.click(screen.getByRole('button', { name: 'Remove from collection' }));
  expect(await screen.findByText('1 saved item')).toBeInTheDocument();
  expect(screen.queryByText('Yoga')).not.toBeInTheDocument();
  expect(screen.getByText('Pilates')).toBeInTheDocument();
  expect(removeItems).toHaveBeenCalledWith(0, 1, ['10']);
  expect(list).toHaveBeenCalledTimes(2);
});

test('a rename reads the list again and shows the new name', async () => {
  jest.spyOn(groupsApi, 'list').mockResolvedValueOnce([fitness]).mockResolvedValue([{ ...fitness, name: 'Runners' }]);
  jest.spyOn(groupsApi, 'rename').mockResolvedValue({ ...fitness, name: 'Runners' });
  renderScreen(<SavedGroupsScreen />, { path: '/saved-groups' });
  await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
  const dialog = screen.getByRole('dialog');
  const name = within(dialog).getByRole('textbox', { name: /Collection name/ });
  await userEvent.clear(name);
  await userEvent.type(name, 'Runners');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('button', { name: 'Runners' })).toBeInTheDocument();
});
