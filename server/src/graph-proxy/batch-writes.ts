import type { ActivityInput } from '../activity/activities';
import { badRequest } from '../http/errors';
import { toForm } from './params';
import { MAX_BATCH, type BatchItem } from './schema';
import { activityOf, changesOf, platformSucceeded, splitFormBody, splitObjectBody, type WriteMetadata } from './write-metadata';

const METHODS = new Set(['GET', 'POST', 'DELETE', 'PUT']);
const MAX_RELATIVE_URL = 8192;

/** A batch (or asyncbatch) ready to go upstream: items form-encoded, `__metadata` taken out and kept by index. */
export interface PreparedBatch {
  items: BatchItem[];
  metadata: (WriteMetadata | undefined)[];
}

/** `batch` / `asyncbatch` as a root POST carries it: a list, or its JSON text (form encoding). */
export function readBatchList(value: unknown, field: 'batch' | 'asyncbatch'): BatchItem[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      throw badRequest(`Field '${field}' is not valid JSON`);
    }
  }
  if (!Array.isArray(list)) throw badRequest(`Field '${field}' must be an array`);
  if (list.length === 0) throw badRequest(`Field '${field}' must have at least 1 item`);
  if (list.length > MAX_BATCH) throw badRequest(`Field '${field}' must have at most ${MAX_BATCH} items`);
  return list.map((item: unknown, index) => {
    const where = `Field '${field}.${index}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw badRequest(`${where}' must be an object`);
    const { method = field === 'asyncbatch' ? 'POST' : undefined, relative_url: url, body } = item as Record<string, unknown>;
    if (typeof method !== 'string' || !METHODS.has(method)) throw badRequest(`${where}.method' must be one of GET, POST, DELETE, PUT`);
    if (typeof url !== 'string' || url.length === 0 || url.length > MAX_RELATIVE_URL) {
      throw badRequest(`${where}.relative_url' must be text of 1 to ${MAX_RELATIVE_URL} characters`);
    }
    if (body !== undefined && typeof body !== 'string' && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw badRequest(`${where}.body' must be form-encoded text or an object`);
    }
    return { ...(item as BatchItem), method, relative_url: url };
  });
}

/** Form-encodes object bodies (Meta wants strings) and takes each item's `__metadata` out. */
export function prepareBatch(items: BatchItem[]): PreparedBatch {
  const metadata: (WriteMetadata | undefined)[] = [];
  const prepared = items.map((item) => {
    if (item.body === undefined) {
      metadata.push(undefined);
      return item;
    }
    const split = typeof item.body === 'string' ? splitFormBody(item.body) : splitObjectBody(item.body);
    metadata.push(split.metadata);
    const body = typeof split.params === 'string' ? split.params : toForm(split.params).toString();
    return { ...item, body };
  });
  return { items: prepared, metadata };
}

/** The edge a relative URL writes to (`123/copies` → `copies`), or undefined for the object itself. */
function edgeOf(relativeUrl: string): string | undefined {
  const path = relativeUrl.split('?')[0]!.replace(/^\/+/, '').replace(/^v\d+\.\d+\//, '');
  const segments = path.split('/').filter(Boolean);
  return segments.length > 1 ? segments.slice(1).join('/') : undefined;
}

function changesOfItem(item: BatchItem): unknown {
  const params = new URLSearchParams(typeof item.body === 'string' ? item.body : '');
  const changes = changesOf(item.method, params);
  const edge = edgeOf(item.relative_url);
  return edge && item.method !== 'DELETE' ? { [edge]: changes } : changes;
}

/** The id of the copy a `/copies` call answered (`copied_campaign_id`, `copied_adset_id`, `copied_ad_id`), kept so it can be undone. */
export function copiedIdOf(bodyText: string): string | undefined {
  try {
    const body = JSON.parse(bodyText) as Record<string, unknown> | null;
    const id = body?.copied_campaign_id ?? body?.copied_adset_id ?? body?.copied_ad_id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

interface BatchAnswerItem {
  code?: unknown;
  body?: unknown;
}

/** Activities for the batch items with `__metadata` that the platform answered with success. */
export function batchActivities(prepared: PreparedBatch, status: number, text: string): ActivityInput[] {
  if (!prepared.metadata.some(Boolean) || status !== 200) return [];
  let answers: unknown;
  try {
    answers = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(answers)) return [];
  const out: ActivityInput[] = [];
  prepared.metadata.forEach((metadata, index) => {
    // A null answer is ambiguous (omitted on success, or timed out): only a visible success is logged.
    const answer = answers[index] as BatchAnswerItem | null | undefined;
    if (!metadata || !answer || typeof answer.code !== 'number' || typeof answer.body !== 'string') return;
    if (!platformSucceeded(answer.code, answer.body)) return;
    const changes = changesOfItem(prepared.items[index]!);
    const copyId = copiedIdOf(answer.body);
    out.push(activityOf(metadata, copyId ? { ...(changes as Record<string, unknown>), copy_id: copyId } : changes));
  });
  return out;
}

/** Activities for an asyncbatch: each item with `__metadata` whose named async session the platform started. */
export function asyncBatchActivities(prepared: PreparedBatch, status: number, text: string): ActivityInput[] {
  if (!prepared.metadata.some(Boolean) || !platformSucceeded(status, text)) return [];
  const sessions = (JSON.parse(text) as { async_sessions?: { id?: unknown; name?: unknown }[] }).async_sessions;
  if (!Array.isArray(sessions)) return [];
  const out: ActivityInput[] = [];
  prepared.metadata.forEach((metadata, index) => {
    const item = prepared.items[index]!;
    const session = sessions.find((candidate) => candidate?.name === item.name) ?? (sessions.length === prepared.items.length ? sessions[index] : undefined);
    if (!metadata || typeof session?.id !== 'string') return;
    const changes = changesOfItem(item);
    out.push(activityOf(metadata, { ...(changes as Record<string, unknown>), async_session_id: session.id }));
  });
  return out;
}
