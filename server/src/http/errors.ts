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
    /** Every field's problem (the first one each), when the request had several: a form shows them all at once. */
    readonly fields?: FieldProblem[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, 'bad_request', message);
export const unauthorized = (message = 'Please log in first') => new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this') => new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);

/** One request field's problem: its JSON pointer and the sentence a form shows beside it. */
export interface FieldProblem {
  field: string;
  message: string;
}

export interface ErrorBody {
  error: { code: string; message: string; field?: string; fields?: FieldProblem[] };
}

/** A refusal about fields names the first in `field` and lists every one in `fields` (a single one too). */
export function errorBody(code: string, message: string, field?: string, fields?: FieldProblem[]): ErrorBody {
  if (field === undefined) return { error: { code, message } };
  return { error: { code, message, field, fields: fields?.length ? fields : [{ field, message }] } };
}

/** A body with thousands of bad entries still answers a short list (a form never has this many fields). */
export const MAX_FIELD_PROBLEMS = 50;

/** The JSON pointer of the body field an issue is about (for a missing or unexpected field, that field itself). */
function pointerOf(issue: ValidationIssue): string {
  const named = issue.keyword === 'required' ? issue.params.missingProperty : issue.keyword === 'additionalProperties' ? issue.params.additionalProperty : undefined;
  const escaped = typeof named === 'string' ? named.replace(/~/g, '~0').replace(/\//g, '~1') : undefined;
  return escaped === undefined ? issue.instancePath : `${issue.instancePath}/${escaped}`;
}

type SchemaRefusal = FastifyError & { validation?: unknown[]; validationContext?: string };

/**
 * A schema refusal in words: `message` is the first problem; for a body, `field` is its JSON pointer and `fields`
 * lists every field's first problem (the validator reports them all), so a form shows each beside its field.
 */
export function fieldValidationError(error: SchemaRefusal): ApiError {
  const issues = (error.validation ?? []) as ValidationIssue[];
  const context = error.validationContext ?? 'body';
  const first = issues[0];
  if (!first) return badRequest('The request is not valid.');
  const message = describeValidationIssue(first, context);
  if (context !== 'body') return new ApiError(400, 'bad_request', message);
  const fields = new Map<string, string>();
  for (const issue of issues) {
    if (fields.size >= MAX_FIELD_PROBLEMS) break;
    const field = pointerOf(issue);
    if (field && !fields.has(field)) fields.set(field, describeValidationIssue(issue, context));
  }
  const list = [...fields].map(([field, text]) => ({ field, message: text }));
  return new ApiError(400, 'bad_request', message, pointerOf(first) || undefined, list);
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
    return sendRefusal(request, reply, error.statusCode, errorBody(error.code, error.message, error.field, error.fields));
  }
  if (error.validation) {
    const refusal = fieldValidationError(error);
    return sendRefusal(request, reply, 400, errorBody(refusal.code, refusal.message, refusal.field, refusal.fields));
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
