// The one network of a test file: MSW's request interception over the jsdom window's fetch (Node's fetch, see
// jest.env-jsdom.cjs). Importing this module starts it for the file's tests; handlers set by a test are dropped
// after it. Only requests the doubles answer reach a handler; anything else fails the request loudly.
import { setupServer } from 'msw/node';
import { http } from 'msw/core/http';

/** Answers a request the way a server would, or says nothing (undefined) to let the next listener try. */
export type RequestListener = (request: Request) => Response | undefined | Promise<Response | undefined>;

const listeners: RequestListener[] = [];

const server = setupServer(
  http.all('*', async ({ request }) => {
    for (const listener of [...listeners].reverse()) {
      const response = await listener(request);
      if (response) return response;
    }
    return undefined;
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  listeners.length = 0;
});
afterAll(() => server.close());

/** Adds a listener for the current test (the newest answers first). */
export function listen(listener: RequestListener): void {
  listeners.push(listener);
}

/** A JSON answer. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * An answer that comes only when the caller gives up: the request's abort ends it (the caller's fetch has already
 * rejected with the abort reason by then, as in a browser).
 */
export function untilAborted(request: Request): Promise<Response> {
  return new Promise((resolve) => {
    if (request.signal.aborted) resolve(Response.error());
    request.signal.addEventListener('abort', () => resolve(Response.error()), { once: true });
  });
}
