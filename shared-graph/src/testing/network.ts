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

/** An answer other than the double's usual one: a page, an error, another status, no answer, or a response as it is. */
export class Reply {
  constructor(readonly respond: (request: Request) => Response | Promise<Response>) {}
}

/** The connection fails: no answer arrives (fetch rejects, as when the network is down). */
export const networkError = (): Reply => new Reply(() => Response.error());

/** An answer that never comes (a request left loading); it ends when the caller cancels it. */
export const noAnswer = (): Reply => new Reply((request) => untilAborted(request));

/** A response exactly as given (a non-JSON 502 from a proxy, say). */
export const rawReply = (response: Response): Reply => new Reply(() => response);
