import addFormats from 'ajv-formats';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([Zz]|([+-])(\d{2}):(\d{2}))$/;

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysIn(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : DAYS[month - 1]!;
}

/**
 * An RFC 3339 date-time that PostgreSQL's timestamptz stores as written: years 0001–9999, real calendar days
 * (no 30 February), no leap second (`23:59:60` is valid RFC 3339 but PostgreSQL refuses it), offsets within ±15:59.
 */
export function isStorableDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return false;
  if (hour > 23 || minute > 59 || second > 59) return false;
  if (match[9] && (Number(match[10]) > 15 || Number(match[11]) > 59)) return false;
  return Number.isFinite(Date.parse(value.replace(' ', 'T')));
}

/**
 * ajv plugin: the standard formats, with `date-time` narrowed to what the database accepts. Its name must stay
 * `formatsPlugin`: @fastify/ajv-compiler then does not add ajv-formats again after it (which would undo the override).
 */
export function formatsPlugin(ajv: Parameters<typeof addFormats>[0]) {
  addFormats(ajv);
  ajv.addFormat('date-time', { type: 'string', validate: isStorableDateTime });
  // The sentence for a pattern/format failure of a field (an annotation the validation messages read).
  ajv.addKeyword({ keyword: 'x-invalid', schemaType: 'string' });
  return ajv;
}
