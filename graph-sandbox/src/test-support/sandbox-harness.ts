import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createSandbox } from '../sandbox/create-sandbox';
import type { SandboxOptions } from '../sandbox/options';

/** 2025-06-15 10:00 in Jakarta: a fixed "now" so worlds and expiry times are repeatable. */
export const FIXED_NOW = Date.UTC(2025, 5, 15, 3, 0, 0);
export const DEWI_TOKEN = 'EAAsandbox-dewi';
export const BUDI_TOKEN = 'EAAsandbox-budi';
export const SITI_TOKEN = 'EAAsandbox-siti';
export const APP_TOKEN = '1234567890|sandbox-app-secret';

export function testSandbox(options: SandboxOptions = {}): FastifyInstance {
  return createSandbox({ now: () => FIXED_NOW, ...options });
}

export interface JsonResponse<T = unknown> {
  status: number;
  headers: LightMyRequestResponse['headers'];
  body: T;
}

// Tests read arbitrary JSON shapes; `any` keeps assertions on them short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

function toJson<T>(response: LightMyRequestResponse): JsonResponse<T> {
  return { status: response.statusCode, headers: response.headers, body: (response.body ? response.json() : undefined) as T };
}

/** `GET /v21.0<path>` with the token as `access_token` (pass `null` for no token). */
export async function graphGet(app: FastifyInstance, path: string, query: Record<string, string> = {}, token: string | null = DEWI_TOKEN): Promise<JsonResponse<Json>> {
  const search = new URLSearchParams(query);
  if (token !== null) search.set('access_token', token);
  const response = await app.inject({ method: 'GET', url: `/v21.0${path}${search.size ? `?${search}` : ''}` });
  return toJson(response);
}

export async function postJson(app: FastifyInstance, url: string, payload: unknown): Promise<JsonResponse<Json>> {
  return toJson(await app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> }));
}

export async function postForm(app: FastifyInstance, url: string, form: Record<string, string>): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });
}

/** Dewi's ad accounts as `/me/adaccounts` lists them. */
export async function dewiAccounts(app: FastifyInstance): Promise<Array<Record<string, Json>>> {
  const response = await graphGet(app, '/me/adaccounts', { fields: 'id,name,currency,account_status', limit: '100' });
  return response.body.data;
}

export async function activeAccount(app: FastifyInstance, currency = 'IDR'): Promise<string> {
  const account = (await dewiAccounts(app)).find((a) => a.currency === currency && a.account_status === 1);
  if (!account) throw new Error(`Dewi has no active ${currency} account`);
  return account.id as string;
}
