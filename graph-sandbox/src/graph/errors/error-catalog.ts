import { formatPacificExpiry } from '../../lib/meta-time';
import { GraphError } from './graph-error';

/** Meta's errors, worded as the platform words them (GRAPH-API.md §10). */

const DOCS = 'Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api';

function tokenError(status: number, message: string, subcode?: number, extra: Partial<GraphError['payload']> = {}): GraphError {
  return new GraphError(
    status,
    { message, type: 'OAuthException', code: 190, ...(subcode === undefined ? {} : { error_subcode: subcode }), ...extra },
    { 'WWW-Authenticate': `OAuth "Facebook Platform" "invalid_token" "${message}"` },
  );
}

export const graphErrors = {
  missingToken: (): GraphError =>
    new GraphError(
      400,
      { message: 'An access token is required to request this resource.', type: 'OAuthException', code: 104 },
      { 'WWW-Authenticate': 'OAuth "Facebook Platform" "invalid_request" "An access token is required to request this resource."' },
    ),
  invalidToken: (): GraphError => tokenError(400, 'Invalid OAuth access token - Cannot parse access token'),
  sessionExpired: (expiredAt: number, now: number): GraphError =>
    tokenError(400, `Error validating access token: Session has expired on ${formatPacificExpiry(expiredAt)}. The current time is ${formatPacificExpiry(now)}.`, 463),
  checkpoint: (): GraphError => tokenError(400, 'Error validating access token: You cannot access the app till you log in to www.facebook.com and follow the instructions given.', 459),
  unauthorized: (): GraphError => tokenError(401, 'Invalid OAuth 2.0 Access Token'),
  userRateLimit: (): GraphError =>
    new GraphError(400, {
      message: '(#17) User request limit reached',
      type: 'OAuthException',
      code: 17,
      error_subcode: 2446079,
      is_transient: true,
      error_user_title: 'Ad Account Has Too Many API Calls',
      error_user_msg: 'There have been too many calls from this ad-account. Please wait a bit and try again.',
    }),
  adsManagementRateLimit: (): GraphError =>
    new GraphError(400, {
      message:
        '(#80004) There have been too many calls to this ad-account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting#ads-management.',
      type: 'OAuthException',
      code: 80004,
      error_subcode: 2446079,
      is_transient: true,
    }),
  adsInsightsRateLimit: (): GraphError =>
    new GraphError(400, {
      message:
        '(#80000) There have been too many calls from this ad-account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting#ads-insights.',
      type: 'OAuthException',
      code: 80000,
      error_subcode: 2446079,
      is_transient: true,
    }),
  customAudienceRateLimit: (): GraphError =>
    new GraphError(400, {
      message:
        '(#80003) There have been too many calls from this ad-account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting#custom-audience.',
      type: 'OAuthException',
      code: 80003,
      error_subcode: 2446079,
      is_transient: true,
    }),
  spamBlock: (): GraphError =>
    new GraphError(400, {
      message: '(#368) The action attempted has been deemed abusive or is otherwise disallowed',
      type: 'OAuthException',
      code: 368,
      error_subcode: 1390008,
      is_transient: false,
      error_user_title: "You Can't Use This Feature Right Now",
      error_user_msg: "It looks like you were misusing this feature by going too fast. You've been temporarily blocked from using it.",
    }),
  appRateLimit: (): GraphError =>
    new GraphError(403, { message: '(#4) Application request limit reached', type: 'OAuthException', code: 4, is_transient: true }),
  unknownError: (): GraphError => new GraphError(500, { message: 'An unknown error has occurred.', type: 'OAuthException', code: 1, is_transient: true }),
  nonexistingField: (field: string, nodeType: string): GraphError =>
    new GraphError(400, { message: `(#100) Tried accessing nonexisting field (${field}) on node type (${nodeType})`, type: 'OAuthException', code: 100 }),
  unsupportedRequest: (method: string, id: string): GraphError =>
    new GraphError(400, {
      message: `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. ${DOCS}`,
      type: 'GraphMethodException',
      code: 100,
      error_subcode: 33,
    }),
  unsupportedPath: (method: string): GraphError =>
    new GraphError(400, { message: `Unsupported ${method.toLowerCase()} request. ${DOCS}`, type: 'GraphMethodException', code: 100 }),
  unknownPathComponents: (components: string): GraphError =>
    new GraphError(400, { message: `Unknown path components: ${components}`, type: 'OAuthException', code: 2500 }),
  aliasesNotFound: (aliases: readonly string[]): GraphError =>
    new GraphError(400, { message: `(#803) Some of the aliases you requested do not exist: ${aliases.join(',')}`, type: 'OAuthException', code: 803 }),
  meRequiresUser: (): GraphError =>
    new GraphError(400, { message: 'An active access token must be used to query information about the current user.', type: 'OAuthException', code: 2500 }),
  missingParameter: (name: string): GraphError =>
    new GraphError(400, { message: `(#100) The parameter ${name} is required`, type: 'OAuthException', code: 100 }),
  invalidParameter: (message: string, subcode?: number): GraphError =>
    new GraphError(400, { message: `(#100) ${message}`, type: 'OAuthException', code: 100, ...(subcode === undefined ? {} : { error_subcode: subcode }) }),
  fieldsSyntax: (detail: string, position: number, fields: string): GraphError =>
    new GraphError(400, { message: `Syntax error "${detail}" at character ${position}: ${fields}`, type: 'OAuthException', code: 2500 }),
  cursorTooDeep: (): GraphError =>
    new GraphError(400, { message: '(#100) The After Cursor specified exceeds the max limit supported by this endpoint', type: 'OAuthException', code: 100 }),
  permissionDenied: (message: string): GraphError => new GraphError(403, { message: `(#200) ${message}`, type: 'OAuthException', code: 200 }),
};
