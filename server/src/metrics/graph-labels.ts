/** Bounded label values for Graph calls: an endpoint class from the path's shape, Meta's throttle code from an error. */

/** Edges whose name is a fair class of their own; any other edge is `edge`. */
const NAMED_EDGES = new Set([
  'insights',
  'adaccounts',
  'campaigns',
  'adsets',
  'ads',
  'adcreatives',
  'adimages',
  'advideos',
  'customaudiences',
  'saved_audiences',
  'copies',
  'previews',
  'targetingsearch',
  'delivery_estimate',
  'reachestimate',
  'businesses',
  'owned_ad_accounts',
  'client_ad_accounts',
  'asyncadrequestsets',
  'permissions',
  'pages',
]);

/** Meta's rate-limit error codes (GRAPH-API.md: app, user, account and business-use-case throttles). */
const THROTTLE_CODES = new Set([4, 17, 32, 341, 613, 80000, 80001, 80002, 80003, 80004, 80005, 80006, 80008, 80009, 80014]);

/**
 * `GET act_1/insights` → `insights`, `GET 1203` → `object`, `POST ''` → `batch`, `GET me` → `me`,
 * `GET debug_token` → `debug_token`, `GET act_1/frobs` → `edge`. Ids never reach a label.
 */
export function graphEndpointClass(method: string, path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return method === 'POST' ? 'batch' : 'root';
  const first = segments[0]!;
  if (segments.length === 1) {
    if (first === 'me' || first === 'debug_token' || first === 'search') return first;
    return 'object';
  }
  const last = segments.at(-1)!;
  return NAMED_EDGES.has(last) ? last : 'edge';
}

/** The throttle code of a Graph error body (`{"error":{"code":17,…}}`), or null when it is another error. */
export function throttleCodeOf(body: string): string | null {
  let code: unknown;
  try {
    code = (JSON.parse(body) as { error?: { code?: unknown } } | null)?.error?.code;
  } catch {
    return null;
  }
  return typeof code === 'number' && THROTTLE_CODES.has(code) ? String(code) : null;
}
