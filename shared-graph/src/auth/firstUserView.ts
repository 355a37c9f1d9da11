// Where a page's first user view comes from. After the standalone login page, the view it handed over
// (loginHandover.ts): then nothing is asked. Otherwise a logged-in visitor's page asks GET /api/user as it
// starts (requestUserEarly, from the host's entry), so the answer arrives while the app's code downloads instead of
// after the shell's first render. The page's first user load (loadUser) takes it through takeFirstUserView. A view
// answers only the request it was made for: a GET of the same address and query, with the same device id, sent
// through the browser's own fetch. Anything else, and every later load, asks the server. A login or a logout drops
// it (forgetFirstUserView): it describes the session before.
import { loggedInFlagSet, loginHandedOver } from './loginHandover';
import { DEFAULT_API_BASE_URL } from '../runtime/defaults';
import { deviceFingerprint } from '../session/fingerprint';

/** The answer to one GET /api/user, and what that request asked. */
interface FirstUserView {
  url: string;
  deviceId: string;
  response: Promise<Response>;
}

let firstView: FirstUserView | null = null;

/**
 * Asks GET /api/user now when the local flag says the visitor is logged in (SPEC §6: the flag alone decides) and no
 * login has just handed its view over, and answers whether it did. The host's entry calls it before the shared
 * packages have loaded.
 */
export function requestUserEarly(): boolean {
  if (!loggedInFlagSet() || loginHandedOver() || typeof fetch !== 'function') return false;
  // The runtime is not configured yet: the API's default base, which the host keeps. (Were it another, the first load
  // would ask for another address, and not take this answer.)
  const url = new URL(`${DEFAULT_API_BASE_URL}/user`, window.location.href).href;
  const deviceId = deviceFingerprint();
  const response = fetch(url, { credentials: 'include', headers: { 'X-Device-ID': deviceId } });
  // A failure is for the load that takes the view (it then asks again), not an unhandled rejection before it.
  response.catch(() => undefined);
  firstView = { url, deviceId, response };
  return true;
}

/** Drops the view: after a login or a logout it is another session's. */
export function forgetFirstUserView(): void {
  firstView = null;
}

function answers(view: FirstUserView, request: Request): boolean {
  return (
    request.method === 'GET' &&
    request.credentials === 'include' &&
    sameAddress(request.url, view.url) &&
    request.headers.get('X-Device-ID') === view.deviceId
  );
}

function sameAddress(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
}

/** `response`, unless `signal` aborts first. */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * For the page's first user load: a fetch that answers the request the view was made for with the view (asking
 * the server again if the early request got no answer at all), and sends any other request to the network.
 * Undefined when there is no view. Once only: the view is gone after this call.
 */
export function takeFirstUserView(): typeof fetch | undefined {
  const view = firstView;
  firstView = null;
  if (!view) return undefined;
  return (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!answers(view, request)) return fetch(input, init);
    return untilAborted(
      view.response.catch(() => fetch(request)),
      request.signal,
    );
  };
}
