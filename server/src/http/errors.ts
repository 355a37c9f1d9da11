import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseClientError } from './database-errors';
import { sendRefusal } from './error-page';
import { describeValidationIssue, type ValidationIssue } from './validation-messages';

/** An error meant for the client: it becomes `{ error: { code, message } }` with `statusCode`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The JSON pointer of the request field the error is about (`/conditions/items/0/value`), for forms. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, 'bad_request', message);
export const unauthorized = (message = 'Please log in first') => new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this') => new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);

export interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

export function errorBody(code: string, message: string, field?: string): ErrorBody {
  return { error: { code, message, ...(field !== undefined ? { field } : {}) } };
}

/**
 * For forms that show each message beside its field (routes with `attachValidation: true`): the schema error as
 * an ApiError naming the body field (its JSON pointer; for a missing field, the field itself).
 */
export function fieldValidationError(error: FastifyError & { validation?: unknown[]; validationContext?: string }): ApiError {
  const first = error.validation?.[0] as ValidationIssue | undefined;
  const context = error.validationContext ?? 'body';
  if (!first) return badRequest('The request is not valid.');
  const missing = first.keyword === 'required' ? first.params.missingProperty : first.keyword === 'additionalProperties' ? first.params.additionalProperty : undefined;
  const field = context !== 'body' ? undefined : typeof missing === 'string' ? `${first.instancePath}/${missing}` : first.instancePath || undefined;
  return new ApiError(400, 'bad_request', describeValidationIssue(first, context), field);
}

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Send the request body as application/json',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'bad_request', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'bad_request',
    message: 'The request body is empty although Content-Type is application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'bad_request',
    message: 'Content-Length does not match the request body',
  },
};

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return sendRefusal(request, reply, error.statusCode, errorBody(error.code, error.message, error.field));
  }
  if (error.validation) {
    const first = error.validation[0] as ValidationIssue | undefined;
    const message = first ? describeValidationIssue(first, error.validationContext ?? 'body') : 'The request is not valid.';
    return sendRefusal(request, reply, 400, errorBody('bad_request', message));
  }
  const fromDatabase = databaseClientError(error);
  if (fromDatabase) {
    request.log.warn({ err: error }, 'database refused the request data');
    return sendRefusal(request, reply, fromDatabase.statusCode, errorBody(fromDatabase.code, fromDatabase.message));
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return sendRefusal(request, reply, known.status, errorBody(known.code, known.message));
  if (error instanceof SyntaxError || (error.statusCode === 400 && !error.code)) {
    return sendRefusal(request, reply, 400, errorBody('bad_request', 'The request body could not be parsed'));
  }
  if (error.statusCode === 429) {
    return sendRefusal(request, reply, 429, errorBody('rate_limited', 'Too many requests, please try again later'));
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return sendRefusal(request, reply, error.statusCode, errorBody('bad_request', error.message));
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendRefusal(request, reply, 500, errorBody('internal', 'Something went wrong on our side. Please try again.'));
}

/** Fastify's own refusals before routing (a malformed percent-escape in the path), in our envelope (a page for a browser). */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendRefusal(request, reply, 400, errorBody('bad_request', 'The address of the request is not valid (a broken %-escape).'));
  }
  return sendRefusal(request, reply, 400, errorBody('bad_request', 'The request could not be understood.'));
}

/** Node's HTTP parser refusals (headers or an address over 16 KB, garbage on the socket), in our envelope. */
export function clientError(error: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable) return;
  const large = error.code === 'HPE_HEADER_OVERFLOW';
  const status = large ? 431 : 400;
  const body = JSON.stringify(
    large
      ? errorBody('request_too_large', 'The address or the headers of the request are too long.')
      : errorBody('bad_request', 'The request could not be understood.'),
  );
  socket.end(
    `HTTP/1.1 ${status} ${large ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody('not_found', `No route for ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`));
  });
}
