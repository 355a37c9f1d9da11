import { graphErrors } from '../../graph/errors/error-catalog';
import type { GraphContext } from '../../graph/graph-context';
import type { AsyncRequestSet } from '../../world/async/async-request-set';
import { adAccountOf } from '../../writes/ad-account-of';
import { enumValue } from '../../writes/write-values';
import { newSession, type SessionRequest } from '../async-batch/async-sessions';
import type { GraphRoute, RouteEnv } from '../graph-route';
import { nodeFor } from '../nodes/node-routes';

const MAX_REQUESTS = 1000;

function readAdBatch(ctx: GraphContext): SessionRequest[] {
  if (!ctx.params.has('adbatch')) throw graphErrors.missingParameter('adbatch');
  const batch = ctx.params.json('adbatch');
  if (!Array.isArray(batch) || batch.length === 0) throw graphErrors.invalidParameter('Param adbatch must be a non-empty array');
  if (batch.length > MAX_REQUESTS) throw graphErrors.invalidParameter(`Param adbatch can hold at most ${MAX_REQUESTS} requests`);
  return batch.map((raw, index) => {
    const op = (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
    if (typeof op.relative_url !== 'string') throw graphErrors.invalidParameter(`Param adbatch[${index}][relative_url] must be a string`);
    if (op.body !== undefined && typeof op.body !== 'string' && (typeof op.body !== 'object' || op.body === null)) {
      throw graphErrors.invalidParameter(`Param adbatch[${index}][body] must be a form string or an object`);
    }
    return { name: typeof op.name === 'string' ? op.name : `request_${index + 1}`, method: 'POST', relative_url: op.relative_url, body: op.body as SessionRequest['body'] };
  });
}

/**
 * `POST /{act}/async_batch_requests` (GRAPH-API §8.3) → `{id}` of an `AdAsyncRequestSet`; its requests run like
 * `asyncbatch` sessions. Poll `GET /{set}?fields=total_count,success_count,error_count,is_completed,…` and
 * `GET /{set}/requests?fields=id,status,result,input&statuses=[…]`.
 */
function createRequestSet(ctx: GraphContext, env: RouteEnv): unknown {
  const account = adAccountOf(ctx, nodeFor(ctx, ctx.segments[0] as string));
  if (ctx.principal?.kind !== 'user') throw graphErrors.meRequiresUser();
  const name = ctx.params.required('name');
  const requests = readAdBatch(ctx);
  const notificationMode = enumValue(ctx.params, 'notification_mode', ['OFF', 'ON_COMPLETE'] as const) ?? 'OFF';
  const call = { userId: ctx.principal.user.id, token: ctx.token, now: ctx.now, durationMs: env.state.options.asyncSessionMs };
  const set: AsyncRequestSet = {
    id: ctx.world.newObjectId(),
    accountId: account.id,
    name,
    userId: call.userId,
    notificationMode,
    createdAt: ctx.now,
    requests: requests.map((request, index) => newSession(ctx.world.newObjectId(), request, index, call)),
  };
  ctx.world.addAsyncRequestSet(set);
  return { id: set.id };
}

export const asyncRequestSetsRoute: GraphRoute = { method: 'POST', path: '/:id/async_batch_requests', auth: 'token', handle: createRequestSet };
