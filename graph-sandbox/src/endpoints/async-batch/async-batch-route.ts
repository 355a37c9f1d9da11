import { graphErrors } from '../../graph/errors/error-catalog';
import type { GraphContext } from '../../graph/graph-context';
import type { GraphRoute, RouteEnv } from '../graph-route';
import { newSession, type SessionRequest } from './async-sessions';

export const MAX_ASYNC_BATCH_SIZE = 1000;
type AsyncOperation = SessionRequest;

function readOperations(ctx: GraphContext): AsyncOperation[] {
  const batch = ctx.params.json('asyncbatch');
  if (!Array.isArray(batch) || batch.length === 0) throw graphErrors.invalidParameter('The parameter asyncbatch must be a non-empty JSON array');
  if (batch.length > MAX_ASYNC_BATCH_SIZE) throw graphErrors.invalidParameter(`Too many requests in asyncbatch. Maximum batch size is ${MAX_ASYNC_BATCH_SIZE}`);
  return batch.map((raw, index) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw graphErrors.invalidParameter(`asyncbatch item ${index} must be a JSON object`);
    const op = raw as Record<string, unknown>;
    if (typeof op.name !== 'string' || op.name === '') throw graphErrors.invalidParameter(`asyncbatch item ${index} needs a name: every asynchronous request must be named`);
    if (op.depends_on !== undefined) throw graphErrors.invalidParameter(`asyncbatch item ${index} has depends_on: asynchronous requests cannot depend on each other`);
    if (typeof op.relative_url !== 'string') throw graphErrors.missingParameter(`relative_url (asyncbatch item ${index})`);
    const method = typeof op.method === 'string' ? op.method.toUpperCase() : 'POST';
    if (method !== 'POST') throw graphErrors.invalidParameter(`asyncbatch item ${index} uses ${method}: only POST requests can run asynchronously`);
    if (op.body !== undefined && typeof op.body !== 'string' && (typeof op.body !== 'object' || op.body === null)) {
      throw graphErrors.invalidParameter(`asyncbatch item ${index} has a body that is neither a string nor an object`);
    }
    return { name: op.name, method, relative_url: op.relative_url, body: op.body as AsyncOperation['body'] };
  });
}

/**
 * The Graph-level asynchronous batch (GRAPH-API §8.2): `POST /` with `asyncbatch` answers
 * `{async_sessions:[{id, name}]}` at once; each session then runs its request after the sandbox's
 * `asyncSessionMs`, and `GET /{session}` reports `status` and `percent_completed` as time passes.
 */
function startAsyncBatch(ctx: GraphContext, env: RouteEnv): unknown {
  if (ctx.principal?.kind !== 'user') throw graphErrors.meRequiresUser();
  const userId = ctx.principal.user.id;
  const operations = readOperations(ctx);
  const sessions = operations.map((op, index) =>
    newSession(ctx.world.newObjectId(), op, index, { userId, token: ctx.token, now: ctx.now, durationMs: env.state.options.asyncSessionMs }),
  );
  for (const session of sessions) ctx.world.addAsyncSession(session);
  return { async_sessions: sessions.map((s) => ({ id: s.id, name: s.name })) };
}

export const asyncBatchRoute: GraphRoute = {
  method: 'POST',
  path: '/',
  auth: 'token',
  when: (params) => params.has('asyncbatch') && !params.has('batch'),
  handle: startAsyncBatch,
};
