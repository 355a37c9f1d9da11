// Duplication through Meta's Graph-level `asyncbatch` of `/copies` calls (GRAPH-API.md §8.2, §8.4), with the
// progress polling of SPEC §4: first poll after 1500 ms, then every 1000 ms until every session is at 100 %.
import { graph, GraphError, parseGraphError, type ActivityBatchRef, type BatchRequest, type GraphCallOptions } from 'shared-graph';
import { realClock, type Clock } from './clock';
import { copyNames, DEFAULT_COPY_PATTERN } from './copyNames';
import { writeMetadata, type AssetRef } from './writeMetadata';

export const FIRST_POLL_DELAY_MS = 1500;
export const POLL_INTERVAL_MS = 1000;
/** Give up waiting after this long (the sessions go on on Meta's side; the list shows the copies later). */
export const DUPLICATION_TIMEOUT_MS = 10 * 60 * 1000;
export const DUPLICATION_TIMEOUT_MESSAGE = 'The copies are taking longer than usual. They will appear in the list when Facebook finishes them.';

export interface DuplicateSource {
  asset: AssetRef;
  /** How many copies of this asset (default 1). */
  copies?: number;
}

/**
 * Where copies go instead of their source's own parent (Meta's `campaign_id` for ad sets, `adset_id` for ads): a
 * campaign for ad sets, an ad set for ads, named (with its campaign) so the activity log names each copy's parent.
 */
export interface CopyTarget {
  id: string;
  level: 'campaign' | 'adset';
  name: string;
  /** An ad set's campaign. */
  campaign_name?: string | null;
}

export interface DuplicateOptions extends Pick<GraphCallOptions, 'signal'> {
  /** Names in the list, so copy numbers go on from the highest existing one. */
  existingNames?: Iterable<string>;
  /** The copies' names: '{name}' the source's, '{n}' the copy number (default '{name} - Copy {n}'). */
  namePattern?: string;
  /** The parent the copies go into; default each source's own. */
  into?: CopyTarget;
  /** Copy the children too (default true). */
  deepCopy?: boolean;
  /** Status of the copies (default PAUSED, Meta's default). */
  statusOption?: 'ACTIVE' | 'PAUSED' | 'INHERITED_FROM_SOURCE';
  onProgress?: (progress: DuplicationProgress) => void;
  clock?: Clock;
  timeoutMs?: number;
}

export type AsyncSessionStatus = 'UNKNOWN' | 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';

export interface CopySession {
  /** The async session id, or null when Meta did not start one. */
  sessionId: string | null;
  source: AssetRef;
  /** The full name the copy gets ('Sales - Copy 2'). */
  copyName: string;
  status: AsyncSessionStatus;
  percent: number;
  /** The new object's id once completed. */
  copiedId: string | null;
  error: GraphError | null;
}

export interface DuplicationProgress {
  sessions: CopySession[];
  /** Mean completion over every copy, 0–100. */
  percent: number;
  done: boolean;
  /** The activity batch the server logged the started copies in (through the proxy): what an Undo deletes. */
  activity?: ActivityBatchRef;
}

const COPIED_ID_KEYS = ['copied_campaign_id', 'copied_adset_id', 'copied_ad_id'];

/** The asyncbatch operations: one `POST {id}/copies` per copy, named, each with `__metadata`. */
/** The copy's own parents (where `into` puts it), as the activity log names them. */
function copyParents(asset: AssetRef, into: CopyTarget | undefined): AssetRef {
  if (!into) return asset;
  if (asset.level === 'adset' && into.level === 'campaign') return { ...asset, campaign_name: into.name };
  if (asset.level === 'ad' && into.level === 'adset') return { ...asset, adset_name: into.name, campaign_name: into.campaign_name ?? null };
  return asset;
}

/** Meta's parameter that puts a copy under another parent: `campaign_id` for an ad set, `adset_id` for an ad. */
function parentParam(asset: AssetRef, into: CopyTarget | undefined): Record<string, string> {
  if (asset.level === 'adset' && into?.level === 'campaign') return { campaign_id: into.id };
  if (asset.level === 'ad' && into?.level === 'adset') return { adset_id: into.id };
  return {};
}

export function copyRequests(
  sources: readonly DuplicateSource[],
  opts: Pick<DuplicateOptions, 'existingNames' | 'deepCopy' | 'statusOption' | 'namePattern' | 'into'> = {},
): { requests: BatchRequest[]; copies: CopySession[] } {
  const existing = [...(opts.existingNames ?? [])];
  const requests: BatchRequest[] = [];
  const copies: CopySession[] = [];
  for (const { asset, copies: count = 1 } of sources) {
    const names = copyNames(asset.name, count, opts.namePattern ?? DEFAULT_COPY_PATTERN, [...existing, ...copies.map((c) => c.copyName)]);
    names.forEach(({ prefix, suffix, copyName }, i) => {
      const same = prefix === '' && suffix === '';
      requests.push({
        method: 'POST',
        relative_url: `${asset.id}/copies`,
        name: `copy_${asset.id}_${requests.length + 1}`,
        body: {
          deep_copy: opts.deepCopy ?? true,
          status_option: opts.statusOption ?? 'PAUSED',
          ...parentParam(asset, opts.into),
          rename_options: same ? { rename_strategy: 'NO_RENAME' } : { rename_strategy: 'ONLY_TOP_LEVEL_RENAME', ...(prefix ? { rename_prefix: prefix } : {}), rename_suffix: suffix },
          __metadata: writeMetadata(copyParents(asset, opts.into), { copy_of: asset.id, copy_number: i + 1 }),
        },
      });
      copies.push({ sessionId: null, source: asset, copyName, status: 'NOT_STARTED', percent: 0, copiedId: null, error: null });
    });
  }
  return { requests, copies };
}

