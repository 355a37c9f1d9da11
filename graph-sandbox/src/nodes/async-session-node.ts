import type { NodeType } from '../graph/fields/node-type';
import type { GraphContext } from '../graph/graph-context';
import { GRAPH_VERSION } from '../graph/graph-context';
import { formatMetaDateTime } from '../lib/meta-time';
import type { AsyncSession } from '../world/async/async-session';

/** Where a session stands at `now`: not started, running with a percentage, or its outcome. */
export function sessionProgress(session: AsyncSession, now: number): { status: string; percent: number } {
  if (session.outcome) return { status: session.outcome.status, percent: 100 };
  if (now < session.startAt) return { status: 'NOT_STARTED', percent: 0 };
  const span = Math.max(1, session.completeAt - session.startAt);
  return { status: 'IN_PROGRESS', percent: Math.min(99, Math.floor(((now - session.startAt) / span) * 100)) };
}

const utc = (epochMs: number): string => formatMetaDateTime(epochMs, 'UTC');
const progress = (s: AsyncSession, ctx: GraphContext) => sessionProgress(s, ctx.now);

/** An `asyncbatch` operation (Meta's `AsyncSession`, GRAPH-API §8.2). */
export const asyncSessionNode: NodeType<AsyncSession> = {
  name: 'AsyncSession',
  defaultFields: ['id', 'name', 'status', 'percent_completed'],
  id: (s) => s.id,
  fields: {
    id: (s) => s.id,
    name: (s) => s.name,
    status: (s, _spec, ctx) => progress(s, ctx).status,
    percent_completed: (s, _spec, ctx) => progress(s, ctx).percent,
    result: (s) => s.outcome?.result,
    error_code: (s) => s.outcome?.errorCode,
    exception: (s) => s.outcome?.exception,
    start_time: (s, _spec, ctx) => (ctx.now >= s.startAt ? utc(s.startAt) : undefined),
    complete_time: (s) => (s.outcome ? utc(s.completeAt) : undefined),
    method: (s) => s.method,
    uri: (s) => `https://graph.facebook.com/${GRAPH_VERSION}/${s.relativeUrl.replace(/^\/+/, '').replace(/^v\d+\.\d+\//, '')}`,
    platform_version: () => GRAPH_VERSION,
    app: (_s, _spec, ctx) => ({ id: ctx.world.app.id, name: ctx.world.app.name }),
    user: (s, _spec, ctx) => ({ id: s.userId, name: ctx.world.user(s.userId)?.name ?? '' }),
  },
};
