import formbody from '@fastify/formbody';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { registerControlRoutes } from '../control/control-routes';
import { registerOAuthDialog } from '../endpoints/oauth/oauth-dialog-routes';
import { graphErrors } from '../graph/errors/error-catalog';
import { GraphError } from '../graph/errors/graph-error';
import { newTraceId } from '../graph/errors/trace-id';
import { registerCors } from './cors';
import { createGraphDispatcher } from './graph-dispatcher';
import { registerGraphHttp } from './graph-http';
import { resolveOptions, type SandboxOptions } from './options';
import { registerCreativePictures } from './creative-picture-route';
import { registerPreviewPages } from './preview-page-route';
import { registerProfilePictures } from './profile-picture-route';
import { parseMultipart } from './multipart-body';
import { SandboxState } from './sandbox-state';

/** Ad images may be up to 30 MB, sent base64 (a third larger) or as a file. */
const BODY_LIMIT = 45 * 1024 * 1024;

function badBody(message: string): FastifyError {
  return Object.assign(new Error(message), { statusCode: 400, code: 'SANDBOX_BAD_BODY', name: 'BadBody' }) as FastifyError;
}

/** Bodies may be JSON or urlencoded; an empty JSON body counts as no parameters. */
function registerBodyParsers(app: FastifyInstance): void {
  app.register(formbody);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badBody('Invalid JSON in request body'), undefined);
    }
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
    const parsed = parseMultipart(body as Buffer, String(request.headers['content-type'] ?? ''));
    if (parsed) done(null, parsed);
    else done(badBody('Invalid multipart/form-data request body'), undefined);
  });
}

function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    if (request.url.startsWith('/__sandbox')) {
      return reply.code(status).send({ error: { code: status === 500 ? 'internal' : 'bad_request', message: error.message } });
    }
    const graphError = status === 500 ? graphErrors.unknownError() : new GraphError(400, { message: `(#100) ${error.message}`, type: 'OAuthException', code: 100 });
    return reply.code(graphError.status).header('facebook-api-version', 'v21.0').send(graphError.toBody(newTraceId()));
  });
}

/** A sandbox as a Fastify instance, not listening yet (use `inject`, or `listen`, or `startSandbox`). */
export function createSandbox(options: SandboxOptions = {}): FastifyInstance {
  const resolved = resolveOptions(options);
  const state = new SandboxState(resolved);
  const app = Fastify({ logger: resolved.logger, bodyLimit: BODY_LIMIT });
  registerBodyParsers(app);
  registerErrorHandler(app);
  registerCors(app);
  registerControlRoutes(app, state);
  registerOAuthDialog(app, state);
  registerProfilePictures(app, state);
  registerCreativePictures(app, state);
  registerPreviewPages(app);
  registerGraphHttp(app, state, createGraphDispatcher(state));
  app.addHook('preClose', async () => {
    state.releaseHeldCalls();
  });
  return app;
}
