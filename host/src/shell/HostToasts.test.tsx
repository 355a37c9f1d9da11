import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from 'shared-graph';
import { sessionStore, toastsAtom } from 'shared-graph/host';
import { theme } from 'shared-ui';
import { renderAt } from '../testing/renderShell';
import { HostToasts } from './HostToasts';

beforeEach(() => act(() => sessionStore.set(toastsAtom, [])));
afterEach(() => jest.useRealTimers());

test('success, warning and error toasts in green, yellow and red; errors are alerts', () => {
  renderAt(<HostToasts />);
  act(() => {
    notify.success('Saved');
    notify.warning('Almost out of budget');
    notify.error('Could not save');
  });
  const toasts = screen.getAllByTestId('toast');
  expect(toasts.map((t) => t.getAttribute('data-type'))).toEqual(['success', 'warning', 'error']);
  expect(toasts[0]).toHaveStyle({ backgroundColor: theme.colors.success });
  expect(toasts[1]).toHaveStyle({ backgroundColor: theme.colors.warning });
  expect(toasts[2]).toHaveStyle({ backgroundColor: theme.colors.error });
  expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
});

test('a toast disappears after 5 s; a persistent one stays; each can be dismissed', async () => {
  jest.useFakeTimers();
  renderAt(<HostToasts />);
  act(() => {
    notify.success('Gone soon');
    notify.error('Session expired', { persistent: true });
  });
  act(() => jest.advanceTimersByTime(4999));
  expect(screen.getByText('Gone soon')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Gone soon')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.getByText('Session expired')).toBeInTheDocument();
  jest.useRealTimers();
  await userEvent.click(screen.getByRole('button', { name: /dismiss|close/i }));
  expect(screen.queryByText('Session expired')).not.toBeInTheDocument();
});

test('an action such as Retry runs its callback', async () => {
  const retry = jest.fn();
  renderAt(<HostToasts />);
  act(() => {
    notify.error('Loading failed', { action: { label: 'Retry', onClick: retry } });
  });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalledTimes(1);
});
