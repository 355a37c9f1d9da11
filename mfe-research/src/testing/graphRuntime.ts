// A fake platform for the research remote's own tests: shared-graph's real clients, with fetch answered by a handler.
import { notify } from 'shared-graph';
import { extensionInstalledAtom, localeAtom, selectAdAccount, sessionStore, userAtom } from 'shared-graph/host';
import { account, configureRuntime, fakeFetch, makeUser, resetSession, type Handler, type RecordedCall } from 'shared-graph/testing';

export { jsonResponse, type Handler, type RecordedCall } from 'shared-graph/testing';

/** Dewi with her own team only and one active ad account, act_1. */
const researchUser = () =>
  makeUser({ teams: [{ id: 0, name: 'Dewi', created_by: 42, package: 'pro', users: [{ id: 42, name: 'Dewi Lestari' }] }], ad_accounts: [account('act_1', 0)] });

export interface FakePlatform {
  calls: RecordedCall[];
  reportError: jest.Mock;
}

/** Fresh storage, session (user dewi, ad account act_1 through the proxy) and a runtime whose fetch is `handler`. */
export function fakePlatform(handler: Handler): FakePlatform {
  localStorage.clear();
  resetSession();
  sessionStore.set(localeAtom, 'auto');
  sessionStore.set(extensionInstalledAtom, false);
  notify.clear();
  const reportError = jest.fn();
  const { fetch, calls } = fakeFetch(handler);
  configureRuntime({ navigate: jest.fn(), reportError, fetch, getCurrentPath: () => '/search' });
  sessionStore.set(userAtom, researchUser());
  selectAdAccount(0, 'act_1');
  return { calls, reportError };
}

export const isBatch = (call: RecordedCall) => call.url.pathname.endsWith('/batch');
export const batchOps = (call: RecordedCall): Array<{ method: string; relative_url: string }> => JSON.parse(call.body).batch;
