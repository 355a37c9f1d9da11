/** `v21.0/act_1/campaigns?fields=name` → path and query (first value wins, as for HTTP calls). */
export function splitRelativeUrl(relativeUrl: string): { path: string; query: Record<string, string> } {
  const [pathPart = '', search = ''] = relativeUrl.trim().split(/\?(.*)/s, 2);
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (!(key in query)) query[key] = value;
  return { path: `/${pathPart.replace(/^\/+/, '')}`, query };
}

/** An operation's `body`: a form string (`status=PAUSED&daily_budget=5000`) or an object. */
export function bodyParams(body: string | Record<string, unknown> | undefined): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body !== 'string') return body;
  const params: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) if (!(key in params)) params[key] = value;
  return params;
}
