// The research area's error messages (SPEC §5, §8).
import { ApiError, BATCH_RESULT_NOT_FOUND, GraphError } from 'shared-graph';

/** SPEC §5: what a research call says when no ad account is selected. */
const AD_ACCOUNT_IS_NULL = 'Ad account is null';

export const RESEARCH_ERRORS = {
  adAccountIsNull: AD_ACCOUNT_IS_NULL,
  batchResultNotFound: BATCH_RESULT_NOT_FOUND,
} as const satisfies { adAccountIsNull: 'Ad account is null'; batchResultNotFound: 'Batch result not found' };

/** The error research calls reject with when no ad account is selected. */
export function adAccountIsNullError(): GraphError {
  return new GraphError({ status: 0, code: 'ad_account_is_null', message: AD_ACCOUNT_IS_NULL, apiMessage: null });
}

/** The selected ad account, or the SPEC §5 'Ad account is null' rejection before any request. */
export function requireAccount(adAccount: string | null): string {
  if (!adAccount) throw adAccountIsNullError();
  return adAccount;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * The message of a failed search (SPEC §8): the server's message, else the status text, else the server's `fb` field.
 */
export function searchFailureMessage(error: unknown): string {
  if (error instanceof GraphError) {
    const fb = (error.errorData as { fb?: unknown } | undefined)?.fb;
    return text(error.apiMessage) ?? text(fb) ?? text(error.message) ?? 'Search failed';
  }
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown; error?: { message?: unknown }; fb?: unknown } | undefined;
    return text(body?.error?.message) ?? text(body?.message) ?? text(error.message) ?? text(body?.fb) ?? 'Search failed';
  }
  const loose = error as { message?: unknown; statusText?: unknown; fb?: unknown; response?: { statusText?: unknown } } | undefined;
  return text(loose?.message) ?? text(loose?.statusText) ?? text(loose?.response?.statusText) ?? text(loose?.fb) ?? 'Search failed';
}
