// The product API's record ids are positive PostgreSQL integers. An address or query value that cannot be one
// names nothing, and a screen can say so without asking the server.
import { isApiError } from './client';

const MAX_RECORD_ID = 2_147_483_647;

/** The record id `value` names, or null for anything else (letters, 0, a sign, beyond 2^31 − 1). */
export function recordIdFromAddress(value: string | null | undefined): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value ?? '')) return null;
  const id = Number(value);
  return id <= MAX_RECORD_ID ? id : null;
}

/** The server answered that the record does not exist (or is not the caller's to see): retrying will not help. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
