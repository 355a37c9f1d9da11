import { ApiError, GraphError } from 'shared-graph';
import { isNoAnswer, requestFailureText, WRITE_FAILED, WRITE_OUTCOME_UNKNOWN } from './writeErrors';

/** What the graph client makes of a fetch that got no answer: the browser's own words as its message. */
const noAnswer = (message: string) => new GraphError({ status: 0, code: 'network_error', message, isTransient: true, transport: 'proxy' });

test('a write that got no answer says it may or may not have been applied and to check the list, never the browser’s words', () => {
  for (const error of [noAnswer('Failed to fetch'), noAnswer('Request timed out: POST http://sasar.test/api/graph/v21.0/batch'), new ApiError(0, 'network_error', 'NetworkError when attempting to fetch resource.'), new TypeError('Failed to fetch')]) {
    expect(isNoAnswer(error)).toBe(true);
    expect(requestFailureText(error)).toBe(WRITE_OUTCOME_UNKNOWN);
  }
  expect(WRITE_OUTCOME_UNKNOWN).toBe('Sasar could not reach the server, so this change may or may not have been applied. Check your connection, then check the list before you try again.');
  expect(requestFailureText(noAnswer('Failed to fetch'), 'The copies may or may not have been started.')).toBe('The copies may or may not have been started.');
});

test('an answer keeps its own words: Meta’s refusal, the server’s, a wait for the throttle, a time-out the caller worded', () => {
  const refused = new GraphError({ status: 400, code: 100, message: 'Invalid parameter', userMessage: 'The budget is too low.', transport: 'proxy' });
  expect(isNoAnswer(refused)).toBe(false);
  expect(requestFailureText(refused)).toBe('The budget is too low.');
  expect(requestFailureText(new ApiError(401, 'unauthorized', 'Please log in first'))).toBe('Please log in first');
  const giveUp = new GraphError({ status: 0, code: 'timeout', message: 'The copies are taking longer than usual.', transport: 'proxy' });
  expect(requestFailureText(giveUp)).toBe('The copies are taking longer than usual.');
  const throttled = new GraphError({ status: 429, code: 80004, message: 'There have been too many calls to this ad-account.', transport: 'proxy' });
  throttled.throttle = { scope: 'account', accountId: 'act_1', useCase: 'ads_management', regainAt: Date.now() + 90_000, code: 80004 } as GraphError['throttle'];
  expect(requestFailureText(throttled)).toMatch(/^Facebook asks us to wait .* Nothing was changed; try again then\.$/);
  expect(requestFailureText(new GraphError({ status: 500, code: 1, message: '', transport: 'proxy' }))).toBe(WRITE_FAILED);
});
