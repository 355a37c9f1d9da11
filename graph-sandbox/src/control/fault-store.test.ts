import { FaultStore, parseFaultRequest } from './fault-store';

describe('parseFaultRequest', () => {
  it('accepts a kind with optional count and path', () => {
    expect(parseFaultRequest({ kind: 'rate_limit' })).toEqual({ kind: 'rate_limit', count: 1, path: null });
    expect(parseFaultRequest({ kind: 'timeout', count: 3, path: '/me' })).toEqual({ kind: 'timeout', count: 3, path: '/me' });
  });

  it('explains what is wrong', () => {
    expect(parseFaultRequest({ kind: 'meteor' })).toEqual({ problem: expect.stringContaining('Unknown fault kind ("meteor")') });
    expect(parseFaultRequest({})).toEqual({ problem: expect.stringContaining('(missing)') });
    expect(parseFaultRequest({ kind: 'rate_limit', count: 0 })).toEqual({ problem: expect.stringContaining('count') });
    expect(parseFaultRequest({ kind: 'rate_limit', count: 1.5 })).toEqual({ problem: expect.stringContaining('count') });
    expect(parseFaultRequest({ kind: 'rate_limit', path: 7 })).toEqual({ problem: expect.stringContaining('path') });
    expect(parseFaultRequest('rate_limit')).toEqual({ problem: expect.stringContaining('JSON object') });
  });
});

describe('FaultStore', () => {
  it('uses faults up in order, count times', () => {
    const store = new FaultStore();
    store.add({ kind: 'rate_limit', count: 2, path: null }, 0);
    store.add({ kind: 'spam_block', count: 1, path: null }, 0);
    expect(store.take(['/me'], false)?.kind).toBe('rate_limit');
    expect(store.take(['/me'], false)?.remaining).toBe(0);
    expect(store.take(['/me'], false)?.kind).toBe('spam_block');
    expect(store.take(['/me'], false)).toBeUndefined();
  });

  it('only matches calls whose path contains the fault path', () => {
    const store = new FaultStore();
    store.add({ kind: 'checkpoint', count: 1, path: 'targetingsearch' }, 0);
    expect(store.take(['/me'], false)).toBeUndefined();
    expect(store.take(['/act_1/targetingsearch'], false)?.kind).toBe('checkpoint');
  });

  it('keeps batch_null for batch operations', () => {
    const store = new FaultStore();
    store.add({ kind: 'batch_null', count: 1, path: null }, 0);
    expect(store.take(['/me'], false)).toBeUndefined();
    expect(store.list()).toHaveLength(1);
    expect(store.take(['/me'], true)?.kind).toBe('batch_null');
    expect(store.clear()).toBe(0);
  });
});
