import { hashString } from '../lib/random';

/** `SANDBOX_LATENCY` / the `latency` option: no delay (default), Meta's delays, or Meta's delays at 10 %. */
export type LatencyMode = 'off' | 'fast' | 'realistic';

export const LATENCY_MODES: readonly LatencyMode[] = ['off', 'fast', 'realistic'];

export const isLatencyMode = (value: unknown): value is LatencyMode => typeof value === 'string' && (LATENCY_MODES as readonly string[]).includes(value);

/** No single call waits longer (realistic): a big insights call with breakdowns by day stays under Meta's timeouts. */
export const MAX_CALL_MS = 10_000;

/** What `fast` keeps of the realistic delays. */
export const FAST_SCALE = 0.1;

/**
 * The kinds of call whose delays differ on the real platform. `refused` is every error answer (Meta refuses a
 * throttled or invalid call before doing the work); `batch_overhead` is added once to a batch's slowest operation.
 */
export type CallClass = 'node' | 'edge' | 'insights_account' | 'insights_level' | 'write' | 'search' | 'delivery_estimate' | 'refused' | 'batch_overhead';

export interface ClassFigures {
  /** Base delay in ms before the multipliers of `dependsOn`. */
  median: number;
  p95: number;
  /** The base delay is drawn log-normally from median and p95 and kept within [min, max]. */
  min: number;
  max: number;
  dependsOn: string;
}

/** The figures of the realistic profile (README "Latency profile" shows the same table). */
export const LATENCY_FIGURES: Readonly<Record<CallClass, ClassFigures>> = {
  node: { median: 280, p95: 420, min: 200, max: 450, dependsOn: '— (node reads, `?ids=`, `debug_token`, token exchange, report-run status)' },
  edge: { median: 430, p95: 700, min: 300, max: 800, dependsOn: '× (1 + limit / 500); × 1.6 with `insights.` field expansion' },
  insights_account: { median: 560, p95: 820, min: 400, max: 900, dependsOn: 'breakdowns and time_increment multipliers (below)' },
  insights_level: { median: 850, p95: 1300, min: 600, max: 1500, dependsOn: '× (1 + 0.35 · log2(1 + rows / 10)) for the rows answered; breakdowns and time_increment multipliers' },
  write: { median: 430, p95: 640, min: 300, max: 700, dependsOn: '— (updates, deletes, creates, copies, `POST …/insights`, `asyncbatch`)' },
  search: { median: 360, p95: 540, min: 250, max: 600, dependsOn: '— (`/search`, `targetingsearch`, `targetingsuggestions`)' },
  delivery_estimate: { median: 700, p95: 1100, min: 400, max: 1200, dependsOn: '— (`delivery_estimate`, `reachestimate`)' },
  refused: { median: 120, p95: 220, min: 60, max: 250, dependsOn: '— (any error answer, throttling included)' },
  batch_overhead: { median: 110, p95: 145, min: 80, max: 150, dependsOn: 'added once to the slowest dependency chain of a batch' },
};

/** Insights multipliers: one breakdown ×1.5, two ×2, three or an hourly one ×2.5; then time_increment / time_ranges. */
export function breakdownFactor(breakdowns: readonly string[]): number {
  if (breakdowns.length === 0) return 1;
  if (breakdowns.length >= 3 || breakdowns.some((b) => b.startsWith('hourly_stats'))) return 2.5;
  return breakdowns.length === 2 ? 2 : 1.5;
}

/** `time_increment=1` ×1.6, another increment (not `all_days`) ×1.4, `time_ranges` ×(1 + 0.15 per range, ≤ 1.6). */
export function timeFactor(timeIncrement: string | undefined, timeRanges: number): number {
  if (timeRanges > 0) return Math.min(1.6, 1 + 0.15 * timeRanges);
  if (timeIncrement === undefined || timeIncrement === '' || timeIncrement === 'all_days') return 1;
  return timeIncrement === '1' ? 1.6 : 1.4;
}

export const rowsFactor = (rows: number): number => 1 + 0.35 * Math.log2(1 + Math.max(0, rows) / 10);

/** What the latency of one call depends on, read off the call and its answer. */
export interface CallShape {
  method: string;
  /** Unversioned path segments, `[]` for the root. */
  segments: readonly string[];
  params: ReadonlyArray<[string, string]>;
  /** Kind of the world node the first segment names (`ad_account`, `campaign`, `report_run` …). */
  nodeKind?: string;
  status: number;
  /** Rows in the answer's `data` list, if any. */
  rows?: number;
}

const paramOf = (shape: CallShape, name: string): string | undefined => shape.params.find(([key]) => key === name)?.[1];

function listParam(raw: string | undefined): string[] {
  if (!raw) return [];
  const text = raw.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed.map(String) : [];
    } catch {
      return [];
    }
  }
  return text.split(',').map((part) => part.trim()).filter(Boolean);
}

