import Type, { type TSchema } from 'typebox';

/**
 * Response schemas: what a route answers, for the OpenAPI document (and so the client's generated types) and for
 * the handler's return type. They do not shape the output: the server serialises with JSON.stringify
 * (`newFastify`), so a schema can never drop or coerce a field. The test server checks every answer against its
 * schema with objects closed (src/http/response-check.ts): a schema names exactly the fields the route sends.
 */

/** `{ error: { code, message } }`: every refusal; a login refusal may add a fresh `captcha`, a platform one its `graph` error. */
export const ErrorBody = Type.Object({
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    /** The JSON pointer of the request field a form shows the message beside. */
    field: Type.Optional(Type.String()),
    /** A refused form: every field's problem (the first one each), `message` being the first of them. */
    fields: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
    captcha: Type.Optional(Type.Unknown()),
    graph: Type.Optional(Type.Unknown()),
  }),
});

/** `{ data }` answered with 200; a refusal in the error envelope. */
export function Answer<T extends TSchema>(data: T) {
  return { 200: Type.Object({ data }), '4xx': ErrorBody, '5xx': ErrorBody };
}

/** `{ data, has_more }` answered with 200: one page of a list. */
export function PageAnswer<T extends TSchema>(data: T) {
  return { 200: Type.Object({ data, has_more: Type.Boolean() }), '4xx': ErrorBody, '5xx': ErrorBody };
}

/** One of a fixed list of strings. */
export function Enum<const Values extends readonly string[]>(values: Values) {
  return Type.Unsafe<Values[number]>({ type: 'string', enum: [...values] });
}

/** The schema's value or null. */
export function OrNull<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** `{ data }` answered with 201: a created record. */
export function CreatedAnswer<T extends TSchema>(data: T) {
  return { 201: Type.Object({ data }), '4xx': ErrorBody, '5xx': ErrorBody };
}
