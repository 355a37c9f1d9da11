// Renders the rules area's real routes at a path, in the theme, with an empty query cache and a user with an IDR account.
import { activeAdAccountAtom, activeTeamIdAtom, sessionStore } from 'shared-graph/host';
import { renderArea, shownToasts, type AreaRoute } from 'shared-graph/testing';
import { SasarThemeProvider } from 'shared-ui';
import area from '../routes';

export const ACCOUNT = { id: 'act_5608194789356388', account_id: '5608194789356388', name: 'Batik Lestari ID', currency: 'IDR', team: 0, min_daily_budget: 15000, account_status: 1, facebook_connected: true };

export function renderRules(path: string) {
  return renderArea(area.routes as AreaRoute[], path, {
    user: { id: 1, login: 'demo', role: 'user', teams: [], ad_accounts: [ACCOUNT] },
    session: () => {
      sessionStore.set(activeTeamIdAtom, 0);
      sessionStore.set(activeAdAccountAtom, ACCOUNT.id);
    },
    wrapper: SasarThemeProvider,
  });
}

export const toasts = shownToasts;
