// Helpers for shared-graph's own tests, and through shared-graph/testing for the remotes' tests.
import { configureRuntime } from './runtime';
import { resetSession } from './auth/resetSession';
import { extensionCheckedAtom, extensionInstalledAtom, extensionSeenAtom, localeAtom, sessionStore } from './session/atoms';
import { notify } from './notify';
import type { User, UserAdAccount } from './session/types';

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

export type Handler = (call: RecordedCall, request: Request) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200, statusText = ''): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch double that records every request and answers with `handler`; honours the request's signal. */
export function fakeFetch(handler: Handler) {
  const calls: RecordedCall[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const call: RecordedCall = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text(),
    };
    calls.push(call);
    const signal = request.signal;
    if (signal.aborted) throw signal.reason;
    return await new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      Promise.resolve(handler(call, request)).then(resolve, reject);
    });
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

export interface TestRuntime {
  navigate: jest.Mock;
  reportError: jest.Mock;
  calls: RecordedCall[];
  path: { current: string };
}

/** Fresh storage, session, toasts and runtime for one test. */
export function setupRuntime(handler: Handler = () => jsonResponse({ data: null }), opts: { graphDirect?: { baseUrl: string } } = {}): TestRuntime {
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  resetSession();
  sessionStore.set(localeAtom, 'auto');
  sessionStore.set(extensionInstalledAtom, false);
  sessionStore.set(extensionCheckedAtom, false);
  sessionStore.set(extensionSeenAtom, false);
  notify.clear();
  const navigate = jest.fn();
  const reportError = jest.fn();
  const path = { current: '/search?q=shoes' };
  const { fetch, calls } = fakeFetch(handler);
  configureRuntime({ navigate, reportError, fetch, getCurrentPath: () => path.current, graphDirect: opts.graphDirect });
  return { navigate, reportError, calls, path };
}

export function account(id: string, team: number, status = 1, extra: Partial<UserAdAccount> = {}): UserAdAccount {
  return {
    id,
    account_id: id.replace(/^act_/, ''),
    name: `Account ${id}`,
    currency: 'IDR',
    team,
    min_daily_budget: 10000,
    account_status: status,
    facebook_connected: true,
    ...extra,
  };
}

export function makeUser(extra: Partial<User> = {}): User {
  return {
    id: 42,
    login: 'dewi',
    suite_id: 'SU-42',
    role: 'user',
    agree: true,
    facebook_connected: true,
    subscription: { package: 'pro', expires_at: null },
    subscription_expired: false,
    ad_accounts_pending: false,
    language: null,
    teams: [
      { id: 0, name: 'Dewi', created_by: 42, package: 'pro', users: [{ id: 42, name: 'Dewi Lestari' }] },
      { id: 7, name: 'Acme', created_by: 55, package: 'team', users: [{ id: 55, name: 'Budi Santoso' }, { id: 42, name: 'Dewi Lestari' }] },
    ],
    ad_accounts: [account('act_1', 0), account('act_2', 0, 2), account('act_3', 0, 3), account('act_70', 7)],
    ...extra,
  };
}
