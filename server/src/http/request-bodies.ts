import type { FastifyInstance } from 'fastify';
import { closedSchema } from './response-check';

/**
 * Request bodies are closed: every object a body schema lists the properties of refuses a property it does not
 * name ("The field “foo” is not expected here."), so a misspelt or stale field is never dropped in silence. A
 * schema that says `additionalProperties` itself keeps it (the graph proxy's batch passes Meta's parameters as
 * they came). Query strings stay open: an unknown query parameter (a cache-buster) is ignored, never refused.
 */
export function closeRequestBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { body?: unknown } | undefined;
    if (schema?.body) route.schema = { ...schema, body: closedSchema(schema.body) };
  });
}
