import { Value } from 'typebox/value';

/**
 * For the test server: every answer is checked against its route's response schema before it is sent, with each
 * object closed (a property the schema does not name is a mismatch), so a schema says exactly what the route sends.
 * The served server only describes (its serialiser is JSON.stringify); a mismatch here answers 500 and names it.
 */

type Schema = Record<string, unknown>;

const NESTED = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'] as const;
const LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;

/** The schema with every object that lists its properties closed to others (unless it says otherwise). */
export function closedSchema(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const source = schema as Schema;
  const closed: Schema = { ...source };
  if (source.properties && typeof source.properties === 'object') {
    closed.properties = Object.fromEntries(Object.entries(source.properties as Schema).map(([key, value]) => [key, closedSchema(value)]));
    if (!('additionalProperties' in source) && !('patternProperties' in source)) closed.additionalProperties = false;
  }
  for (const key of NESTED) if (key in source) closed[key] = closedSchema(source[key]);
  for (const key of LISTS) if (Array.isArray(source[key])) closed[key] = (source[key] as unknown[]).map(closedSchema);
  return closed;
}

export interface SerializerRoute {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}

/** A serializer compiler that sends JSON.stringify's text after checking it against the closed schema. */
export function checkedSerializer({ schema, method, url, httpStatus }: SerializerRoute) {
  let closed: Parameters<typeof Value.Check>[0] | undefined;
  return (data: unknown): string => {
    // Closed on first use: a test server compiles every route's serializer and answers few of them.
    closed ??= closedSchema(schema) as Parameters<typeof Value.Check>[0];
    const text = JSON.stringify(data);
    const value: unknown = text === undefined ? undefined : JSON.parse(text);
    if (!Value.Check(closed, value)) {
      const problems = [...Value.Errors(closed, value)].slice(0, 3).map((error) => `${error.instancePath || '/'} ${error.message}`);
      const message = `${method} ${url} answered ${httpStatus} with what its response schema does not describe: ${problems.join('; ')}`;
      console.error(message);
      throw new Error(message);
    }
    return text;
  };
}
