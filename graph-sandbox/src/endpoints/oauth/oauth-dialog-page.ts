import { escapeHtml } from '../../lib/html';
import type { PlatformUser } from '../../world/people/platform-users';

export interface DialogRequest {
  clientId: string;
  redirectUri: string;
  state?: string;
  scope?: string;
}

const STYLE = `
  body { font-family: Helvetica, Arial, sans-serif; background: #f0f2f5; margin: 0; color: #1c1e21; }
  main { max-width: 420px; margin: 64px auto; background: #fff; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.12); padding: 24px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  p { color: #606770; font-size: 14px; }
  .user { display: flex; align-items: center; gap: 12px; margin: 12px 0; }
  .avatar { width: 40px; height: 40px; border-radius: 50%; color: #fff; display: grid; place-items: center; font-weight: bold; }
  button { font-size: 15px; border: 0; border-radius: 6px; padding: 10px 16px; cursor: pointer; }
  .continue { background: #1877f2; color: #fff; flex: 1; text-align: left; }
  .cancel { background: #e4e6eb; color: #050505; width: 100%; margin-top: 12px; }
  .scopes { font-size: 12px; color: #8a8d91; }
`;

function hiddenFields(request: DialogRequest): string {
  const fields: Array<[string, string | undefined]> = [
    ['client_id', request.clientId],
    ['redirect_uri', request.redirectUri],
    ['state', request.state],
    ['scope', request.scope],
  ];
  return fields
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
}

const initials = (user: PlatformUser): string => `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`;

/** The stand-in for Facebook's login dialog: pick a platform user, or cancel. */
export function renderDialogPage(request: DialogRequest, users: readonly PlatformUser[], appName: string, actionBase: string): string {
  const hidden = hiddenFields(request);
  const rows = users
    .map(
      (user) => `
    <form class="user" method="post" action="${actionBase}/confirm">
      ${hidden}<input type="hidden" name="user_id" value="${escapeHtml(user.id)}">
      <span class="avatar" style="background:${escapeHtml(user.pictureColor)}" aria-hidden="true">${escapeHtml(initials(user))}</span>
      <button class="continue" type="submit" data-user-id="${escapeHtml(user.id)}">Continue as ${escapeHtml(user.name)}</button>
    </form>`,
    )
    .join('');
  const scopes = request.scope ? `<p class="scopes">${escapeHtml(appName)} is requesting: ${escapeHtml(request.scope)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Log in with Facebook (sandbox)</title><style>${STYLE}</style></head>
<body>
  <main>
    <h1>Log in to ${escapeHtml(appName)}</h1>
    <p>Graph sandbox: choose the platform user to connect.</p>
    ${scopes}
    ${rows}
    <form method="post" action="${actionBase}/cancel">${hidden}<button class="cancel" type="submit">Cancel</button></form>
  </main>
</body>
</html>`;
}

export function renderDialogError(title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body>
</html>`;
}
