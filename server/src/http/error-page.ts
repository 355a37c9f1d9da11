// A refusal a person sees: when a browser opens a page address the server refuses (a NUL byte or a broken %-escape
// typed or pasted into the address bar), it gets a short page in words with a way back, not the API's JSON envelope.
// Calls from code (the product API, fetches that ask for JSON) keep the envelope.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from './errors';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** A browser navigating (typing, pasting or following a link): GET or HEAD whose Accept prefers HTML. */
export function asksForPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return /^text\/html\b/.test(String(request.headers.accept ?? ''));
}

/** A browser opening a page (not the API, not a file it loads). */
export function isPageVisit(request: FastifyRequest): boolean {
  return asksForPage(request) && !/^\/api(\/|$|\?)/.test(request.url);
}

export function errorPage(status: number, body: ErrorBody): string {
  const title = status === 404 ? 'Page not found' : status >= 500 ? 'Something went wrong' : 'This address cannot be opened';
  // The API's wording names fields ("“q” in the query"); a person who opened a link needs to know what to do.
  const message =
    status >= 400 && status < 500 && status !== 404
      ? 'The address holds characters Sasar cannot read (a NUL byte, a broken character or a broken %-escape). Check the link, or type the address again.'
      : body.error.message;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} — Sasar</title></head>
<body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f1f3f7;color:#0f172a">
<main style="max-width:560px;margin:12vh auto;padding:0 24px">
<p style="font-weight:700;color:#1d4ed8;font-size:20px;margin:0 0 32px">Sasar</p>
<h1 style="font-size:24px;margin:0 0 12px">${title}</h1>
<p style="line-height:1.5;margin:0 0 24px">${escapeHtml(message)}</p>
<p style="margin:0"><a href="/" style="color:#1d4ed8">Go to Sasar's start page</a></p>
</main>
</body>
</html>
`;
}

/** Sends the refusal as a page to a browser opening a page, and as the JSON envelope to everything else. */
export function sendRefusal(request: FastifyRequest, reply: FastifyReply, status: number, body: ErrorBody) {
  if (!isPageVisit(request)) return reply.status(status).send(body);
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(errorPage(status, body));
}
