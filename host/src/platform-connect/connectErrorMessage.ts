/** What went wrong when Facebook sent the user back from the OAuth dialog (`connect_error`), in words. */
const CONNECT_ERRORS: Record<string, string> = {
  cancelled: 'Connecting was cancelled on Facebook. Try again when you are ready.',
  denied: 'Facebook did not grant access. Try again and accept the permissions.',
  state: 'The connect link expired or was opened in another session. Please start again.',
  exchange: 'Facebook refused the connection. Please try again.',
  unreachable: 'Facebook cannot be reached right now. Please try again later.',
  internal: 'Connecting failed. Please try again.',
};

export function connectErrorMessage(code: string | null): string | null {
  if (!code) return null;
  return CONNECT_ERRORS[code] ?? CONNECT_ERRORS.internal!;
}
