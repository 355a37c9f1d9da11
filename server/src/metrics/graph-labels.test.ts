import { graphEndpointClass, throttleCodeOf } from './graph-labels';

test('Graph calls are classed by the shape of their path, never by an id', () => {
  expect(graphEndpointClass('GET', 'act_200000000000001/insights')).toBe('insights');
  expect(graphEndpointClass('GET', '120210000000001/insights')).toBe('insights');
  expect(graphEndpointClass('GET', 'act_200000000000001/campaigns')).toBe('campaigns');
  expect(graphEndpointClass('GET', 'me/adaccounts')).toBe('adaccounts');
  expect(graphEndpointClass('GET', 'me')).toBe('me');
  expect(graphEndpointClass('GET', 'debug_token')).toBe('debug_token');
  expect(graphEndpointClass('POST', '120210000000001')).toBe('object');
  expect(graphEndpointClass('GET', 'act_1/some_new_edge')).toBe('edge');
  expect(graphEndpointClass('POST', '')).toBe('batch');
  expect(graphEndpointClass('GET', '')).toBe('root');
});

test("Meta's throttle codes are read from an error body; other errors and bad bodies have none", () => {
  expect(throttleCodeOf(JSON.stringify({ error: { code: 80004, error_subcode: 2446079, message: 'too many calls' } }))).toBe('80004');
  expect(throttleCodeOf(JSON.stringify({ error: { code: 17, message: 'User request limit reached' } }))).toBe('17');
  expect(throttleCodeOf(JSON.stringify({ error: { code: 4 } }))).toBe('4');
  expect(throttleCodeOf(JSON.stringify({ error: { code: 190, message: 'expired' } }))).toBeNull();
  expect(throttleCodeOf(JSON.stringify({ error: { code: '80004' } }))).toBeNull();
  expect(throttleCodeOf('<html>bad gateway</html>')).toBeNull();
  expect(throttleCodeOf('null')).toBeNull();
});
