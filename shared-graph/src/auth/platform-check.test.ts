import { EXTENSION_PAGE_SOURCE, EXTENSION_SOURCE, type ExtensionRequest } from '../graph/extension';
import { jsonResponse, makeUser, setupRuntime } from '../test-utils';
import { accountApi } from '../api/account';
import { activeAdAccountAtom, activeTeamIdAtom, adSettingsAtom, adsTokenAtom, sessionStore, userAtom } from '../session/atoms';
import { runTokenCheck, selectExtensionAccount } from './platform-check';

describe('runTokenCheck (SPEC §4 token check)', () => {
  test('a disconnected token is forgotten (team accounts stay) and the user goes to setup-facebook with the reason', async () => {
    const rt = setupRuntime(() => jsonResponse({ data: { status: 'disconnected', reason: 'offline_access', message: 'old token' } }));
    sessionStore.set(userAtom, makeUser());
    sessionStore.set(adsTokenAtom, 'EAAsandbox-dewi');
    const result = await runTokenCheck({ force: true });
    expect(result).toMatchObject({ status: 'disconnected', reason: 'offline_access' });
    expect(rt.calls[0]!.url.pathname).toBe('/api/user/token-check');
    expect(rt.calls[0]!.url.searchParams.get('force')).toBe('1');
    expect(rt.navigate).toHaveBeenCalledWith('/setup/facebook?reason=offline_access');
    const user = sessionStore.get(userAtom)!;
    expect(user).toMatchObject({ facebook_connected: false });
    expect(user.ad_accounts.map((a) => a.id)).toEqual(['act_70']);
    expect(sessionStore.get(adsTokenAtom)).toBeNull();
  });

  test('no token → setup-facebook with no_adstoken; ok, unavailable and a failing call change nothing', async () => {
    const rt = setupRuntime(() => jsonResponse({ data: { status: 'no_adstoken', message: 'Connect' } }));
    sessionStore.set(userAtom, makeUser());
    await runTokenCheck();
    expect(rt.navigate).toHaveBeenCalledWith('/setup/facebook?reason=no_adstoken');

    for (const answer of [jsonResponse({ data: { status: 'ok', checked_at: 'x' } }), jsonResponse({ data: { status: 'unavailable', message: 'down' } }), jsonResponse({ error: { code: 'internal', message: 'x' } }, 500)]) {
      const again = setupRuntime(() => answer.clone());
      sessionStore.set(userAtom, makeUser());
      await runTokenCheck();
      expect(again.navigate).not.toHaveBeenCalled();
      expect(sessionStore.get(userAtom)!.facebook_connected).toBe(true);
    }
  });
});

describe('selectExtensionAccount (SPEC §4 extension)', () => {
  let remove: () => void = () => undefined;
  afterEach(() => remove());

  function extensionWith(accounts: { id: string; account_status: number; currency: string }[]) {
    const listener = (event: MessageEvent) => {
      const message = event.data as ExtensionRequest;
      if (message?.source !== EXTENSION_PAGE_SOURCE || message.type !== 'graph') return;
      window.postMessage({ source: EXTENSION_SOURCE, id: message.id, type: 'graph', data: { id: '1', adaccounts: { data: accounts } } }, '*');
    };
    window.addEventListener('message', listener);
    remove = () => window.removeEventListener('message', listener);
  }

  const accounts = [
    { id: 'act_1', account_status: 2, currency: 'IDR' },
    { id: 'act_2', account_status: 1, currency: 'USD' },
    { id: 'act_3', account_status: 1, currency: 'IDR' },
  ];

  test('the first active account in the current currency', async () => {
    setupRuntime();
    sessionStore.set(userAtom, makeUser());
    sessionStore.set(adSettingsAtom, (s) => ({ ...s, currency: 'IDR' }));
    extensionWith(accounts);
    expect(await selectExtensionAccount()).toBe('act_3');
    expect(sessionStore.get(activeAdAccountAtom)).toBe('act_3');
    expect(sessionStore.get(activeTeamIdAtom)).toBe(0);
    expect(localStorage.getItem('sasar.adaccount.42')).toBe('0:act_3');
  });

  test('without a currency (or none matching) the first active one; none active → nothing selected', async () => {
    setupRuntime();
    extensionWith(accounts);
    expect(await selectExtensionAccount()).toBe('act_2');
    remove();
    setupRuntime();
    sessionStore.set(adSettingsAtom, (s) => ({ ...s, currency: 'JPY' }));
    extensionWith(accounts);
    expect(await selectExtensionAccount()).toBe('act_2');
    remove();
    setupRuntime();
    extensionWith([accounts[0]!]);
    expect(await selectExtensionAccount()).toBeNull();
    expect(sessionStore.get(activeAdAccountAtom)).toBeNull();
  });
});

describe('accountApi', () => {
  test('paths and payloads of the account calls', async () => {
    const rt = setupRuntime(() => jsonResponse({ data: {} }));
    await accountApi.requestReset('dewi');
    await accountApi.confirmReset('tok', 'new-password');
    await accountApi.setApiVersion('v20.0');
    await accountApi.setNotification({ weekly_report: false });
    await accountApi.requestDeletion('dewi');
    await accountApi.deletionStatus('abc');
    expect(rt.calls.map((c) => `${c.method} ${c.url.pathname} ${c.body}`)).toEqual([
      'POST /api/user/reset {"login":"dewi"}',
      'POST /api/user/reset/confirm {"token":"tok","password":"new-password"}',
      'POST /api/user/setting/api_version {"value":"v20.0"}',
      'POST /api/user/notification {"weekly_report":false}',
      'POST /api/user/deletion-request {"confirm":"dewi","reason":null}',
      'GET /api/deletion-request/abc ',
    ]);
    expect(accountApi.oauthStartUrl('integrations')).toBe('/api/platform/oauth/start?return=integrations');
  });
});
