import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxState } from '../../sandbox/sandbox-state';
import { renderDialogError, renderDialogPage, type DialogRequest } from './oauth-dialog-page';

type DialogCheck = { ok: true; request: DialogRequest } | { ok: false; title: string; message: string };

function readString(source: unknown, name: string): string | undefined {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function checkDialogRequest(source: unknown, appId: string): DialogCheck {
  const clientId = readString(source, 'client_id');
  const redirectUri = readString(source, 'redirect_uri');
  if (!clientId) return { ok: false, title: 'Invalid App ID', message: 'The client_id parameter is missing.' };
  if (clientId !== appId) return { ok: false, title: 'Invalid App ID', message: `The provided app ID "${clientId}" does not look like a valid app ID.` };
  if (!redirectUri) return { ok: false, title: "URL Blocked", message: 'The redirect_uri parameter is missing.' };
  let parsed: URL;
  try {
    parsed = new URL(redirectUri);
  } catch {
    return { ok: false, title: 'URL Blocked', message: `The redirect_uri "${redirectUri}" is not an absolute URL.` };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { ok: false, title: 'URL Blocked', message: 'The redirect_uri must use http or https.' };
  }
  return { ok: true, request: { clientId, redirectUri, state: readString(source, 'state'), scope: readString(source, 'scope') } };
}

/** `redirect_uri` plus parameters, with the `#_=_` fragment Facebook appends. */
function redirectTarget(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  url.hash = '';
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return `${url.toString()}#_=_`;
}

function fail(reply: FastifyReply, check: Extract<DialogCheck, { ok: false }>): FastifyReply {
  return reply.code(400).type('text/html; charset=utf-8').send(renderDialogError(check.title, check.message));
}

/**
 * The OAuth dialog stand-in (docs/contracts.md): `GET /v21.0/dialog/oauth` shows the platform users;
 * "Continue as …" redirects to `redirect_uri?code=…&state=…`, Cancel to `redirect_uri?error=access_denied…`.
 */
export function registerOAuthDialog(app: FastifyInstance, state: SandboxState): void {
  const show = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const check = checkDialogRequest(request.query, state.world.app.id);
    if (!check.ok) return fail(reply, check);
    const base = request.url.split('?')[0] ?? '/v21.0/dialog/oauth';
    return reply.type('text/html; charset=utf-8').send(renderDialogPage(check.request, state.world.users, state.world.app.name, base));
  };

  const confirm = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const check = checkDialogRequest(request.body, state.world.app.id);
    if (!check.ok) return fail(reply, check);
    const userId = readString(request.body, 'user_id');
    const user = userId ? state.world.user(userId) : undefined;
    if (!user) return fail(reply, { ok: false, title: 'Unknown user', message: 'Choose one of the listed users.' });
    const code = state.oauthCodes.issue({
      userId: user.id,
      clientId: check.request.clientId,
      redirectUri: check.request.redirectUri,
      scopes: check.request.scope?.split(',') ?? [],
      issuedAt: state.now(),
    });
    return reply.redirect(redirectTarget(check.request.redirectUri, { code, state: check.request.state }), 302);
  };

  const cancel = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const check = checkDialogRequest(request.body, state.world.app.id);
    if (!check.ok) return fail(reply, check);
    return reply.redirect(
      redirectTarget(check.request.redirectUri, {
        error: 'access_denied',
        error_code: '200',
        error_description: 'Permissions error',
        error_reason: 'user_denied',
        state: check.request.state,
      }),
      302,
    );
  };

  for (const prefix of ['/:version(^v\\d+\\.\\d+$)/dialog/oauth', '/dialog/oauth']) {
    app.get(prefix, show);
    app.post(`${prefix}/confirm`, confirm);
    app.post(`${prefix}/cancel`, cancel);
  }
}
