import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productApiDouble } from 'shared-graph/testing';
import { renderRoutes } from '../../testing/renderShell';
import { focusManager } from '@tanstack/react-query';
import { AnnouncementRibbon, RIBBON_REFRESH_MS } from './AnnouncementRibbon';
import { DISMISSED_RIBBONS_KEY, isRibbonRoute, visibleAnnouncement, type Announcement } from './announcements';

const announcement: Announcement = {
  id: 7,
  message: 'Scheduled maintenance on Sunday',
  extra_title: 'Details',
  extra_link: 'https://status.example.com',
  dismissable: true,
  background_color: '#d1f0ff',
};

const routes = [
  { path: '/dashboard', handle: { name: 'dashboard', ribbon: true }, element: <AnnouncementRibbon /> },
  { path: '/setting', handle: { name: 'setting', ribbon: true }, children: [{ path: 'team', element: <AnnouncementRibbon /> }] },
  { path: '/setup', handle: { name: 'setup' }, element: <AnnouncementRibbon /> },
];

beforeEach(() => localStorage.clear());

test('shows the announcement with its colour and link on ribbon routes (also nested ones)', async () => {
  productApiDouble().on('get', '/api/anouncements', [announcement]);
  renderRoutes(routes, '/setting/team');
  const ribbon = await screen.findByRole('complementary', { name: 'Announcement' });
  expect(ribbon).toHaveTextContent('Scheduled maintenance on Sunday');
  expect(ribbon).toHaveStyle({ background: '#d1f0ff' });
  expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute('href', 'https://status.example.com');
});

test('does not show (or even fetch) on routes without ribbon: true', async () => {
  const api = productApiDouble().on('get', '/api/anouncements', [announcement]);
  renderRoutes(routes, '/setup');
  await act(async () => {});
  expect(screen.queryByTestId('ribbon')).not.toBeInTheDocument();
  expect(api.requests).toEqual([]);
});

test('closing remembers the id: the same announcement stays hidden after a reload, a new one shows', async () => {
  const api = productApiDouble().on('get', '/api/anouncements', [announcement]);
  const first = renderRoutes(routes, '/dashboard');
  await userEvent.click(await screen.findByRole('button', { name: /dismiss|close/i }));
  expect(screen.queryByTestId('ribbon')).not.toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(DISMISSED_RIBBONS_KEY)!)).toEqual([7]);
  first.unmount();

  const second = renderRoutes(routes, '/dashboard');
  await waitFor(() => expect(api.requests.length).toBe(2));
  expect(screen.queryByTestId('ribbon')).not.toBeInTheDocument();
  second.unmount();

  api.on('get', '/api/anouncements', [{ ...announcement, id: 8, message: 'New plans' }, announcement]);
  renderRoutes(routes, '/dashboard');
  expect(await screen.findByText('New plans')).toBeInTheDocument();
});

test('a non-dismissable announcement has no close button and shows even if its id was dismissed', () => {
  expect(visibleAnnouncement([{ ...announcement, dismissable: false }], [7])?.id).toBe(7);
  expect(visibleAnnouncement([announcement], [7])).toBeNull();
  expect(isRibbonRoute([{ name: 'root' }, undefined, { name: 'main', ribbon: true }])).toBe(true);
  expect(isRibbonRoute([{ name: 'setup' }, { name: 'x', ribbon: 'yes' }])).toBe(false);
});

test('the ribbon uses the default pale yellow when no colour is set', async () => {
  productApiDouble().on('get', '/api/anouncements', [{ ...announcement, background_color: null, dismissable: false }]);
  renderRoutes(routes, '/dashboard');
  const ribbon = await screen.findByTestId('ribbon');
  expect(ribbon.getAttribute('style')).toBeNull();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

describe('publish and unpublish reach an open page within a minute', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function advance(ms: number) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  }

  /** GET anouncements answers whatever `published` holds at the time. */
  function liveApi(initial: Announcement[]) {
    const state = { published: initial };
    const api = productApiDouble().on('get', '/api/anouncements', () => state.published);
    return { state, calls: api.requests };
  }

  test('an unpublished sticky message leaves, a newly published one appears, without a reload', async () => {
    const sticky = { ...announcement, dismissable: false };
    const api = liveApi([sticky]);
    renderRoutes(routes, '/dashboard');
    await advance(50);
    expect(screen.getByTestId('ribbon')).toHaveTextContent('Scheduled maintenance on Sunday');

    api.state.published = [];
    await advance(RIBBON_REFRESH_MS);
    await advance(50);
    expect(screen.queryByTestId('ribbon')).not.toBeInTheDocument();

    api.state.published = [{ ...announcement, id: 9, message: 'New plans from Monday' }];
    await advance(60_000);
    expect(screen.getByTestId('ribbon')).toHaveTextContent('New plans from Monday');
    expect(RIBBON_REFRESH_MS).toBeLessThanOrEqual(60_000);
  });

  test('coming back to the window reads the announcements again', async () => {
    const api = liveApi([announcement]);
    renderRoutes(routes, '/dashboard');
    await advance(50);
    expect(screen.getByTestId('ribbon')).toBeInTheDocument();
    const before = api.calls.length;

    api.state.published = [];
    await advance(RIBBON_REFRESH_MS / 2 + 1);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await advance(50);
    expect(api.calls.length).toBe(before + 1);
    expect(screen.queryByTestId('ribbon')).not.toBeInTheDocument();
    act(() => focusManager.setFocused(undefined));
  });
});
