// A batch through the Graph budget. Reads only: each operation is a read of its own (stored figures, one call per
// read in flight, throttles honoured) — Meta counts every operation of a batch as a call anyway. With writes or
// linked operations (`name`, `depends_on`, `{result=…}`) the batch goes up as one, except the writes to a throttled
// account, which are answered here in Meta's words and never sent.
import type { BudgetAnswer, GraphBudget, ReadCaller } from '../graph-budget/graph-reads';
import type { Answer } from '../graph-budget/graph-store';
import { normalizeAccount } from '../graph-budget/read-plan';
import { freshnessHeaders } from './relay';
import type { PreparedBatch } from './batch-writes';
import { platformSucceeded } from './write-metadata';

export interface BatchAnswerItem {
  code: number;
  headers?: { name: string; value: string }[];
  body: string;
}

const READ_CONCURRENCY = 8;

/** `/v21.0/act_1/insights?x=1` → path `act_1/insights` and its query. */
export function splitRelativeUrl(relativeUrl: string): { path: string; query: URLSearchParams } {
  const at = relativeUrl.indexOf('?');
  const rawPath = at === -1 ? relativeUrl : relativeUrl.slice(0, at);
  const segments = rawPath.split('/').filter(Boolean);
  if (segments[0] && /^v\d+\.\d+$/.test(segments[0])) segments.shift();
  return { path: segments.map((segment) => decodeURIComponent(segment)).join('/'), query: new URLSearchParams(at === -1 ? '' : relativeUrl.slice(at + 1)) };
}

/** True when the batch can be answered read by read. */
export function isPlainReadBatch(prepared: PreparedBatch): boolean {
  return prepared.items.every(
    (item) => item.method === 'GET' && item.name === undefined && item.depends_on === undefined && !item.relative_url.includes('{result='),
  );
}

function headerList(headers: Record<string, string>): { name: string; value: string }[] {
  return Object.entries(headers).map(([name, value]) => ({ name, value }));
}

function item(answer: BudgetAnswer, includeHeaders: boolean): BatchAnswerItem {
  return {
    code: answer.status,
    ...(includeHeaders ? { headers: headerList({ ...answer.headers, ...freshnessHeaders(answer) }) } : {}),
    body: answer.text,
  };
}

async function eachLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next;
      next += 1;
      results[at] = await work(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The oldest figures of the batch, for callers that read the response's own headers. */
function batchFreshness(answers: readonly BudgetAnswer[]): Pick<BudgetAnswer, 'asOf' | 'source' | 'throttle'> {
  return {
    asOf: Math.min(...answers.map((answer) => answer.asOf)),
    source: answers.every((answer) => answer.source === 'store') ? 'store' : 'platform',
    throttle: answers.find((answer) => answer.throttle)?.throttle ?? null,
  };
}

export async function readBatch(budget: GraphBudget, caller: ReadCaller, prepared: PreparedBatch, includeHeaders: boolean): Promise<{ answer: Answer; extraHeaders: Record<string, string> }> {
  const answers = await eachLimited(prepared.items, READ_CONCURRENCY, (operation) => {
    const { path, query } = splitRelativeUrl(operation.relative_url);
    return budget.read(caller, path, query);
  });
  const lastFromPlatform = [...answers].reverse().find((answer) => answer.source === 'platform') ?? answers.at(-1)!;
  const { 'content-type': _contentType, ...usage } = lastFromPlatform.headers;
  return {
    answer: { status: 200, text: JSON.stringify(answers.map((answer) => item(answer, includeHeaders))), headers: { ...usage, 'content-type': 'application/json; charset=UTF-8' } },
    extraHeaders: freshnessHeaders(batchFreshness(answers)),
  };
}

/** Where each write of a batch goes: its path and the ad account its `__metadata` (or the call) names. */
function writeTargets(prepared: PreparedBatch, ownerId: number, accountHint: string | null) {
  return prepared.items.map((operation, index) =>
    operation.method === 'GET'
      ? null
      : { ownerId, path: splitRelativeUrl(operation.relative_url).path, accountId: normalizeAccount(prepared.metadata[index]?.account_id) ?? normalizeAccount(accountHint) },
  );
}

/**
 * Sends a batch with writes: the writes to throttled accounts are answered here (never sent), the rest goes up in one
 * call whose answers are merged back in order; then what the answers say about throttles is recorded and what the
 * accepted writes changed stops being served as fresh.
 */
export async function writeBatch(
  budget: GraphBudget,
  caller: Pick<ReadCaller, 'ownerId' | 'accountHint'>,
  prepared: PreparedBatch,
  send: (items: PreparedBatch['items']) => Promise<Answer>,
): Promise<Answer> {
  const targets = writeTargets(prepared, caller.ownerId, caller.accountHint);
  const refused = await Promise.all(targets.map((target) => (target ? budget.refuseWrite(target) : null)));
  const sent = prepared.items.filter((_, index) => !refused[index]);
  if (sent.length === prepared.items.length) {
    const answer = await send(prepared.items);
    await afterBatch(budget, targets, answer);
    return answer;
  }
  let upstream: Answer | null = null;
  let upstreamItems: unknown[] = [];
  if (sent.length > 0) {
    upstream = await send(sent);
    let parsed: unknown;
    try {
      parsed = JSON.parse(upstream.text);
    } catch {
      parsed = undefined;
    }
    if (!Array.isArray(parsed)) return upstream;
    upstreamItems = parsed;
  }
  let next = 0;
  const merged = prepared.items.map((_, index) => {
    const refusal = refused[index];
    if (refusal) return item(refusal, true);
    const answered = upstreamItems[next];
    next += 1;
    return answered ?? null;
  });
  const answer: Answer = { status: 200, text: JSON.stringify(merged), headers: { ...(upstream?.headers ?? {}), 'content-type': 'application/json; charset=UTF-8' } };
  await afterBatch(budget, targets, answer);
  return answer;
}

async function afterBatch(budget: GraphBudget, targets: ReturnType<typeof writeTargets>, answer: Answer): Promise<void> {
  let items: unknown;
  try {
    items = JSON.parse(answer.text);
  } catch {
    return;
  }
  if (!Array.isArray(items)) return;
  await Promise.all(
    targets.map(async (target, index) => {
      const answered = items[index] as Partial<BatchAnswerItem> | null | undefined;
      if (!target || !answered || typeof answered.code !== 'number' || typeof answered.body !== 'string') return;
      const headers: Record<string, string> = {};
      for (const header of Array.isArray(answered.headers) ? answered.headers : []) {
        if (typeof header?.name === 'string' && typeof header.value === 'string') headers[header.name.toLowerCase()] = header.value;
      }
      await budget.afterWrite(target, { status: answered.code, text: answered.body, headers }, platformSucceeded(answered.code, answered.body));
    }),
  );
}
