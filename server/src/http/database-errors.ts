/** What the client is told about a database refusal (errors.ts turns it into the envelope). */
export interface ClientFault {
  statusCode: number;
  code: string;
  message: string;
}

const fault = (statusCode: number, code: string, message: string): ClientFault => ({ statusCode, code, message });

/** The SQLSTATE of a database error, looking through wrappers (drizzle wraps the driver's error in `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, hops = 0; current && typeof current === 'object' && hops < 5; hops += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The unique index or constraint a unique violation (SQLSTATE 23505) names, looking through wrappers like sqlStateOf. */
export function uniqueViolationOf(error: unknown): string | undefined {
  if (sqlStateOf(error) !== '23505') return undefined;
  for (let current = error, hops = 0; current && typeof current === 'object' && hops < 5; hops += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string' && constraint) return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The net under the edge validation: a database refusal caused by the request's data (SQLSTATE class 22, data
 * exception; class 23, integrity constraint) is the caller's problem, not a server failure. Everything else
 * stays a 500.
 */
export function databaseClientError(error: unknown): ClientFault | undefined {
  const state = sqlStateOf(error);
  if (!state) return undefined;
  if (state.startsWith('22')) {
    return fault(400, 'bad_request', 'A value in the request is out of range or not in a form that can be stored.');
  }
  if (state === '23502' || state === '23514') {
    return fault(400, 'bad_request', 'A value in the request is missing or not allowed.');
  }
  if (state.startsWith('23')) {
    return fault(409, 'conflict', 'This conflicts with a change made at the same time. Reload and try again.');
  }
  return undefined;
}
