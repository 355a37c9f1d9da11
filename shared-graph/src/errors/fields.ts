import { isApiError } from '../api/client';
import type { paths } from '../api/schema.gen';

/** A refusal's body, as every route answers it (the server's ErrorBody). */
type Refusal = paths['/api/rules']['post']['responses']['4XX']['content']['application/json'];

/** A refused form's problems: the JSON pointer of each field (`/name`, `/actions/0/amount`) → the sentence for it. */
export type FieldErrors = Record<string, string>;

/**
 * Every field problem of a product-API refusal, by pointer: the server lists them all in `error.fields` (one per
 * field); an older or hand-made refusal names one in `error.field`. Anything else (a network error, a refusal of
 * no field) gives none.
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  const refusal = (error.body as Partial<Refusal> | undefined)?.error;
  const errors: FieldErrors = {};
  for (const problem of refusal?.fields ?? []) errors[problem.field] ??= problem.message;
  if (refusal?.field) errors[refusal.field] ??= error.message;
  return errors;
}
