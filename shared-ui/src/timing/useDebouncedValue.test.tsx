import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './useDebouncedValue';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('answers the value once it has not changed for the delay; each change restarts the wait', () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: 'y' } });
  expect(result.current).toBe('y');
  rerender({ value: 'yo' });
  act(() => jest.advanceTimersByTime(200));
  rerender({ value: 'yog' });
  act(() => jest.advanceTimersByTime(200));
  expect(result.current).toBe('y');
  act(() => jest.advanceTimersByTime(100));
  expect(result.current).toBe('yog');
});

test('an emptied search is taken at once when asked, not after the delay', () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300, { immediateWhenEmpty: true }), { initialProps: { value: 'yoga' } });
  rerender({ value: '' });
  expect(result.current).toBe('');
  act(() => jest.advanceTimersByTime(0));
  rerender({ value: 'p' });
  expect(result.current).toBe('');
  act(() => jest.advanceTimersByTime(300));
  expect(result.current).toBe('p');
});
