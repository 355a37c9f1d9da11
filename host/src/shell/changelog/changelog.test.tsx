import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { loggedInAtom, sessionStore } from 'shared-graph/host';
import { productApiDouble } from 'shared-graph/testing';
import { renderAt } from '../../testing/renderShell';
import { CHANGELOG_LAST_SEEN_KEY, DEFAULT_LAST_SEEN, entriesNewerThan, readLastSeen, storeLastSeen, type ChangelogEntry } from './changelog';
import { WhatsNew } from './WhatsNew';
import { WhatsNewNotice } from './WhatsNewNotice';

const entry = (date: string, title: string): ChangelogEntry => ({
  id: Date.parse(`${date}T09:00:00Z`),
  date,
  title,
  module: 'Web',
  items: [{ type: 'new', description: `${title} notes` }],
});
const ENTRIES = [entry('2025-07-21', 'Version 3.20'), entry('2025-06-30', 'Version 3.19'), entry('2022-12-01', 'Version 2.0')];

beforeEach(() => {
  localStorage.clear();
  sessionStore.set(loggedInAtom, true);
});

test('entries newer than the last seen id, newest first; default last seen is a fixed 2023 timestamp', () => {
  expect(DEFAULT_LAST_SEEN).toBe(Date.parse('2023-01-01T00:00:00Z'));
  expect(readLastSeen()).toBe(DEFAULT_LAST_SEEN);
  expect(entriesNewerThan(ENTRIES, DEFAULT_LAST_SEEN).map((e) => e.title)).toEqual(['Version 3.20', 'Version 3.19']);
  expect(entriesNewerThan([...ENTRIES].reverse(), ENTRIES[1]!.id).map((e) => e.title)).toEqual(['Version 3.20']);
  expect(entriesNewerThan(ENTRIES, ENTRIES[0]!.id)).toEqual([]);
  storeLastSeen(ENTRIES.slice(1));
  expect(readLastSeen()).toBe(ENTRIES[1]!.id);
  storeLastSeen([ENTRIES[2]!]);
  expect(readLastSeen()).toBe(ENTRIES[1]!.id);
  localStorage.setItem(CHANGELOG_LAST_SEEN_KEY, 'garbage');
  expect(readLastSeen()).toBe(DEFAULT_LAST_SEEN);
});

/** A fresh jotai store per render, like a page load. */
function Shell() {
  return (
    <Provider>
      <WhatsNew />
      <WhatsNewNotice />
    </Provider>
  );
}

test('the notice lists the new releases by itself; the dialog shows them; closing stores the newest id for good', async () => {
  productApiDouble().on('get', '/api/changelog', ENTRIES);
  const first = renderAt(<Shell />, '/');
  const notice = await screen.findByRole('region', { name: 'New in Sasar' });
  expect(within(notice).getByText('Version 3.20')).toBeInTheDocument();
  expect(within(notice).getByText('Version 3.19')).toBeInTheDocument();
  expect(within(notice).queryByText('Version 2.0')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /What's new\?/ })).toHaveTextContent('2');

  await userEvent.click(within(notice).getByRole('button', { name: 'Read' }));
  const dialog = screen.getByRole('dialog', { name: "What's new?" });
  expect(within(dialog).getByText('Version 3.20 notes')).toBeInTheDocument();
  expect(within(dialog).queryByText('Version 2.0')).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'New in Sasar' })).not.toBeInTheDocument();
  expect(localStorage.getItem(CHANGELOG_LAST_SEEN_KEY)).toBe(String(ENTRIES[0]!.id));
  first.unmount();

  renderAt(<Shell />, '/');
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.queryByRole('region', { name: 'New in Sasar' })).not.toBeInTheDocument();

  // the header button reopens the dialog, with the latest releases
  await userEvent.click(screen.getByRole('button', { name: "What's new?" }));
  const reopened = await screen.findByRole('dialog', { name: 'Latest updates' });
  expect(within(reopened).getByText('Version 3.20')).toBeInTheDocument();
});

test('only entries newer than the stored id are new; dismissing the notice stores the newest id', async () => {
  localStorage.setItem(CHANGELOG_LAST_SEEN_KEY, String(ENTRIES[1]!.id));
  productApiDouble().on('get', '/api/changelog', ENTRIES);
  renderAt(<Shell />, '/');
  const notice = await screen.findByRole('region', { name: 'New in Sasar' });
  expect(within(notice).getByText('Version 3.20')).toBeInTheDocument();
  expect(within(notice).queryByText('Version 3.19')).not.toBeInTheDocument();
  await userEvent.click(within(notice).getByRole('button', { name: "Dismiss what's new" }));
  expect(screen.queryByRole('region', { name: 'New in Sasar' })).not.toBeInTheDocument();
  expect(readLastSeen()).toBe(ENTRIES[0]!.id);
});