/** Which row of the table a call takes. */
export function callClassOf(shape: CallShape): CallClass {
  if (shape.status >= 400) return 'refused';
  const [first, second] = shape.segments;
  const write = shape.method !== 'GET';
  if (second === 'insights' && shape.nodeKind !== 'report_run') {
    if (write) return 'write';
    const level = paramOf(shape, 'level') ?? (shape.nodeKind === 'ad_account' ? 'account' : shape.nodeKind);
    return level === 'account' ? 'insights_account' : 'insights_level';
  }
  if (second === 'delivery_estimate' || second === 'reachestimate') return 'delivery_estimate';
  if (first === 'search' || second === 'targetingsearch' || second === 'targetingsuggestions') return 'search';
  if (write) return 'write';
  return shape.segments.length >= 2 ? 'edge' : 'node';
}

/** The multiplier a call's size puts on its class's base delay. */
export function sizeFactor(shape: CallShape, callClass: CallClass): number {
  if (callClass === 'edge') {
    const limit = Number(paramOf(shape, 'limit') ?? '25');
    const expansion = /(^|[,{])\s*insights[.{]/.test(paramOf(shape, 'fields') ?? '') ? 1.6 : 1;
    return (1 + Math.min(Number.isFinite(limit) ? Math.max(0, limit) : 25, 5000) / 500) * expansion;
  }
  if (callClass === 'insights_account' || callClass === 'insights_level') {
    const breakdowns = breakdownFactor(listParam(paramOf(shape, 'breakdowns')));
    const time = timeFactor(paramOf(shape, 'time_increment'), listParam(paramOf(shape, 'time_ranges')).length);
    const rows = callClass === 'insights_level' ? rowsFactor(shape.rows ?? 0) : 1;
    return breakdowns * time * rows;
  }
  return 1;
}

/** Logistic approximation of the standard normal quantile: deterministic and good enough for delays. */
const quantile = (u: number): number => Math.log(u / (1 - u)) / 1.702;

/** A base delay of the class for a uniform draw in (0, 1). */
export function baseDelay(callClass: CallClass, u: number): number {
  const { median, p95, min, max } = LATENCY_FIGURES[callClass];
  const sigma = Math.log(p95 / median) / 1.645;
  const clamped = Math.min(0.9999, Math.max(0.0001, u));
  return Math.min(max, Math.max(min, median * Math.exp(sigma * quantile(clamped))));
}

const modeScale = (mode: LatencyMode): number => (mode === 'realistic' ? 1 : mode === 'fast' ? FAST_SCALE : 0);

/**
 * Delays of one sandbox: a pure function of the world seed, the call's class and size, and a hash of
 * method + path + parameters + the call's number in the sequence since the sandbox started (or was reset).
 * The same calls in the same order with the same seed get the same delays.
 */
export class LatencyProfile {
  private sequence = 0;

  constructor(
    readonly mode: LatencyMode,
    private readonly seed: number,
  ) {}

  get enabled(): boolean {
    return this.mode !== 'off';
  }

  /** A uniform draw in [0, 1) for the next call of the sequence. */
  private draw(key: string): number {
    this.sequence += 1;
    return hashString(`${this.sequence}|${key}`, this.seed) / 0x1_0000_0000;
  }

  /** The delay of one call in ms (0 when off); advances the sequence. */
  delayOf(shape: CallShape): number {
    if (!this.enabled) return 0;
    const callClass = callClassOf(shape);
    const params = shape.params
      .filter(([name]) => name !== 'access_token')
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join('&');
    const u = this.draw(`${shape.method} /${shape.segments.join('/')}?${params}`);
    return Math.round(Math.min(MAX_CALL_MS, baseDelay(callClass, u) * sizeFactor(shape, callClass)) * modeScale(this.mode));
  }

  /** What a batch adds to its slowest operation (80–150 ms realistic). */
  batchOverhead(): number {
    if (!this.enabled) return 0;
    return Math.round(baseDelay('batch_overhead', this.draw('batch')) * modeScale(this.mode));
  }

  /**
   * How long an async insights report runs (realistic: 2.5 s + 0.6 s · log2(1 + rows / 25), times the breakdown
   * and time multipliers, ±15 %, within 2–30 s); `undefined` when off.
   */
  reportRunMs(report: { rows: number; breakdowns: readonly string[]; timeIncrement?: string; timeRanges: number; key: string }): number | undefined {
    if (!this.enabled) return undefined;
    const jitter = 0.85 + 0.3 * this.draw(`report|${report.key}`);
    const size = (2500 + 600 * Math.log2(1 + report.rows / 25)) * breakdownFactor(report.breakdowns) * timeFactor(report.timeIncrement, report.timeRanges);
    return Math.round(Math.min(30_000, Math.max(2000, size * jitter)) * modeScale(this.mode));
  }

  reset(): void {
    this.sequence = 0;
  }
}
