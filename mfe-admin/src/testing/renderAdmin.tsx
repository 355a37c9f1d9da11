// Renders the admin area's real routes at a path, in the theme, with an empty query cache and a logged-in session.
import type { User } from 'shared-graph/host';
import { renderArea, shownToasts, type AreaRoute } from 'shared-graph/testing';
import { SasarThemeProvider } from 'shared-ui';
import area from '../routes';

export function renderAdmin(path: string, me: Partial<User> = { id: 1, login: 'root', role: 'admin' }) {
  return renderArea(area.routes as AreaRoute[], path, { user: me, wrapper: SasarThemeProvider });
}

export const toasts = shownToasts;