interface RawSession {
  id?: string;
  name?: string;
  status?: string;
  percent_completed?: number | string;
  result?: string;
  error_code?: number;
  exception?: string;
}

function copiedIdOf(result: unknown): string | null {
  if (typeof result !== 'string') return null;
  try {
    const body = JSON.parse(result) as Record<string, unknown>;
    for (const key of COPIED_ID_KEYS) if (typeof body[key] === 'string') return body[key] as string;
    const first = (body.ad_object_ids as { copied_id?: string }[] | undefined)?.[0]?.copied_id;
    return typeof first === 'string' ? first : null;
  } catch {
    return null;
  }
}

function applySession(copy: CopySession, raw: RawSession): CopySession {
  const status = (raw.status as AsyncSessionStatus) ?? copy.status;
  const percent = Math.max(0, Math.min(100, Number(raw.percent_completed ?? copy.percent) || 0));
  let error: GraphError | null = null;
  if (status === 'FAILED') {
    let parsedResult: unknown;
    try {
      parsedResult = raw.result ? JSON.parse(raw.result) : null;
    } catch {
      parsedResult = null;
    }
    error =
      parseGraphError(400, parsedResult, 'proxy') ??
      new GraphError({ status: 400, code: raw.error_code ?? 'copy_failed', message: raw.exception ?? 'The copy failed', transport: 'proxy' });
  }
  return { ...copy, status, percent: status === 'FAILED' ? 100 : percent, copiedId: copiedIdOf(raw.result) ?? copy.copiedId, error };
}

function progressOf(copies: CopySession[], activity?: ActivityBatchRef): DuplicationProgress {
  const percent = copies.length === 0 ? 100 : copies.reduce((sum, c) => sum + c.percent, 0) / copies.length;
  return { sessions: copies, percent, done: copies.every((c) => c.percent >= 100), ...(activity ? { activity } : {}) };
}

/**
 * Starts the copies with one `asyncbatch` (through the proxy: the server logs each started copy as team activity)
 * and polls their sessions — after 1500 ms, then every 1000 ms, one batch of reads — until every one is at 100 %.
 * Resolves with the final sessions (each completed, with `copiedId`, or failed, with `error`); rejects when the
 * start failed, on cancellation (AbortError), or after `timeoutMs` with DUPLICATION_TIMEOUT_MESSAGE.
 */
export async function duplicateAssets(sources: readonly DuplicateSource[], opts: DuplicateOptions = {}): Promise<DuplicationProgress> {
  const clock = opts.clock ?? realClock;
  const { requests, copies: planned } = copyRequests(sources, opts);
  if (requests.length === 0) return progressOf([]);
  const started = clock.now();
  const { body: answer, activity } = await graph.asyncBatch<{ async_sessions?: RawSession[] }>(requests, { signal: opts.signal, transport: 'proxy' });
  const sessions = answer?.async_sessions ?? [];
  let copies: CopySession[] = planned.map((copy, i): CopySession => {
    const name = requests[i]?.name;
    const session = sessions.find((s) => s.name === name) ?? (sessions.length === planned.length ? sessions[i] : undefined);
    return session?.id
      ? { ...copy, sessionId: session.id }
      : { ...copy, status: 'FAILED', percent: 100, error: new GraphError({ status: 0, code: 'copy_not_started', message: 'Facebook did not start this copy', transport: 'proxy' }) };
  });
  opts.onProgress?.(progressOf(copies, activity));

  let delay = FIRST_POLL_DELAY_MS;
  while (!progressOf(copies).done) {
    if (clock.now() - started >= (opts.timeoutMs ?? DUPLICATION_TIMEOUT_MS)) {
      throw new GraphError({ status: 0, code: 'timeout', message: DUPLICATION_TIMEOUT_MESSAGE, transport: 'proxy' });
    }
    await clock.sleep(delay, opts.signal);
    delay = POLL_INTERVAL_MS;
    const pending = copies.filter((c) => c.sessionId && c.percent < 100);
    const reads = await graph.batch<RawSession>(
      pending.map((c) => ({ method: 'GET', relative_url: `${c.sessionId}?fields=id,name,status,percent_completed,result,error_code,exception` })),
      { signal: opts.signal, transport: 'proxy', handleErrors: false, onChunkError: 'null' },
    );
    const bySession = new Map(pending.map((c, i) => [c.sessionId, reads[i]]));
    copies = copies.map((copy) => {
      const read = bySession.get(copy.sessionId);
      return read && !read.error && read.body && typeof read.body === 'object' ? applySession(copy, read.body) : copy;
    });
    opts.onProgress?.(progressOf(copies, activity));
  }
  return progressOf(copies, activity);
}
