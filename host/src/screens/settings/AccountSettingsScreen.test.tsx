import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { languageAtom, sessionStore, toastsAtom, userAtom, type User } from 'shared-graph/host';
import { HOST_PAGE_TEXTS } from '../../shell/pageTexts';
import { usePageMeta } from '../../shell/usePageMeta';
import { renderRoutes } from '../../testing/renderShell';
import { AccountSettingsScreen } from './AccountSettingsScreen';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const settings = {
  login: 'demo', email: null, device_fingerprint: 'fp-123', plan: { package: 'Pro', expires_at: null },
  api_version: 'v21.0', api_versions: ['v21.0'],
  notification: { rule_execution_email: true, weekly_report: true, product_news: false },
  language: null, languages: ['en', 'id'],
};

/** The settings screen under a route titled as the app titles it (the host's page meta in the chosen language). */
function renderAccount(answer: (body: Record<string, unknown>) => Response) {
  const posted: Record<string, unknown>[] = [];
  const fetchFake = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    if (path === 'user/settings') return json({ data: settings });
    if (path === 'user/email') return json({ data: { email: null, verified_at: null, pending_email: null } });
    if (path === 'user/deletion-request') return json({ data: null });
    if (path === 'user/setting/language') {
      const body = JSON.parse(await request.clone().text()) as Record<string, unknown>;
      posted.push(body);
      return answer(body);
    }
    return json({ error: { code: 'not_found', message: 'no' } }, 404);
  });
  function Titled() {
    usePageMeta();
    return <Outlet />;
  }
  renderRoutes(
    [{ element: <Titled />, children: [{ path: '/setting/account', handle: { name: 'setting-account', meta: HOST_PAGE_TEXTS.settingAccount }, element: <AccountSettingsScreen /> }] }],
    '/setting/account',
    fetchFake as unknown as typeof fetch,
  );
  return { posted };
}

beforeEach(() =>
  act(() => {
    localStorage.clear();
    sessionStore.set(languageAtom, 'id');
    sessionStore.set(toastsAtom, []);
    sessionStore.set(userAtom, { id: 9, login: 'demo', role: 'user', facebook_connected: true, teams: [], ad_accounts: [], language: null } as unknown as User);
  }),
);

test('choosing English saves it for the user and switches the page title and description at once, without a reload', async () => {
  const { posted } = renderAccount((body) => json({ data: { ...settings, language: body.value } }));
  const select = await screen.findByRole('combobox', { name: /^Language/ });
  // No choice stored yet: the screen shows the language in use, the SPEC §1 default.
  expect(select).toHaveValue('id');
  expect(document.title).toBe('Pengaturan Akun — Sasar');
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Profil, alamat e-mail/);

  await userEvent.selectOptions(select, 'English');
  await waitFor(() => expect(document.title).toBe('Account settings — Sasar'));
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Your profile, e-mail address/);
  expect(posted).toEqual([{ value: 'en' }]);
  expect(sessionStore.get(languageAtom)).toBe('en');
  expect(localStorage.getItem('sasar.language')).toBe('en');
  expect(select).toHaveValue('en');

  await userEvent.selectOptions(select, 'Bahasa Indonesia');
  await waitFor(() => expect(document.title).toBe('Pengaturan Akun — Sasar'));
  expect(posted).toEqual([{ value: 'en' }, { value: 'id' }]);
});

test('a refused save says so and leaves the language as it was', async () => {
  renderAccount(() => json({ error: { code: 'bad_request', message: 'The language must be one of: en, id.' } }, 400));
  const select = await screen.findByRole('combobox', { name: /^Language/ });
  await userEvent.selectOptions(select, 'English');
  await waitFor(() => expect(sessionStore.get(toastsAtom).map((toast) => toast.message)).toContain('The language must be one of: en, id.'));
  expect(sessionStore.get(languageAtom)).toBe('id');
  expect(document.title).toBe('Pengaturan Akun — Sasar');
  expect(select).toHaveValue('id');
});
