import type { FastifyInstance } from 'fastify';

/**
 * Closes a listening server the way a rolling restart needs: it stops accepting at once (new connections are
 * refused, a request arriving on a kept-alive connection gets 503 so the load balancer tries another process),
 * requests in flight finish, and after `graceMs` whatever is still open is cut. Then the onClose hooks run: the rule
 * worker stops (a run in flight finishes within its own bound, or is taken over through its lease), the platform
 * pool and the database close.
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  const cut = setTimeout(() => {
    app.log.warn({ graceMs }, 'requests still in flight after the grace period: closing their connections');
    app.server.closeAllConnections();
  }, graceMs);
  cut.unref();
  // A keep-alive connection whose request finishes during the close would otherwise stay open until its keep-alive
  // timeout: it is closed as soon as it falls idle.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  idle.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
    clearInterval(idle);
  }
}
