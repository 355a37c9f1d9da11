import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import type { ApiData } from 'shared-graph';
import { languageAtom, sessionStore, toastsAtom, userAtom, type User } from 'shared-graph/host';
import { apiError, productApiDouble, type ApiHandler } from 'shared-graph/testing';
import { HOST_PAGE_TEXTS } from '../../shell/pageTexts';
import { usePageMeta } from '../../shell/usePageMeta';
import { renderRoutes } from '../../testing/renderShell';
import { AccountSettingsScreen } from './AccountSettingsScreen';

const settings: ApiData<'/api/user/settings'> = {
  login: 'demo', email: null, device_fingerprint: 'fp-123', plan: { package: 'Pro', expires_at: null },
  api_version: 'v21.0', api_versions: ['v21.0'],
  notification: { rule_execution_email: true, weekly_report: true, product_news: false },
  language: null, languages: ['en', 'id'],
};

/** The settings screen under a route titled as the app titles it (the host's page meta in the chosen language). */
function renderAccount(saveLanguage: ApiHandler<'/api/user/setting/language', 'post'>) {
  const api = productApiDouble()
    .on('get', '/api/user/settings', settings)
    .on('get', '/api/user/email', { email: null, verified_at: null, pending_email: null })
    .on('get', '/api/user/deletion-request', null)
    .on('post', '/api/user/setting/language', saveLanguage);
  function Titled() {
    usePageMeta();
    return <Outlet />;
  }
  renderRoutes(
    [{ element: <Titled />, children: [{ path: '/setting/account', handle: { name: 'setting-account', meta: HOST_PAGE_TEXTS.settingAccount }, element: <AccountSettingsScreen /> }] }],
    '/setting/account',
  );
  return { posted: () => api.requestsTo('post', '/api/user/setting/language').map((request) => request.body) };
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
  const { posted } = renderAccount(({ body }) => ({ ...settings, language: body.value }));
  const select = await screen.findByRole('combobox', { name: /^Language/ });
  // No choice stored yet: the screen shows the language in use, the SPEC §1 default.
  expect(select).toHaveValue('id');
  expect(document.title).toBe('Pengaturan Akun — Sasar');
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Profil, alamat e-mail/);

  await userEvent.selectOptions(select, 'English');
  await waitFor(() => expect(document.title).toBe('Account settings — Sasar'));
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Your profile, e-mail address/);
  expect(posted()).toEqual([{ value: 'en' }]);
  expect(sessionStore.get(languageAtom)).toBe('en');
  expect(localStorage.getItem('sasar.language')).toBe('en');
  expect(select).toHaveValue('en');

  await userEvent.selectOptions(select, 'Bahasa Indonesia');
  await waitFor(() => expect(document.title).toBe('Pengaturan Akun — Sasar'));
  expect(posted()).toEqual([{ value: 'en' }, { value: 'id' }]);
});

test('a refused save says so and leaves the language as it was', async () => {
  const { posted } = renderAccount(apiError(400, 'bad_request', 'The language must be one of: en, id.'));
  const select = await screen.findByRole('combobox', { name: /^Language/ });
  await userEvent.selectOptions(select, 'English');
  await waitFor(() => expect(sessionStore.get(toastsAtom).map((toast) => toast.message)).toContain('The language must be one of: en, id.'));
  expect(sessionStore.get(languageAtom)).toBe('id');
  expect(document.title).toBe('Pengaturan Akun — Sasar');
  expect(select).toHaveValue('id');
  expect(posted()).toEqual([{ value: 'en' }]);
});
