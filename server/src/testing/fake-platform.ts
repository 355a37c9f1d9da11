import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * A small Meta-shaped Graph API for tests, over real HTTP: debug_token, /me, /me/adaccounts (paged),
 * batch and asyncbatch at the root, an echo for any other path, and a few paths that fail on purpose.
 */
export const APP_ID = '1234567890';
export const APP_SECRET = 'sandbox-app-secret';

interface FakeUser {
  id: string;
  name: string;
  accounts: Record<string, unknown>[];
}

const account = (digits: string, name: string, currency: string, status: number) => ({
  id: `act_${digits}`,
  account_id: digits,
  name,
  account_status: status,
  currency,
  min_daily_budget: currency === 'IDR' ? 15000 : 100,
  created_time: '2024-03-01T10:00:00+0700',
  timezone_name: 'Asia/Jakarta',
});

export const FAKE_USERS: Record<string, FakeUser> = {
  'EAAsandbox-dewi': {
    id: '100090000000001',
    name: 'Dewi Lestari',
    accounts: [
      account('200000000000001', 'Dewi IDR', 'IDR', 1),
      account('200000000000002', 'Dewi USD', 'USD', 1),
      account('200000000000003', 'Dewi JPY', 'JPY', 3),
      account('200000000000004', 'Dewi disabled', 'IDR', 2),
    ],
  },
  'EAAsandbox-budi': {
    id: '100090000000002',
    name: 'Budi Santoso',
    accounts: [account('200000000000011', 'Budi IDR', 'IDR', 1), account('200000000000012', 'Budi USD', 'USD', 1)],
  },
  'EAAsandbox-siti': { id: '100090000000003', name: 'Siti Rahma', accounts: [] },
};

/** Tokens the fake refuses: debug_token says invalid, every call answers code 190. */
export const EXPIRED_TOKEN = 'EAAsandbox-expired';
/** Dewi's legacy never-expiring token with `offline_access` (valid, but it must be migrated). */
export const OFFLINE_TOKEN = 'EAAsandbox-dewi-offline';
/** A valid token of another app. */
export const OTHER_APP_TOKEN = 'EAAsandbox-otherapp';

const PAGE_SIZE = 3;
const USAGE = '{"call_count":3,"total_cputime":1,"total_time":2}';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

function graphError(reply: FastifyReply, status: number, code: number, message: string, subcode?: number) {
  return reply.status(status).send({
    error: { message, type: 'OAuthException', code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: 'AfakeTrace' },
  });
}

const cursor = (offset: number) => Buffer.from(String(offset)).toString('base64').replace(/=+$/, '') + 'ZD';
const offsetOf = (value: string | null) => (value ? Number(Buffer.from(value.slice(0, -2), 'base64').toString()) || 0 : 0);

export interface FakePlatform {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakePlatform(): Promise<FakePlatform> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(fastifyFormbody);
  const requests: RecordedRequest[] = [];

  const tokenOf = (request: FastifyRequest) => new URL(request.url, 'http://x').searchParams.get('access_token');

  app.addHook('onRequest', async (request, reply) => {
    reply.header('facebook-api-version', 'v21.0');
    reply.header('x-app-usage', USAGE);
    reply.header('x-business-use-case-usage', '{"200000000000001":[{"type":"ads_management","call_count":1}]}');
    reply.header('x-fb-debug', 'not-forwarded');
  });
  app.addHook('preHandler', async (request) => {
    const url = new URL(request.url, 'http://x');
    requests.push({ method: request.method, path: url.pathname, query: url.searchParams, headers: request.headers, body: request.body });
  });

  app.get('/v21.0/debug_token', async (request, reply) => {
    const params = new URL(request.url, 'http://x').searchParams;
    if (params.get('access_token') !== `${APP_ID}|${APP_SECRET}`) return graphError(reply, 400, 190, 'Invalid OAuth access token');
    const input = params.get('input_token') ?? '';
    if (input === OFFLINE_TOKEN) {
      return { data: { app_id: APP_ID, type: 'USER', is_valid: true, expires_at: 0, scopes: ['ads_read', 'offline_access'], user_id: '100090000000001' } };
    }
    const user = FAKE_USERS[input];
    if (input === OTHER_APP_TOKEN) {
      return { data: { app_id: '999', type: 'USER', is_valid: true, scopes: ['ads_read'], user_id: '100090000000009' } };
    }
    if (!user) {
      return {
        data: {
          app_id: APP_ID,
          is_valid: false,
          error: { code: 190, message: 'Session has expired on Tuesday', subcode: 463 },
          scopes: [],
        },
      };
    }
    const now = Math.floor(Date.now() / 1000);
    return {
      data: {
        app_id: APP_ID,
        type: 'USER',
        application: 'Sasar',
        expires_at: now + 60 * 86400,
        issued_at: now,
        is_valid: true,
        scopes: ['ads_management', 'ads_read', 'public_profile'],
        user_id: user.id,
      },
    };
  });

