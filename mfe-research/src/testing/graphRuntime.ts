// A fake platform for the research remote's own tests: shared-graph's real clients, with fetch answered by a handler.
import { extensionInstalledAtom, localeAtom, notify, selectAdAccount, sessionStore, userAtom, type User, type UserAdAccount } from 'shared-graph';
import { configureRuntime, resetSession } from 'shared-graph/testing';

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

export type Handler = (call: RecordedCall, request: Request) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200, statusText = ''): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

/** A fetch double that records every request and answers with `handler`; honours the request's signal. */
function fakeFetch(handler: Handler) {
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

function account(id: string, team: number, status = 1): UserAdAccount {
  return { id, account_id: id.replace(/^act_/, ''), name: `Account ${id}`, currency: 'IDR', team, min_daily_budget: 10000, account_status: status, facebook_connected: true };
}

function makeUser(): User {
  return {
    id: 42,
    login: 'dewi',
    suite_id: null,
    role: 'user',
    agree: true,
    facebook_connected: true,
    subscription: { package: 'pro', expires_at: null },
    subscription_expired: false,
    teams: [{ id: 0, name: 'Dewi', created_by: 42, package: 'pro', users: [{ id: 42, name: 'Dewi Lestari' }] }],
    ad_accounts: [account('act_1', 0)],
  };
}

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
  sessionStore.set(userAtom, makeUser());
  selectAdAccount(0, 'act_1');
  return { calls, reportError };
}

export const isBatch = (call: RecordedCall) => call.url.pathname.endsWith('/batch');
export const batchOps = (call: RecordedCall): Array<{ method: string; relative_url: string }> => JSON.parse(call.body).batch;
