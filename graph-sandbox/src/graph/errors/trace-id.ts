import { randomBytes } from 'node:crypto';

/** An opaque trace id like Meta's `fbtrace_id` / `x-fb-trace-id` (base64url, 11 or 23 characters). */
export function newTraceId(): string {
  return randomBytes(17).toString('base64url').slice(0, 23);
}
