import type { ActivityInput } from '../activity/activities';
import { badRequest } from '../http/errors';

/** The parameter a client adds to an asset write (SPEC §7) so the server can log it; never sent upstream. */
export const METADATA_PARAM = '__metadata';

/** What the client says about the object a write changes (SPEC §7 `__metadata`). */
export interface WriteMetadata {
  object_id: string;
  object_type: string;
  object_name?: string;
  /** The parents that tell same-named ad sets and ads apart in the activity log. */
  campaign_name?: string;
  adset_name?: string;
  account_id: string;
  original?: unknown;
}

const OBJECT_TYPE = /^[a-z_]{1,40}$/;
const ACCOUNT_ID = /^(act_)?[0-9]{1,30}$/;
const MAX_ORIGINAL_CHARS = 16_384;

function text(value: unknown, field: string, max: number): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value !== 'string' || value.length === 0 || value.length > max) {
    throw badRequest(`The write’s __metadata needs ${field} (text, at most ${max} characters)`);
  }
  return value;
}

/** Checks a `__metadata` value (an object, or its JSON text as form encoding sends it). */
export function parseWriteMetadata(raw: unknown): WriteMetadata {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest('The write’s __metadata is not valid JSON');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('The write’s __metadata must be an object with object_id, object_type and account_id');
  }
  const input = value as Record<string, unknown>;
  const objectType = text(input.object_type, 'object_type', 40);
  if (!OBJECT_TYPE.test(objectType)) throw badRequest('The write’s __metadata object_type must be lower-case letters and underscores');
  const accountId = text(input.account_id, 'account_id', 64);
  if (!ACCOUNT_ID.test(accountId)) throw badRequest('The write’s __metadata account_id must look like act_123');
  const metadata: WriteMetadata = {
    object_id: text(input.object_id, 'object_id', 64),
    object_type: objectType,
    account_id: accountId,
  };
  for (const field of ['object_name', 'campaign_name', 'adset_name'] as const) {
    const name = input[field];
    if (name === undefined || name === null) continue;
    if (typeof name !== 'string' || name.length > 400) throw badRequest(`The write’s __metadata ${field} must be text of at most 400 characters`);
    metadata[field] = name;
  }
  if (input.original !== undefined) {
    if (JSON.stringify(input.original).length > MAX_ORIGINAL_CHARS) {
      throw badRequest('The write’s __metadata original values are too large');
    }
    metadata.original = input.original;
  }
  return metadata;
}

/** A write's parameters without `__metadata`, and the checked metadata when there was one. */
export interface SplitWrite<T> {
  params: T;
  metadata?: WriteMetadata;
}

export function splitObjectBody(body: Record<string, unknown> | undefined): SplitWrite<Record<string, unknown> | undefined> {
  if (!body || !(METADATA_PARAM in body)) return { params: body };
  const { [METADATA_PARAM]: raw, ...params } = body;
  return { params, metadata: parseWriteMetadata(raw) };
}

/** The same for a form-encoded body string (how batch sub-requests carry their parameters). */
export function splitFormBody(body: string): SplitWrite<string> {
  const form = new URLSearchParams(body);
  if (!form.has(METADATA_PARAM)) return { params: body };
  const raw = form.get(METADATA_PARAM);
  form.delete(METADATA_PARAM);
  return { params: form.toString(), metadata: parseWriteMetadata(raw) };
}

/** The changed fields as the activity log shows them (`original → changes`); a DELETE reads as status DELETED. */
export function changesOf(method: string, params: Record<string, unknown> | URLSearchParams | undefined): Record<string, unknown> {
  if (method === 'DELETE') return { status: 'DELETED' };
  const entries = params instanceof URLSearchParams ? [...params] : Object.entries(params ?? {});
  return Object.fromEntries(entries.filter(([key]) => key !== 'access_token' && key !== 'fields'));
}

export function activityOf(metadata: WriteMetadata, changes: unknown): ActivityInput {
  const { account_id, ...activity } = metadata;
  return { account_id, activity: { ...activity, changes } };
}

/** Meta's success rule for one answer (SDK `is_success`): 2xx, no `error`, and `success` not false. */
export function platformSucceeded(status: number, bodyText: string | null | undefined): boolean {
  if (status < 200 || status >= 300 || bodyText === null || bodyText === undefined) return false;
  try {
    const body = JSON.parse(bodyText) as unknown;
    if (typeof body !== 'object' || body === null) return true;
    if ('error' in body) return false;
    return (body as { success?: unknown }).success !== false;
  } catch {
    return false;
  }
}
