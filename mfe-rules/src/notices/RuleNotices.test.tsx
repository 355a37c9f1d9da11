import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { loggedInAtom, sessionStore } from 'shared-graph/host';
import { apiError, configureRuntime, productApiDouble, rawReply, renderArea, shownToasts as toasts } from 'shared-graph/testing';
import { AppLayout, SasarThemeProvider } from 'shared-ui';
import { RuleNotices } from './RuleNotices';
import type { RuleNotice } from './ruleNotices';

const notice = (id: number, rule: string, matched: number): RuleNotice => ({
  id, rule_id: 40 + id, rule_name: rule, team_id: 3, run_id: 900 + id, kind: 'matched',
  message: `Rule “${rule}” matched ${matched} objects in act_1:\n• Wanita 25-44 | Fashion\n• Broad`,
  created_at: '2026-11-24T03:00:00.000Z', read_at: null,
});

/** The notices endpoint as the server keeps it: marking read takes a notice out of the unread list. */
function noticeServer(start: RuleNotice[], { refuseRead = false } = {}) {
  let unread = [...start];
  const api = productApiDouble()
    .on('get', '/api/rules/notices', () => ({ notices: unread, unread: unread.length }))
    .on('post', '/api/rules/notices/read', ({ body }) => {
      if (refuseRead) return apiError(500, 'internal', 'The notice could not be saved as read.');
      const before = unread.length;
      unread = body.all ? [] : unread.filter((n) => n.id !== body.id);
      return { marked: before - unread.length };
    });
  return { api, posts: () => api.requestsTo('post', '/api/rules/notices/read').map((request) => request.body) };
}

// The shell's notice area as the host mounts the rules' ./notices in it, on a page of another area.
const shell = <AppLayout navItems={[]} banners={<RuleNotices />}><p>page</p></AppLayout>;
const routes = [
  { path: '/dashboard', element: shell },
  { path: '/rules/:id/history', element: <p>rule history</p> },
];

function renderShell(loggedIn = true) {
  configureRuntime({ navigate: jest.fn() });
  return renderArea(routes, '/dashboard', {
    user: { id: 9, login: 'budi', role: 'user', teams: [], ad_accounts: [] },
    session: () => sessionStore.set(loggedInAtom, loggedIn),
    wrapper: SasarThemeProvider,
  });
}

test('a rule’s unread notice shows in the notice area, links to its run and is gone once marked read', async () => {
  const server = noticeServer([notice(2, 'Team watch', 2), notice(1, 'Stop-loss', 1)]);
  renderShell();
  const area = await screen.findByRole('region', { name: 'Notices' });
  // The notice area shows one notice; the other waits behind "+1 more".
  await userEvent.click(await within(area).findByRole('button', { name: '+1 more notice' }));
  const shown = await within(area).findAllByTestId('rule-notice');
  expect(shown.map((n) => n.textContent)).toEqual([expect.stringContaining('Rule “Team watch” matched 2 objects in act_1'), expect.stringContaining('Rule “Stop-loss” matched 1 objects in act_1')]);
  expect(shown[0]).not.toHaveTextContent('Wanita');
  const { violations } = await axe.run(area, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await userEvent.click(within(area).getByRole('button', { name: 'Mark as read: Rule “Stop-loss” matched 1 objects in act_1' }));
  await waitFor(() => expect(within(area).getAllByTestId('rule-notice')).toHaveLength(1));
  expect(within(area).getByTestId('rule-notice')).toBeVisible();
  expect(server.posts()).toEqual([{ id: 1 }]);

  const open = within(area).getByRole('link', { name: 'Open the run' });
  expect(open).toHaveAttribute('href', '/rules/42/history?run=902&team=3');
  await userEvent.click(open);
  expect(await screen.findByText('rule history')).toBeInTheDocument();
  await waitFor(() => expect(server.posts()).toEqual([{ id: 1 }, { id: 2 }]));
});

test('more than three unread notices: three show and one line offers to mark them all read', async () => {
  const server = noticeServer([5, 4, 3, 2, 1].map((id) => notice(id, `Rule ${id}`, id)));
  renderShell();
  expect(await screen.findAllByTestId('rule-notice')).toHaveLength(3);
  await userEvent.click(await screen.findByRole('button', { name: '+3 more notices' }));
  const more = screen.getByTestId('rule-notice-more');
  expect(more).toHaveTextContent('2 more unread rule notices');
  await userEvent.click(within(more).getByRole('button', { name: 'Mark all as read' }));
  await waitFor(() => expect(screen.queryByTestId('rule-notice')).not.toBeInTheDocument());
  expect(server.posts()).toEqual([{ all: true }]);
});

test('a notice the server could not mark read stays, and a toast says so', async () => {
  const server = noticeServer([notice(1, 'Stop-loss', 1)], { refuseRead: true });
  renderShell();
  const area = await screen.findByRole('region', { name: 'Notices' });
  await userEvent.click(await within(area).findByRole('button', { name: 'Mark as read: Rule “Stop-loss” matched 1 objects in act_1' }));
  await waitFor(() => expect(toasts()).toEqual([expect.objectContaining({ type: 'error', message: 'The notice could not be saved as read.' })]));
  expect(within(area).getByTestId('rule-notice')).toHaveTextContent('Rule “Stop-loss” matched 1 objects in act_1');
  expect(server.posts()).toEqual([{ id: 1 }]);
});

test('an answer of another shape (an older server, a proxy’s page) leaves the notice area quiet', async () => {
  const api = productApiDouble().on('get', '/api/rules/notices', rawReply(new Response('<html>Bad gateway</html>', { status: 200, headers: { 'content-type': 'text/html' } })));
  renderShell();
  await waitFor(() => expect(api.requests.map((r) => r.path)).toEqual(['/api/rules/notices']));
  await act(async () => {});
  expect(screen.queryByTestId('rule-notice')).not.toBeInTheDocument();
  expect(screen.getByTestId('banners')).toBeEmptyDOMElement();
});

test('logged out, nothing is asked for', async () => {
  const server = noticeServer([notice(1, 'Stop-loss', 1)]);
  renderShell(false);
  await act(async () => {});
  expect(screen.queryByTestId('rule-notice')).not.toBeInTheDocument();
  expect(server.api.requests).toEqual([]);
});