  /** OAuth code exchange: `code-<name>` is the code the dialog would give for that user's token. */
  app.get('/v21.0/oauth/access_token', async (request, reply) => {
    const params = new URL(request.url, 'http://x').searchParams;
    if (params.get('client_secret') !== APP_SECRET) return graphError(reply, 400, 1, 'Error validating client secret');
    const token = `EAAsandbox-${(params.get('code') ?? '').replace(/^code-/, '')}`;
    if (!FAKE_USERS[token] && token !== EXPIRED_TOKEN) return graphError(reply, 400, 100, 'Invalid verification code format.', 36007);
    return { access_token: token, token_type: 'bearer', expires_in: 5183944 };
  });

  function authed(request: FastifyRequest, reply: FastifyReply): FakeUser | undefined {
    const token = tokenOf(request) ?? '';
    const user = FAKE_USERS[token === OFFLINE_TOKEN ? 'EAAsandbox-dewi' : token];
    if (!user) {
      graphError(reply, 400, 190, 'Error validating access token: Session has expired', 463);
      return undefined;
    }
    return user;
  }

  app.get('/v21.0/me', async (request, reply) => {
    const user = authed(request, reply);
    if (!user) return reply;
    return { id: user.id, name: user.name, picture: { data: { height: 200, width: 200, is_silhouette: false, url: `https://fake.cdn/${user.id}.jpg` } } };
  });

  app.get('/v21.0/me/adaccounts', async (request, reply) => {
    const user = authed(request, reply);
    if (!user) return reply;
    const params = new URL(request.url, 'http://x').searchParams;
    const start = offsetOf(params.get('after'));
    const page = user.accounts.slice(start, start + PAGE_SIZE);
    const end = start + page.length;
    return {
      data: page,
      paging: {
        cursors: { before: cursor(start), after: cursor(Math.max(end - 1, 0) + 1) },
        ...(end < user.accounts.length ? { next: `http://fake/v21.0/me/adaccounts?after=${cursor(end)}&access_token=${tokenOf(request)}` } : {}),
      },
    };
  });

  app.post('/v21.0/', async (request, reply) => {
    const user = authed(request, reply);
    if (!user) return reply;
    const body = request.body as Record<string, string>;
    if (body.asyncbatch !== undefined) {
      const operations = JSON.parse(body.asyncbatch) as { name: string }[];
      return { async_sessions: operations.map((operation, index) => ({ id: `90000000000000${index}`, name: operation.name })) };
    }
    const batch = JSON.parse(body.batch ?? '[]') as { method: string; relative_url: string; body?: string }[];
    return batch.map((item) =>
      item.relative_url.includes('null-me')
        ? null
        : item.relative_url.includes('refuse')
          ? { code: 400, headers: [], body: JSON.stringify({ error: { message: 'Invalid parameter', type: 'OAuthException', code: 100, error_subcode: 1885272 } }) }
          : {
            code: 200,
            headers: [{ name: 'Content-Type', value: 'text/javascript; charset=UTF-8' }],
            body: JSON.stringify({ method: item.method, relative_url: item.relative_url, body: item.body ?? null, user: user.id }),
          },
    );
  });

  async function echo(request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
    const path = request.params['*'];
    if (path === 'slow') await new Promise((resolve) => setTimeout(resolve, 1500));
    const user = authed(request, reply);
    if (!user) return reply;
    if (path === 'ratelimit') return graphError(reply, 400, 17, 'User request limit reached', 2446079);
    if (path === 'forbidden') return graphError(reply, 403, 4, 'Application request limit reached');
    if (path === 'broken') return reply.status(500).type('text/html').send('<h1>upstream broken</h1>');
    const params = new URL(request.url, 'http://x').searchParams;
    const query: Record<string, string[]> = {};
    for (const [key, value] of params) if (key !== 'access_token') (query[key] ??= []).push(value);
    return {
      method: request.method,
      path,
      query,
      body: request.body ?? null,
      user: user.id,
      paging: { next: `http://fake/v21.0/${path}?after=MQZDZD&access_token=${tokenOf(request)}` },
    };
  }
  app.get('/v21.0/*', echo);
  app.post('/v21.0/*', echo);
  app.delete('/v21.0/*', echo);

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, requests, close: () => app.close() };
}
