import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  activeAdAccountAtom,
  activeTeamIdAtom,
  figureFreshnessAtom,
  rateLimitUsageAtom,
  sessionStore,
  userAtom,
  type RateLimitState,
  type User,
} from 'shared-graph/host';
import { renderAt } from '../../testing/renderShell';
import { RateLimitMeter } from './RateLimitMeter';

const account = (id: string, name: string) => ({ id, account_id: id.slice(4), name, currency: 'IDR', team: 0, min_daily_budget: 1, account_status: 1, facebook_connected: true });
const NOW = Date.now();
const seen = (accountId: string, percent: number, regainAccessSeconds: number | null = null, useCases = [{ type: 'ads_insights', percent, regainAccessSeconds }]) => ({
  accountId,
  percent,
  regainAccessSeconds,
  resetSeconds: null,
  useCases,
  seenAt: NOW,
});
const clock = (time: number) => new Date(time).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function given(state: RateLimitState, selected = 'act_1') {
  act(() => {
    sessionStore.set(userAtom, { id: 1, login: 'demo', teams: [], ad_accounts: [account('act_1', 'Batik Lestari'), account('act_2', 'Kopi Nusantara')] } as unknown as User);
    sessionStore.set(activeTeamIdAtom, 0);
    sessionStore.set(activeAdAccountAtom, selected);
    sessionStore.set(rateLimitUsageAtom, state);
    sessionStore.set(figureFreshnessAtom, { queries: {}, throttles: {} });
  });
}

test('nothing shows before the platform has reported any usage', () => {
  given({ accounts: {}, app: null });
  renderAt(<RateLimitMeter />);
  expect(screen.queryByTestId('rate-limit-meter')).not.toBeInTheDocument();
});

test('a calm figure for the selected account: its percentage, no warning words', () => {
  given({ accounts: { act_1: seen('act_1', 12), act_2: seen('act_2', 95) }, app: null });
  renderAt(<RateLimitMeter />);
  const meter = screen.getByTestId('rate-limit-meter');
  expect(meter).toHaveAttribute('data-level', 'ok');
  expect(screen.getByRole('button', { name: 'API usage 12%' })).toBeInTheDocument();
});

test('from 75 % it warns in words and colour, before the wall', () => {
  given({ accounts: { act_1: seen('act_1', 80) }, app: null });
  renderAt(<RateLimitMeter />);
  expect(screen.getByTestId('rate-limit-meter')).toHaveAttribute('data-level', 'warning');
  expect(screen.getByRole('button', { name: /80%\s*near the limit/ })).toBeInTheDocument();
});

test('at the wall it says so, and when calls go through again; the list shows every ad account', async () => {
  given({ accounts: { act_1: seen('act_1', 100, 300), act_2: seen('act_2', 30) }, app: { percent: 4, seenAt: 0 } });
  renderAt(<RateLimitMeter />);
  const toggle = screen.getByRole('button', { name: /100%\s*at the limit/ });
  expect(screen.getByTestId('rate-limit-meter')).toHaveAttribute('data-level', 'critical');
  await userEvent.click(toggle);
  const panel = screen.getByRole('region', { name: 'Facebook API usage' });
  expect(within(panel).getByText(`This ad account's insights quota (ads_insights), used by reading figures (spend, results and every metric column, rule checks).`)).toBeInTheDocument();
  expect(within(panel).getByText(`Facebook takes these calls again at ${clock(NOW + 300_000)} (in about 5 min).`)).toBeInTheDocument();
  expect(within(panel).getByText(/^As reported by the platform at /)).toBeInTheDocument();
  const rows = within(within(panel).getByRole('list', { name: 'Usage per ad account' })).getAllByRole('listitem').map((row) => row.textContent);
  expect(rows).toEqual(['Batik Lestari100%, at the limit', 'Kopi Nusantara30%', 'All of Sasar (app limit)4%']);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Facebook API usage' })).not.toBeInTheDocument();
});

test('the app-wide quota shows for an account when it is the closer wall', () => {
  given({ accounts: { act_1: seen('act_1', 10) }, app: { percent: 85, seenAt: 0 } });
  renderAt(<RateLimitMeter />);
  expect(screen.getByRole('button', { name: /85%\s*near the limit/ })).toBeInTheDocument();
  expect(screen.getByTestId('rate-limit-meter')).toHaveAttribute('data-level', 'warning');
});

test('a throttle on the account is said in words with the time; each use case is named in words', async () => {
  const regainAt = NOW + 4 * 60_000 - 1000;
  given({
    accounts: {
      act_1: seen('act_1', 100, 240, [
        { type: 'ads_management', percent: 100, regainAccessSeconds: 240 },
        { type: 'custom_audience', percent: 20, regainAccessSeconds: null },
      ]),
    },
    app: null,
  });
  act(() => sessionStore.set(figureFreshnessAtom, { queries: {}, throttles: { 'act_1:ads_management': { scope: 'account', accountId: 'act_1', useCase: 'ads_management', regainAt, code: 80004 } } }));
  renderAt(<RateLimitMeter />);
  await userEvent.click(screen.getByRole('button', { name: /100%\s*at the limit/ }));
  const panel = screen.getByRole('region', { name: 'Facebook API usage' });
  expect(within(panel).getByText("This ad account's ads management quota (ads_management), used by reading and changing campaigns, ad sets and ads. Also: custom audiences 20%.")).toBeInTheDocument();
  expect(within(panel).getByRole('alert')).toHaveTextContent(
    `Facebook asks us to wait 4 min (until ${clock(regainAt)}) for ads management on this ad account. Sasar shows its stored figures meanwhile.`,
  );
});

test("the app's quota says it is the app's, used by every call", async () => {
  given({ accounts: {}, app: { percent: 91, seenAt: NOW } });
  renderAt(<RateLimitMeter />);
  await userEvent.click(screen.getByRole('button', { name: /91%\s*at the limit/ }));
  expect(screen.getByText("The app's quota, used by every call Sasar makes for all accounts.")).toBeInTheDocument();
});
