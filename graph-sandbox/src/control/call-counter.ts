export interface CallCounts {
  /** Graph calls: every HTTP graph request except batch envelopes, plus every operation inside a batch. */
  total: number;
  /** HTTP requests to graph endpoints (a batch counts once). */
  http_requests: number;
  /** Batch envelopes (`POST /` with `batch`). */
  batch_requests: number;
  /** Graph calls per unversioned path, e.g. `/act_123/targetingsearch`. */
  by_path: Record<string, number>;
}

/** Counts graph traffic so benchmarks can prove caching and batching. */
export class CallCounter {
  private counts: CallCounts = CallCounter.empty();

  private static empty(): CallCounts {
    return { total: 0, http_requests: 0, batch_requests: 0, by_path: {} };
  }

  recordCall(path: string): void {
    this.counts.total += 1;
    this.counts.by_path[path] = (this.counts.by_path[path] ?? 0) + 1;
  }

  recordHttpRequest(): void {
    this.counts.http_requests += 1;
  }

  recordBatch(): void {
    this.counts.batch_requests += 1;
  }

  snapshot(): CallCounts {
    return { ...this.counts, by_path: { ...this.counts.by_path } };
  }

  reset(): void {
    this.counts = CallCounter.empty();
  }
}
