import { FAULT_KINDS, isFaultKind, type FaultKind } from './fault-kinds';

export interface Fault {
  id: string;
  kind: FaultKind;
  /** Substring of the request path the fault waits for; null = any graph call. */
  path: string | null;
  count: number;
  remaining: number;
  created_at: string;
}

export interface FaultRequest {
  kind: FaultKind;
  count: number;
  path: string | null;
}

export const MAX_FAULT_COUNT = 10_000;

/** Checks a `POST /__sandbox/faults` body; returns the request or a message saying what is wrong. */
export function parseFaultRequest(body: unknown): FaultRequest | { problem: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { problem: 'Body must be a JSON object like {"kind":"rate_limit","count":1,"path":"/me"}.' };
  const { kind, count, path } = body as Record<string, unknown>;
  if (!isFaultKind(kind)) {
    const shown = kind === undefined ? 'missing' : JSON.stringify(kind);
    return { problem: `Unknown fault kind (${shown}). Use one of: ${FAULT_KINDS.join(', ')}.` };
  }
  const parsedCount = count === undefined ? 1 : typeof count === 'string' && /^\d+$/.test(count) ? Number(count) : count;
  if (typeof parsedCount !== 'number' || !Number.isInteger(parsedCount) || parsedCount < 1 || parsedCount > MAX_FAULT_COUNT) {
    return { problem: `count must be an integer from 1 to ${MAX_FAULT_COUNT}.` };
  }
  if (path !== undefined && path !== null && (typeof path !== 'string' || path.length === 0 || path.length > 500)) {
    return { problem: 'path must be a non-empty string (a substring of the request path) of at most 500 characters.' };
  }
  return { kind, count: parsedCount, path: typeof path === 'string' ? path : null };
}

/** Pending faults, consumed in the order they were added. */
export class FaultStore {
  private faults: Fault[] = [];
  private sequence = 0;

  add(request: FaultRequest, now: number): Fault {
    this.sequence += 1;
    const fault: Fault = {
      id: `fault-${this.sequence}`,
      kind: request.kind,
      path: request.path,
      count: request.count,
      remaining: request.count,
      created_at: new Date(now).toISOString(),
    };
    this.faults.push(fault);
    return { ...fault };
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  clear(): number {
    const cleared = this.faults.length;
    this.faults = [];
    return cleared;
  }

  /**
   * Uses up one call of the first fault matching any of the call's paths. `batch_null` only matches
   * batch operations, since only a batch has items to null.
   */
  take(paths: readonly string[], inBatch: boolean): Fault | undefined {
    const index = this.faults.findIndex((fault) => (inBatch || fault.kind !== 'batch_null') && (fault.path === null || paths.some((p) => p.includes(fault.path as string))));
    const fault = this.faults[index];
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining === 0) this.faults.splice(index, 1);
    return { ...fault };
  }
}
