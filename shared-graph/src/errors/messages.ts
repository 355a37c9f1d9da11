// Message texts and ids of the error catalogue (SPEC §8).

export const RATE_LIMIT_BANNER_ID = 'buc-rate-limit';
export const TOKEN_EXPIRED_BANNER_PREFIX = 'token-expired-';

export function tokenExpiredBannerId(teamId: number | string): string {
  return `${TOKEN_EXPIRED_BANNER_PREFIX}${teamId}`;
}

/** Fallback text of the 2446079 banner when the platform sent no message. */
export const RATE_LIMIT_MESSAGE =
  'Can not connect to Facebook API server, because ad account exceed Facebook API rate limit. Please try again in a few minutes.';

/** The three reasons a team owner's platform session expires. */
export const TOKEN_EXPIRED_REASONS = [
  'the owner changed their Facebook password',
  'the owner logged in to Facebook on a different device',
  'the owner has not used the product in 2 weeks',
] as const;

export const TOKEN_EXPIRED_ADVICE = 'Please ask the team owner to press Reconnect Facebook in the integration menu.';

/** Text of the `token-expired-{team}` banner. */
export function teamOwnerExpiredMessage(teamName: string, ownerName: string): string {
  return (
    `Can not connect to Facebook API server, because team owner session is expired (${teamName}, ${ownerName}). ` +
    `This happens when ${TOKEN_EXPIRED_REASONS[0]}, ${TOKEN_EXPIRED_REASONS[1]}, or ${TOKEN_EXPIRED_REASONS[2]}. ` +
    TOKEN_EXPIRED_ADVICE
  );
}

export const EMPTY_USER_DATA = 'Empty User Data';
export const NO_DATA_RESPONSE = 'no data response';
export const BATCH_RESULT_NOT_FOUND = 'Batch result not found';

export function extensionTimeoutMessage(ms: number): string {
  return `Timeout error after ${ms} ms`;
}

/** Sub-codes that set the global graph error. */
export const GLOBAL_GRAPH_ERROR_SUBCODES: readonly number[] = [1390008, 2446079, 459];
export const RATE_LIMIT_SUBCODE = 2446079;
export const CHECKPOINT_SUBCODE = 459;
export const TOKEN_ERROR_CODE = 190;
export const NO_ADSTOKEN_CODE = 'no_adstoken';
/** Meta's throttle codes: ads insights, custom audiences, ads management (business use cases), user, API, app. */
export const THROTTLE_CODES: readonly number[] = [80000, 80003, 80004, 17, 613, 4];
