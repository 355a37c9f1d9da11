/** Timezones used by the world's ad accounts. The numeric ids are illustrative, not Meta's table. */
export const TIMEZONES = {
  'Asia/Jakarta': { id: 117 },
  'America/Los_Angeles': { id: 1 },
  'Asia/Tokyo': { id: 104 },
} as const;

export type TimezoneName = keyof typeof TIMEZONES;

export const TIMEZONE_BY_CURRENCY: Record<string, TimezoneName> = {
  IDR: 'Asia/Jakarta',
  USD: 'America/Los_Angeles',
  JPY: 'Asia/Tokyo',
};
