import { baseDelay, breakdownFactor, callClassOf, LATENCY_FIGURES, LatencyProfile, rowsFactor, timeFactor, type CallShape } from './latency-profile';

const shape = (method: string, path: string, params: Record<string, string> = {}, extra: Partial<CallShape> = {}): CallShape => ({
  method,
  segments: path === '/' ? [] : path.slice(1).split('/'),
  params: Object.entries(params),
  status: 200,
  ...extra,
});

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Delays of `count` calls of one shape, each on a fresh profile at a different seed. */
const sample = (call: CallShape, count = 201, mode: 'realistic' | 'fast' = 'realistic'): number[] =>
  Array.from({ length: count }, (_, seed) => new LatencyProfile(mode, seed).delayOf(call));

describe('latency profile', () => {
  it('classes calls as Meta times them', () => {
    expect(callClassOf(shape('GET', '/act_1'))).toBe('node');
    expect(callClassOf(shape('GET', '/act_1/campaigns'))).toBe('edge');
    expect(callClassOf(shape('GET', '/act_1/insights', {}, { nodeKind: 'ad_account' }))).toBe('insights_account');
    expect(callClassOf(shape('GET', '/act_1/insights', { level: 'ad' }, { nodeKind: 'ad_account' }))).toBe('insights_level');
    expect(callClassOf(shape('GET', '/123/insights', {}, { nodeKind: 'campaign' }))).toBe('insights_level');
    expect(callClassOf(shape('GET', '/123/insights', {}, { nodeKind: 'report_run' }))).toBe('edge');
    expect(callClassOf(shape('POST', '/act_1/insights', {}, { nodeKind: 'ad_account' }))).toBe('write');
    expect(callClassOf(shape('POST', '/123', { status: 'PAUSED' }))).toBe('write');
    expect(callClassOf(shape('GET', '/search', { type: 'adinterest' }))).toBe('search');
    expect(callClassOf(shape('GET', '/act_1/targetingsearch'))).toBe('search');
    expect(callClassOf(shape('GET', '/act_1/delivery_estimate'))).toBe('delivery_estimate');
    expect(callClassOf(shape('GET', '/act_1/campaigns', {}, { status: 400 }))).toBe('refused');
  });

  it('draws base delays within each class’s bounds, median near the table’s', () => {
    for (const [callClass, figures] of Object.entries(LATENCY_FIGURES) as Array<[keyof typeof LATENCY_FIGURES, (typeof LATENCY_FIGURES)['node']]>) {
      const draws = Array.from({ length: 999 }, (_, i) => baseDelay(callClass, (i + 0.5) / 999));
      expect(Math.min(...draws)).toBeGreaterThanOrEqual(figures.min);
      expect(Math.max(...draws)).toBeLessThanOrEqual(figures.max);
      expect(Math.abs(median(draws) - figures.median)).toBeLessThan(2);
      const p95 = [...draws].sort((a, b) => a - b)[949] as number;
      expect(Math.abs(p95 - Math.min(figures.p95, figures.max)) / figures.p95).toBeLessThan(0.12);
    }
  });

  it('is deterministic for a seed and a sequence of calls, and differs between seeds', () => {
    const calls = [shape('GET', '/me'), shape('GET', '/act_1/campaigns', { limit: '50' }), shape('GET', '/me'), shape('POST', '/123', { name: 'x' })];
    const run = (seed: number): number[] => {
      const profile = new LatencyProfile('realistic', seed);
      return [...calls.map((call) => profile.delayOf(call)), profile.batchOverhead()];
    };
    expect(run(1)).toEqual(run(1));
    expect(run(1)).not.toEqual(run(2));
    // The same call later in the sequence draws again.
    const [first, , third] = run(1);
    expect(first).not.toBe(third);
    const profile = new LatencyProfile('realistic', 1);
    const before = calls.map((call) => profile.delayOf(call));
    profile.reset();
    expect(calls.map((call) => profile.delayOf(call))).toEqual(before);
  });

  it('orders the classes: node < edge < account insights < level insights < breakdowns < breakdowns by day', () => {
    const act = { nodeKind: 'ad_account' };
    const node = median(sample(shape('GET', '/act_1')));
    const edge = median(sample(shape('GET', '/act_1/campaigns')));
    const expanded = median(sample(shape('GET', '/act_1/campaigns', { fields: 'name,insights.date_preset(last_7d){spend}' })));
    const account = median(sample(shape('GET', '/act_1/insights', {}, act)));
    const level = median(sample(shape('GET', '/act_1/insights', { level: 'ad' }, { ...act, rows: 25 })));
    const broken = median(sample(shape('GET', '/act_1/insights', { level: 'ad', breakdowns: 'age,gender' }, { ...act, rows: 25 })));
    const daily = median(sample(shape('GET', '/act_1/insights', { level: 'ad', breakdowns: 'age,gender', time_increment: '1' }, { ...act, rows: 25 })));
    expect(node).toBeLessThan(edge);
    expect(edge).toBeLessThan(expanded);
    expect(edge).toBeLessThan(account);
    expect(account).toBeLessThan(level);
    expect(level).toBeLessThan(broken);
    expect(broken).toBeLessThan(daily);
    const plainAccount = median(sample(shape('GET', '/act_1/insights', {}, act)));
    const brokenAccount = median(sample(shape('GET', '/act_1/insights', { breakdowns: 'country' }, act)));
    expect(brokenAccount / plainAccount).toBeGreaterThanOrEqual(1.4);
    expect(brokenAccount / plainAccount).toBeLessThanOrEqual(1.6);
    // No call waits more than 10 s.
    expect(Math.max(...sample(shape('GET', '/act_1/insights', { level: 'ad', breakdowns: 'hourly_stats_aggregated_by_audience_time_zone', time_increment: '1' }, { ...act, rows: 5000 })))).toBe(10_000);
    // More rows at a level take longer.
    expect(median(sample(shape('GET', '/act_1/insights', { level: 'ad' }, { ...act, rows: 200 })))).toBeGreaterThan(level);
  });

  it('puts the realistic figures in Meta’s ranges', () => {
    const within = (values: number[], low: number, high: number): void => {
      expect(Math.min(...values)).toBeGreaterThanOrEqual(low);
      expect(Math.max(...values)).toBeLessThanOrEqual(high);
    };
    within(sample(shape('GET', '/123')), 200, 450);
    within(sample(shape('GET', '/act_1/campaigns')), 300, 840);
    within(sample(shape('GET', '/act_1/insights', {}, { nodeKind: 'ad_account' })), 400, 900);
    within(sample(shape('POST', '/123', { name: 'x' })), 300, 700);
    within(sample(shape('GET', '/search', { type: 'adgeolocation' })), 250, 600);
    within(sample(shape('GET', '/act_1/delivery_estimate')), 400, 1200);
    const overheads = Array.from({ length: 101 }, (_, seed) => new LatencyProfile('realistic', seed).batchOverhead());
    within(overheads, 80, 150);
  });

  it('fast is the same shape at a tenth, off is nothing', () => {
    const call = shape('GET', '/act_1/campaigns');
    const realistic = sample(call, 51);
    const fast = sample(call, 51, 'fast');
    fast.forEach((ms, i) => expect(Math.abs(ms - (realistic[i] as number) / 10)).toBeLessThanOrEqual(1));
    expect(new LatencyProfile('off', 1).delayOf(call)).toBe(0);
    expect(new LatencyProfile('off', 1).reportRunMs({ rows: 10, breakdowns: [], timeRanges: 0, key: 'x' })).toBeUndefined();
  });

  it('sizes async report runs: a few seconds, longer with rows, breakdowns and days', () => {
    const run = (rows: number, breakdowns: string[] = [], timeIncrement?: string): number =>
      new LatencyProfile('realistic', 1).reportRunMs({ rows, breakdowns, timeIncrement, timeRanges: 0, key: 'k' }) as number;
    expect(run(1)).toBeGreaterThanOrEqual(2000);
    expect(run(1)).toBeLessThan(4000);
    expect(run(500)).toBeGreaterThan(run(1));
    expect(run(500, ['age'])).toBeGreaterThan(run(500));
    expect(run(500, ['age'], '1')).toBeGreaterThan(run(500, ['age']));
    expect(run(100_000, ['age', 'gender'], '1')).toBeLessThanOrEqual(30_000);
  });

  it('has multipliers of the documented sizes', () => {
    expect([breakdownFactor([]), breakdownFactor(['age']), breakdownFactor(['age', 'gender']), breakdownFactor(['hourly_stats_aggregated_by_advertiser_time_zone'])]).toEqual([1, 1.5, 2, 2.5]);
    expect([timeFactor(undefined, 0), timeFactor('all_days', 0), timeFactor('7', 0), timeFactor('1', 0), timeFactor(undefined, 2)]).toEqual([1, 1, 1.4, 1.6, 1.3]);
    expect(rowsFactor(0)).toBe(1);
    expect(rowsFactor(10)).toBeCloseTo(1.35);
  });
});
