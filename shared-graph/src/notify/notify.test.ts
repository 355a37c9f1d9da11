import { act, renderHook } from '@testing-library/react';
import { sessionStore } from '../session/atoms';
import { notify, toastsAtom, useToasts } from './index';

describe('notify', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    notify.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('shows typed toasts that auto-dismiss after 5 s by default', () => {
    const id = notify.success('Saved');
    notify.warning('Careful', { title: 'Heads up' });
    expect(sessionStore.get(toastsAtom)).toEqual([
      expect.objectContaining({ id, type: 'success', message: 'Saved', timeoutMs: 5000 }),
      expect.objectContaining({ type: 'warning', message: 'Careful', title: 'Heads up' }),
    ]);
    jest.advanceTimersByTime(4999);
    expect(sessionStore.get(toastsAtom)).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(sessionStore.get(toastsAtom)).toEqual([]);
  });

  it('honours a custom time-out and the persistent 1000000 ms', () => {
    notify.error('Insight failed', { timeoutMs: 10_000 });
    const sticky = notify.error('Search failed', { persistent: true, action: { label: 'Retry', onClick: () => undefined } });
    expect(sessionStore.get(toastsAtom).find((t) => t.id === sticky)).toMatchObject({ timeoutMs: 1_000_000, action: { label: 'Retry' } });
    jest.advanceTimersByTime(10_000);
    expect(sessionStore.get(toastsAtom).map((t) => t.id)).toEqual([sticky]);
    jest.advanceTimersByTime(1_000_000);
    expect(sessionStore.get(toastsAtom)).toEqual([]);
  });

  it('dismisses by id and cancels the timer', () => {
    const a = notify.success('A');
    const b = notify.success('B', { timeoutMs: null });
    notify.dismiss(a);
    expect(sessionStore.get(toastsAtom).map((t) => t.id)).toEqual([b]);
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(60_000);
    expect(sessionStore.get(toastsAtom).map((t) => t.id)).toEqual([b]);
  });

  it('replaces a toast shown again with the same id and restarts its timer', () => {
    notify.error('Try 1', { id: 'search' });
    jest.advanceTimersByTime(4000);
    notify.error('Try 2', { id: 'search' });
    jest.advanceTimersByTime(4000);
    expect(sessionStore.get(toastsAtom)).toEqual([expect.objectContaining({ id: 'search', message: 'Try 2' })]);
    jest.advanceTimersByTime(1000);
    expect(sessionStore.get(toastsAtom)).toEqual([]);
  });

  it('useToasts gives the stack and dismiss to the host', () => {
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => {
      id = notify.warning('Hello');
    });
    expect(result.current.toasts.map((t) => t.message)).toEqual(['Hello']);
    act(() => result.current.dismiss(id));
    expect(result.current.toasts).toEqual([]);
  });
});

describe('a toast held while hovered or focused', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    notify.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('keeps its time left while paused and runs it on when resumed', () => {
    const id = notify.success('Budget changed', { action: { label: 'Undo', onClick: () => undefined } });
    jest.advanceTimersByTime(3000);
    notify.pause(id);
    jest.advanceTimersByTime(60_000);
    expect(sessionStore.get(toastsAtom).map((t) => t.id)).toEqual([id]);
    notify.resume(id);
    jest.advanceTimersByTime(1999);
    expect(sessionStore.get(toastsAtom)).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sessionStore.get(toastsAtom)).toEqual([]);
  });
});
