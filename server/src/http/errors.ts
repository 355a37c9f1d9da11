import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An error meant for the client: it becomes `{ error: { code, message } }` with `statusCode`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
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
  error: { code: string; message: string };
}

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const CONTEXT_LABEL: Record<string, string> = {
  body: 'Field',
  querystring: 'Query parameter',
  params: 'Path parameter',
  headers: 'Header',
};

function withArticle(type: string): string {
  if (type === 'null') return 'null';
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function describeValidationError(error: AjvError, context: string): string {
  const label = CONTEXT_LABEL[context] ?? 'Field';
  const base = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  const field = (name: string) => `${label} '${name}'`;
  const subject = base ? field(base) : context === 'body' ? 'The request body' : `The ${context}`;
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return `${field(base ? `${base}.${String(p.missingProperty)}` : String(p.missingProperty))} is required`;
    case 'type':
      return `${subject} must be ${String(p.type).split(',').map(withArticle).join(' or ')}`;
    case 'maxLength':
      return `${subject} must be at most ${String(p.limit)} characters long`;
    case 'minLength':
      return Number(p.limit) === 1 ? `${subject} must not be empty` : `${subject} must be at least ${String(p.limit)} characters long`;
    case 'maxItems':
      return `${subject} must have at most ${String(p.limit)} items`;
    case 'minItems':
      return `${subject} must have at least ${String(p.limit)} item${Number(p.limit) === 1 ? '' : 's'}`;
    case 'maximum':
    case 'minimum':
      return `${subject} must be ${error.keyword === 'maximum' ? 'at most' : 'at least'} ${String(p.limit)}`;
    case 'enum':
      return `${subject} must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'pattern':
    case 'format':
      return `${subject} has an invalid format`;
    case 'additionalProperties':
      return `${field(base ? `${base}.${String(p.additionalProperty)}` : String(p.additionalProperty))} is not allowed`;
    case 'maxProperties':
      return `${subject} has too many properties`;
    default:
      return `${subject} ${error.message ?? 'is invalid'}`;
  }
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
    return reply.status(error.statusCode).send(errorBody(error.code, error.message));
  }
  if (error.validation) {
    const first = error.validation[0] as AjvError | undefined;
    const message = first ? describeValidationError(first, error.validationContext ?? 'body') : 'Invalid request';
    return reply.status(400).send(errorBody('bad_request', message));
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return reply.status(known.status).send(errorBody(known.code, known.message));
  if (error instanceof SyntaxError || (error.statusCode === 400 && !error.code)) {
    return reply.status(400).send(errorBody('bad_request', 'The request body could not be parsed'));
  }
  if (error.statusCode === 429) {
    return reply.status(429).send(errorBody('rate_limited', 'Too many requests, please try again later'));
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.status(error.statusCode).send(errorBody('bad_request', error.message));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send(errorBody('internal', 'Something went wrong on our side. Please try again.'));
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody('not_found', `No route for ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`));
  });
}
