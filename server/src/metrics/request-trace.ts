/**
 * The product request a piece of work serves, wherever it runs (the Graph client deep below a route): its id (the
 * load balancer's X-Request-Id, else one of ours) and its logger, carried by AsyncLocalStorage from onRequest on.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface RequestTrace {
  id: string;
  log: FastifyBaseLogger;
}

const traces = new AsyncLocalStorage<RequestTrace>();

/** The request being served here, or undefined outside one (a rule run, a scheduler tick). */
export function currentRequest(): RequestTrace | undefined {
  return traces.getStore();
}

/** Everything a request's handlers start (and what they start) sees that request through currentRequest(). */
export function installRequestTrace(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    traces.run({ id: request.id, log: request.log }, done);
  });
}
