// The remote registry is requested as the page starts, so it arrives while the app's code downloads instead of
// after it. The first read takes that response; every later read (a retry) asks again.

let early: Promise<Response> | null = null;

/** Asks for the registry; resolves when it has answered (or failed). */
export function requestRegistryEarly(): Promise<void> {
  early = fetch('/remotes.json', { cache: 'no-store', credentials: 'same-origin' });
  // A failure is reported by the read that takes the response, not as an unhandled rejection before it.
  return early.then(
    () => undefined,
    () => undefined,
  );
}

/** `fetch` for fetchRegistry: the early response the first time, if there is one. */
export const registryFetch: typeof fetch = (input, init) => {
  const response = early;
  early = null;
  return response ?? fetch(input, init);
};
