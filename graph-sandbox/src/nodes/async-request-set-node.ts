import type { NodeType } from '../graph/fields/node-type';
import { projectNode, rowsOf } from '../graph/fields/project';
import type { GraphContext } from '../graph/graph-context';
import { graphErrors } from '../graph/errors/error-catalog';
import type { AsyncRequest, AsyncRequestSet } from '../world/async/async-request-set';
import type { AsyncSession } from '../world/async/async-session';
import { sessionProgress } from './async-session-node';
import { accountTime } from './node-values';

export const REQUEST_STATUSES = ['INITIAL', 'IN_PROGRESS', 'SUCCESS', 'ERROR', 'CANCELED'] as const;

/** AdAsyncRequest statuses from the session's progress. */
export function requestStatus(session: AsyncSession, now: number): (typeof REQUEST_STATUSES)[number] {
  const { status } = sessionProgress(session, now);
  if (status === 'COMPLETED') return 'SUCCESS';
  if (status === 'FAILED') return 'ERROR';
  return status === 'IN_PROGRESS' ? 'IN_PROGRESS' : 'INITIAL';
}

const parse = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { raw: text };
  }
};

const time = (epochMs: number, r: AsyncRequest, ctx: GraphContext) => accountTime(epochMs, ctx.world.account(r.set.accountId));

/** Meta's `AdAsyncRequest`: `result` and `input` are maps (objects), not strings. */
export const asyncRequestNode: NodeType<AsyncRequest> = {
  name: 'AdAsyncRequest',
  defaultFields: ['id'],
  id: (r) => r.session.id,
  fields: {
    id: (r) => r.session.id,
    status: (r, _spec, ctx) => requestStatus(r.session, ctx.now),
    result: (r) => parse(r.session.outcome?.result),
    input: (r) => ({ name: r.session.name, relative_url: r.session.relativeUrl, body: new URLSearchParams(r.session.body).toString() }),
    type: () => 'ASYNC_ADGROUP_CREATION',
    scope_object_id: (r) => r.session.relativeUrl.replace(/^\/?(v\d+\.\d+\/)?/, '').split(/[/?]/)[0],
    async_request_set: (r, spec, ctx) => projectNode(asyncRequestSetNode, r.set, spec.children ?? [{ name: 'id', modifiers: {} }], ctx),
    created_time: (r, _spec, ctx) => time(r.session.createdAt, r, ctx),
    updated_time: (r, _spec, ctx) => time(r.session.outcome ? r.session.completeAt : ctx.now >= r.session.startAt ? r.session.startAt : r.session.createdAt, r, ctx),
  },
};

const count = (set: AsyncRequestSet, ctx: GraphContext, status: string): number => set.requests.filter((s) => requestStatus(s, ctx.now) === status).length;

/** Meta's `AdAsyncRequestSet` with its counts and `requests` edge (`statuses` filters it). */
export const asyncRequestSetNode: NodeType<AsyncRequestSet> = {
  name: 'AdAsyncRequestSet',
  defaultFields: ['id'],
  id: (set) => set.id,
  fields: {
    id: (set) => set.id,
    name: (set) => set.name,
    owner_id: (set) => set.accountId.replace(/^act_/, ''),
    total_count: (set) => set.requests.length,
    initial_count: (set, _spec, ctx) => count(set, ctx, 'INITIAL'),
    in_progress_count: (set, _spec, ctx) => count(set, ctx, 'IN_PROGRESS'),
    success_count: (set, _spec, ctx) => count(set, ctx, 'SUCCESS'),
    error_count: (set, _spec, ctx) => count(set, ctx, 'ERROR'),
    canceled_count: () => 0,
    is_completed: (set) => set.requests.every((s) => s.outcome !== null),
    notification_mode: (set) => set.notificationMode,
    created_time: (set, _spec, ctx) => accountTime(set.createdAt, ctx.world.account(set.accountId)),
    updated_time: (set, _spec, ctx) => accountTime(Math.max(set.createdAt, ...set.requests.map((s) => (s.outcome ? s.completeAt : Math.min(ctx.now, s.startAt)))), ctx.world.account(set.accountId)),
  },
  edges: {
    requests: {
      rows: (set, ctx, query) => {
        const raw = query('statuses');
        let statuses: string[] | undefined;
        if (raw !== undefined) {
          try {
            statuses = (JSON.parse(raw) as unknown[]).map(String);
          } catch {
            throw graphErrors.invalidParameter('Param statuses must be an array');
          }
        }
        const requests = set.requests.filter((s) => !statuses || statuses.includes(requestStatus(s, ctx.now)));
        return rowsOf(asyncRequestNode, requests.map((session) => ({ session, set })), ctx);
      },
    },
  },
};
