import type { FastifyInstance } from 'fastify';
import { unixSeconds } from '../lib/meta-time';
import type { SandboxState } from '../sandbox/sandbox-state';
import { parseFaultRequest } from './fault-store';
import { parseThrottleRequest } from './throttle-store';

const badRequest = (message: string) => ({ error: { code: 'bad_request', message } });

/** The control API of docs/contracts.md (`/__sandbox/…`, no token needed). */
export function registerControlRoutes(app: FastifyInstance, state: SandboxState): void {
  app.get('/__sandbox/health', async () => ({ ok: true }));

  app.post('/__sandbox/faults', async (request, reply) => {
    const parsed = parseFaultRequest(request.body);
    if ('problem' in parsed) return reply.code(400).send(badRequest(parsed.problem));
    return reply.code(201).send({ fault: state.faults.add(parsed, state.now()) });
  });
  app.get('/__sandbox/faults', async () => ({ faults: state.faults.list() }));
  app.delete('/__sandbox/faults', async () => ({ ok: true, cleared: state.faults.clear() }));

  app.post('/__sandbox/throttles', async (request, reply) => {
    const parsed = parseThrottleRequest(request.body, (accountId) => state.world.account(accountId) !== undefined);
    if ('problem' in parsed) return reply.code(400).send(badRequest(parsed.problem));
    return reply.code(201).send({ throttle: state.throttles.add(parsed, state.now()) });
  });
  app.get('/__sandbox/throttles', async () => ({ throttles: state.throttles.list(state.now()) }));
  app.delete('/__sandbox/throttles', async () => ({ ok: true, cleared: state.throttles.clear() }));

  app.post('/__sandbox/reset', async () => {
    state.reset();
    return { ok: true, seed: state.world.seed, built_at: new Date(state.world.builtAt).toISOString() };
  });

  app.get('/__sandbox/calls', async () => state.calls.snapshot());

  app.get('/__sandbox/world', async () => {
    const { world } = state;
    return {
      seed: world.seed,
      built_at: new Date(world.builtAt).toISOString(),
      app: { id: world.app.id, name: world.app.name },
      users: world.users.map((u) => ({ id: u.id, name: u.name, token: u.token, ad_accounts: world.accountsOf(u.id).map((a) => a.id) })),
      tokens: [...world.tokens.values()].map((t) => ({
        token: t.value,
        type: t.type,
        user_id: t.userId ?? null,
        lifetime: t.lifetime,
        expires_at: unixSeconds(t.expiresAt),
        purpose: t.purpose,
      })),
      ad_accounts: world.accounts.map((a) => ({
        id: a.id,
        name: a.name,
        currency: a.currency,
        account_status: a.status,
        owner_user_id: a.ownerUserId,
        campaigns: world.campaignsOf(a.id).length,
      })),
      pages: world.pages.map((p) => ({ id: p.id, name: p.name })),
      taxonomy_size: world.taxonomy.items.length,
    };
  });

  app.all('/__sandbox/*', async (request, reply) =>
    reply.code(404).send({ error: { code: 'not_found', message: `No control endpoint ${request.method} ${request.url.split('?')[0]}` } }),
  );
}
