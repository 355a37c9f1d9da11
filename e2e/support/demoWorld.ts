// The demo world as the suites reach it directly: the user view's ad accounts, and writes straight to the graph
// sandbox with Dewi's token (objects a spec makes for itself, named with its own prefix).
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Dewi's platform token in the sandbox (the demo user's connection). */
const DEWI_TOKEN = 'EAAsandbox-dewi';

/** The graph sandbox's origin in this worker's stack. */
export function sandboxOrigin(): string {
  const url = process.env.E2E_SANDBOX_URL;
  if (!url) throw new Error('E2E_SANDBOX_URL is not set: the worker’s stack did not start (support/fixtures.ts).');
  return url;
}

/** A fault the sandbox plays on its next `count` calls (1 unless given), on `path` when given (GRAPH-API.md's errors). */
export async function injectFault(request: APIRequestContext, fault: { kind: string; path?: string; count?: number }): Promise<void> {
  const response = await request.post(`${sandboxOrigin()}/__sandbox/faults`, { data: fault });
  expect(response.status(), await response.text()).toBe(201);
}

/** Clears every fault not yet played, so the worker's next test meets a working platform. */
export async function clearFaults(request: APIRequestContext): Promise<void> {
  const response = await request.delete(`${sandboxOrigin()}/__sandbox/faults`);
  expect(response.ok()).toBe(true);
}

/** A 2 × 2 PNG, for uploads. */
export const SAMPLE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

/** Closes the first-visit tips ("Got it") whenever one covers what a test clicks. */
export async function dismissTips(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Got it' }), async (button) => {
    await button.click();
  });
}

/** A read straight from the sandbox with Dewi's token: the Graph answer's JSON. */
export async function sandboxGraphGet<T = unknown>(request: APIRequestContext, path: string, params: Record<string, string> = {}): Promise<T> {
  const response = await request.get(`${sandboxOrigin()}/v21.0/${path}`, { params: { ...params, access_token: DEWI_TOKEN } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<T>;
}

/** An ad account as the user view lists it: one entry per team that grants it. */
export interface UserAdAccount {
  id: string;
  name: string;
  currency: string;
  team: number;
  account_status: number;
}

/** The signed-in user's ad accounts, as GET /api/user lists them. */
export async function userAdAccounts(page: Page): Promise<UserAdAccount[]> {
  return (await (await page.request.get('/api/user')).json()).data.ad_accounts as UserAdAccount[];
}

/** The id of the user's own active account in this currency (IDR by default). */
export async function ownAdAccount(page: Page, currency = 'IDR'): Promise<string> {
  return (await userAdAccounts(page)).find((a) => a.currency === currency && a.team === 0 && a.account_status === 1)!.id;
}

/** A write straight to the sandbox, form-encoded as Meta's SDKs send it, with Dewi's token. */
function postToSandbox(request: APIRequestContext, path: string, form: Record<string, unknown>) {
  const body = Object.fromEntries(Object.entries({ ...form, access_token: DEWI_TOKEN }).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  return request.post(`${sandboxOrigin()}/v21.0/${path}`, { form: body });
}

/** A write straight to the sandbox with Dewi's token; answers its JSON. */
export async function sandboxGraphPost(request: APIRequestContext, path: string, form: Record<string, unknown>): Promise<{ id: string }> {
  const response = await postToSandbox(request, path, form);
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** A write the sandbox refuses as Meta does: the answer's error object. */
export async function sandboxGraphRefusal(request: APIRequestContext, path: string, form: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await postToSandbox(request, path, form);
  expect(response.ok(), await response.text()).toBe(false);
  return (await response.json()).error;
}
