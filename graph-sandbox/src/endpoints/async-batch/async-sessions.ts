import type { Dispatch } from '../../graph/graph-call';
import type { SandboxState } from '../../sandbox/sandbox-state';
import type { AsyncSession } from '../../world/async/async-session';
import { bodyParams, splitRelativeUrl } from '../batch/relative-url';

/** Sessions start a moment after the call, one after another. */
const START_DELAY_MS = 250;

export interface SessionRequest {
  name: string;
  method: string;
  relative_url: string;
  body?: string | Record<string, unknown>;
}

const asStrings = (params: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));

/** The `index`-th request of a call as a session: it starts 250 × (index + 1) ms after `now` and runs `durationMs`. */
export function newSession(id: string, request: SessionRequest, index: number, call: { userId: string; token: string | undefined; now: number; durationMs: number }): AsyncSession {
  const startAt = call.now + START_DELAY_MS * (index + 1);
  return {
    id,
    name: request.name,
    userId: call.userId,
    method: request.method,
    relativeUrl: request.relative_url,
    body: asStrings(bodyParams(request.body)),
    token: call.token,
    createdAt: call.now,
    startAt,
    completeAt: startAt + call.durationMs,
    outcome: null,
  };
}

async function run(session: AsyncSession, dispatch: Dispatch, origin: string): Promise<AsyncSession['outcome']> {
  const { path, query } = splitRelativeUrl(session.relativeUrl);
  const reply = await dispatch({ method: session.method, path, query, body: session.body, origin, inBatch: true, fallbackToken: session.token, viaAsyncBatch: true });
  if (reply.nullInBatch) {
    const error = { message: 'An unexpected error has occurred. Please retry your request later.', type: 'OAuthException', code: 2, is_transient: true };
    return { status: 'FAILED', result: JSON.stringify({ error }), errorCode: 2, exception: error.message };
  }
  const result = JSON.stringify(reply.body);
  if (reply.status < 400) return { status: 'COMPLETED', result };
  const error = (reply.body as { error?: { code?: number; message?: string } }).error ?? {};
  return { status: 'FAILED', result, errorCode: error.code ?? 1, exception: error.message ?? 'An unknown error has occurred.' };
}

const running = new WeakSet<AsyncSession>();

/**
 * Runs every session whose time has come, through the same pipeline as any call (so its copies land in the
 * world and faults apply). Called at the start of each graph call: sessions progress with real time and are
 * settled the moment anyone looks.
 */
export async function settleDueSessions(state: SandboxState, dispatch: Dispatch, now: number, origin: string): Promise<void> {
  const due = state.world.asyncSessions.filter((s) => s.outcome === null && s.completeAt <= now && !running.has(s));
  for (const session of due) {
    running.add(session);
    session.outcome = await run(session, dispatch, origin);
  }
}
