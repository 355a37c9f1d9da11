import { ApiError } from '../api/client';
import { createAbortError } from '../errors/cancel';
import { GraphError } from '../errors/graph-error';
import { isRetryable, shouldRetry } from './queryClient';

describe('retry policy', () => {
  it('retries what may pass: no answer, server errors, transient platform errors', () => {
    expect(isRetryable(new ApiError(0, 'network_error', 'Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiError(503, 'http_503', 'Service Unavailable'))).toBe(true);
    expect(isRetryable(new GraphError({ status: 400, code: 2, message: 'temporary', isTransient: true }))).toBe(true);
    expect(isRetryable(new GraphError({ status: 500, code: 1, message: 'unknown' }))).toBe(true);
  });

  it('never retries refusals, an ended session or a cancellation', () => {
    expect(isRetryable(new ApiError(400, 'bad_request', 'Name is required'))).toBe(false);
    expect(isRetryable(new ApiError(401, 'unauthorized', 'Log in again'))).toBe(false);
    expect(isRetryable(new GraphError({ status: 400, code: 100, message: 'Invalid parameter' }))).toBe(false);
    expect(isRetryable(createAbortError())).toBe(false);
    expect(isRetryable(new Error('bug'))).toBe(false);
  });

  it('stops after two retries', () => {
    const flaky = new ApiError(0, 'network_error', 'offline');
    expect([0, 1, 2].map((n) => shouldRetry(n, flaky))).toEqual([true, true, false]);
  });
});
