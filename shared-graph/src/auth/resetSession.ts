import { queryClient } from '../server-state/queryClient';
import { forgetFirstUserView } from './firstUserView';
import {
  activeAdAccountAtom,
  adAccountSpanAtom,
  activeTeamIdAtom,
  adSettingsAtom,
  adsTokenAtom,
  audienceSettingsAtom,
  bannersAtom,
  defaultAudienceSettings,
  graphErrorAtom,
  loggedInAtom,
  sessionStore,
  userAtom,
  userErrorAtom,
  type SessionStore,
} from '../session/atoms';
import { defaultAdSettings } from '../session/placements';
import { EMPTY_RATE_LIMIT_STATE, rateLimitUsageAtom } from '../rate-limit/rateLimitUsage';
import { resetFigureFreshness } from '../freshness/figureFreshness';

/**
 * Resets every session atom to its logged-out default (the remembered ad accounts stay in storage) and drops the
 * cached server state and the page's early user view, so the next user never sees the last one's data.
 */
export function resetSession(store: SessionStore = sessionStore): void {
  store.set(loggedInAtom, false);
  store.set(userAtom, null);
  store.set(userErrorAtom, null);
  store.set(adsTokenAtom, null);
  store.set(activeTeamIdAtom, 0);
  store.set(activeAdAccountAtom, null);
  store.set(adAccountSpanAtom, null);
  store.set(audienceSettingsAtom, defaultAudienceSettings());
  store.set(adSettingsAtom, defaultAdSettings());
  store.set(graphErrorAtom, null);
  store.set(bannersAtom, []);
  store.set(rateLimitUsageAtom, EMPTY_RATE_LIMIT_STATE);
  resetFigureFreshness(store);
  queryClient.clear();
  forgetFirstUserView();
}
