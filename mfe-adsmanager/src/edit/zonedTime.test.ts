import { fromZonedInput, toZonedInput, zonedInstant } from './zonedTime';

test("a platform time reads on the account's wall clock, whatever the browser's zone", () => {
  expect(toZonedInput('2026-12-01T09:00:00+0700', 'Asia/Jakarta')).toBe('2026-12-01T09:00');
  expect(toZonedInput('2026-12-01T09:00:00+0700', 'America/Los_Angeles')).toBe('2026-11-30T18:00');
  expect(toZonedInput(null, 'Asia/Jakarta')).toBe('');
  expect(toZonedInput('not a time', 'Asia/Jakarta')).toBe('');
});

test("a typed time is written in Meta's format with the account's offset, daylight saving included", () => {
  expect(fromZonedInput('2026-12-01T09:00', 'Asia/Jakarta')).toBe('2026-12-01T09:00:00+0700');
  expect(fromZonedInput('2026-07-04T12:30', 'America/Los_Angeles')).toBe('2026-07-04T12:30:00-0700');
  expect(fromZonedInput('2026-12-04T12:30', 'America/Los_Angeles')).toBe('2026-12-04T12:30:00-0800');
  expect(fromZonedInput('2026-12-01T09:00', null)).toBe('2026-12-01T09:00:00+0000');
});

test('impossible dates are no time', () => {
  expect(fromZonedInput('2026-02-31T09:00', 'Asia/Jakarta')).toBeNull();
  expect(fromZonedInput('2026-12-01T25:00', 'Asia/Jakarta')).toBeNull();
  expect(fromZonedInput('', 'Asia/Jakarta')).toBeNull();
  expect(zonedInstant('2026-12-01T09:00', 'Asia/Jakarta')).toBe(Date.parse('2026-12-01T02:00:00Z'));
});
