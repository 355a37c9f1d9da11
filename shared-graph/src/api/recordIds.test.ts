import { ApiError } from './client';
import { isNotFound, recordIdFromAddress } from './recordIds';

test.each([
  ['1', 1],
  ['42', 42],
  ['2147483647', 2_147_483_647],
])('%s names record %d', (value, id) => {
  expect(recordIdFromAddress(value)).toBe(id);
});

test.each(['', '0', '007', '-1', '+1', '1.5', 'abc', '2147483648', '99999999999999999999', ' 1', null, undefined])('%p names no record', (value) => {
  expect(recordIdFromAddress(value)).toBeNull();
});

test('only a 404 from the product API is "not found"', () => {
  expect(isNotFound(new ApiError(404, 'not_found', 'No such rule'))).toBe(true);
  expect(isNotFound(new ApiError(500, 'internal', 'Oops'))).toBe(false);
  expect(isNotFound(new Error('404'))).toBe(false);
});
