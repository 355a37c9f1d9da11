import Type, { type Static, type TSchema } from 'typebox';

/**
 * Field builders for request schemas. Every field carries a `title` (a noun phrase such as "collection name"):
 * the validation messages are built from it ("The collection name can be at most 100 characters."), and the
 * OpenAPI document shows it. `x-invalid` is the sentence for a value that has the right type but not the
 * right form (a pattern or format failure).
 */

/** PostgreSQL `integer`: ids above this cannot exist, so they are refused at the edge. */
export const MAX_INT32 = 2_147_483_647;

/** 1 … 2,147,483,647 written in decimal without leading zeros (a path or query id). */
export const POSITIVE_INT32 =
  '(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])';

interface FieldOptions {
  /** A noun phrase for messages: "collection name", "team". */
  title: string;
  description?: string;
  /** The message for a wrong form (pattern/format). */
  invalid?: string;
}

function annotate(options: FieldOptions) {
  return {
    title: options.title,
    ...(options.description ? { description: options.description } : {}),
    ...(options.invalid ? { 'x-invalid': options.invalid } : {}),
  };
}

interface TextOptions extends FieldOptions {
  minLength?: number;
  maxLength: number;
  pattern?: string;
  format?: string;
}

/** A string with a length limit (every text field has one). */
export function Text(options: TextOptions) {
  const { minLength, maxLength, pattern, format } = options;
  return Type.String({
    ...annotate(options),
    maxLength,
    ...(minLength !== undefined ? { minLength } : {}),
    ...(pattern ? { pattern } : {}),
    ...(format ? { format } : {}),
  });
}

/** A whole number, by default a positive int32. */
export function Int(options: FieldOptions & { minimum?: number; maximum?: number }) {
  return Type.Integer({ ...annotate(options), minimum: options.minimum ?? 1, maximum: options.maximum ?? MAX_INT32 });
}

/** A positive int32 id given as a path or query string (Fastify does not coerce types here). */
export function IdString(options: FieldOptions & { allowZero?: boolean }) {
  const zero = options.allowZero ? '0|' : '';
  return Type.String({
    ...annotate({ invalid: `The ${options.title} must be a whole number${options.allowZero ? '' : ' above 0'}.`, ...options }),
    // The pattern bounds the length too; no maxLength, so an overlong id gets the same message as any bad id.
    pattern: `^(?:${zero}${POSITIVE_INT32})$`,
  });
}

export function Flag(options: FieldOptions) {
  return Type.Boolean(annotate(options));
}

/** One of a fixed list of strings. */
export function OneOf<const Values extends readonly string[]>(values: Values, options: FieldOptions) {
  return Type.Unsafe<Values[number]>({ type: 'string', enum: [...values], ...annotate(options) });
}

/** An ISO 8601 date-time that PostgreSQL can store (see formats.ts). */
export function DateTime(options: FieldOptions) {
  return Text({ invalid: `The ${options.title} must be a date and time like 2026-01-31T09:00:00Z.`, ...options, maxLength: 40, format: 'date-time' });
}

/**
 * `null` allowed besides the schema's own type. Written as a type list (not anyOf) so a wrong value gets one
 * clear message.
 */
export function Nullable<T extends TSchema>(schema: T) {
  const plain = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [plain.type, 'null'] });
}

/** Any JSON value (stored as sent); the edge guard limits its depth and refuses NUL / broken Unicode. */
export function AnyJson(options: FieldOptions) {
  return Type.Unsafe<unknown>({ ...annotate(options) });
}
