import type { FastifyReply } from 'fastify';
import type { BudgetAnswer } from '../graph-budget/graph-reads';
import type { Answer } from '../graph-budget/graph-store';
import { throttleHeader } from '../graph-budget/throttles';
import { ApiError } from '../http/errors';
import { GraphTimeoutError, GraphUnreachableError } from '../platform/graph-client';

/** Platform response headers the client needs (rate-limit usage and the answering version). */
export const FORWARDED_HEADERS = ['x-business-use-case-usage', 'x-app-usage', 'x-ad-account-usage', 'x-fb-ads-insights-throttle', 'facebook-api-version'];

/** Platform code 190: the token's session is invalid or expired. */
const EXPIRED_SESSION_CODE = 190;

function platformErrorCode(text: string): number | undefined {
  try {
    const code = (JSON.parse(text) as { error?: { code?: unknown } } | null)?.error?.code;
    return typeof code === 'number' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the owner's token wherever the platform echoed it (e.g. in paging URLs) before a member sees it. */
export function scrubToken(text: string, token: string): string {
  if (token.length < 8) return text;
  let out = text;
  for (const form of new Set([token, encodeURIComponent(token)])) out = out.split(form).join('');
  return out;
}

/**
 * How fresh a read's figures are (docs/contracts.md "Freshness and throttles"): when the platform produced them,
 * whether they came from the store, and the throttle that kept the platform from being asked.
 */
export function freshnessHeaders(answer: Pick<BudgetAnswer, 'asOf' | 'source' | 'throttle'>): Record<string, string> {
  return {
    'x-sasar-as-of': new Date(answer.asOf).toISOString(),
    'x-sasar-source': answer.source,
    ...(answer.throttle ? { 'x-sasar-throttle': throttleHeader(answer.throttle) } : {}),
  };
}

/** Answers with the platform's status and body, mapping code 190 to HTTP 401. */
export function relay(reply: FastifyReply, answer: Answer, token: string, extraHeaders: Record<string, string> = {}): FastifyReply {
  for (const name of FORWARDED_HEADERS) {
    const value = answer.headers[name];
    if (value !== undefined) reply.header(name, value);
  }
  for (const [name, value] of Object.entries(extraHeaders)) reply.header(name, value);
  let status = answer.status;
  if (status >= 300 && status < 400) {
    const location = answer.headers.location;
    if (location) reply.header('location', scrubToken(location, token));
  }
  if (status >= 400 && platformErrorCode(answer.text) === EXPIRED_SESSION_CODE) status = 401;
  return reply
    .status(status)
    .header('content-type', answer.headers['content-type'] ?? 'application/json; charset=UTF-8')
    .send(scrubToken(answer.text, token));
}

export function transportError(error: unknown): ApiError | undefined {
  if (error instanceof GraphTimeoutError) {
    return new ApiError(504, 'graph_timeout', 'Facebook did not answer in time. Please try again.');
  }
  if (error instanceof GraphUnreachableError) {
    return new ApiError(502, 'graph_unreachable', 'Facebook cannot be reached right now. Please try again later.');
  }
  return undefined;
}
