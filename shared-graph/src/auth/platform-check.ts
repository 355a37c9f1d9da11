import { accountApi, type TokenCheckResult } from '../api/account';
import { isCancelled } from '../errors/cancel';
import { graph } from '../graph/client';
import { navigateTo } from '../runtime';
import { pathFor } from '../routes';
import { adSettingsAtom, adsTokenAtom, sessionStore, userAtom, type SessionStore } from '../session/atoms';
import { selectAdAccount } from '../session/selection';

/** Why the user was sent to setup-facebook (the `reason` query of /setup/facebook). */
export type SetupReason = 'no_adstoken' | 'invalid' | 'offline_access' | 'not_app_token' | 'check_failed';

export const SETUP_REASON_MESSAGES: Record<SetupReason, string> = {
  no_adstoken: 'Connect Facebook to start using Sasar.',
  invalid: 'Your Facebook connection is no longer valid. Please connect Facebook again.',
  offline_access: 'Your Facebook connection uses an old never-expiring token that Facebook no longer supports. Please connect Facebook again.',
  not_app_token: 'Your Facebook token was not issued to Sasar. Please connect Facebook again through Sasar.',
  check_failed: 'Sasar could not check your Facebook connection (error checking token). Please connect Facebook again.',
};

export function isSetupReason(value: string | null): value is SetupReason {
  return value !== null && value in SETUP_REASON_MESSAGES;
}

/** The own connection is gone: drop it from the session (team connections stay). */
function forgetOwnConnection(store: SessionStore) {
  store.set(adsTokenAtom, null);
  store.set(userAtom, (user) =>
    user ? { ...user, facebook_connected: false, ad_accounts: user.ad_accounts.filter((a) => a.team !== 0) } : user,
  );
}

/**
 * Asks the server to check the stored platform token (debug_token). A token that needs migration has been
 * disconnected by the server (login kept): the session forgets it and goes to setup-facebook with the reason.
 * Resolves with the server's answer, or null when the check could not run (it is retried on the next load).
 */
export async function runTokenCheck(opts: { force?: boolean; signal?: AbortSignal; store?: SessionStore } = {}): Promise<TokenCheckResult | null> {
  const store = opts.store ?? sessionStore;
  let result: TokenCheckResult;
  try {
    result = await accountApi.tokenCheck({ force: opts.force, signal: opts.signal });
  } catch (error) {
    if (isCancelled(error)) return null;
    return null;
  }
  if (result.status === 'disconnected' || result.status === 'no_adstoken') {
    forgetOwnConnection(store);
    navigateTo(pathFor('setup-facebook', { reason: result.status === 'disconnected' ? result.reason : 'no_adstoken' }));
  }
  return result;
}

interface ExtensionProfile {
  adaccounts?: { data?: { id?: string; account_status?: number; currency?: string }[] };
}

/**
 * SPEC §4 "Extension": once the extension answers, read the local profile through it and select the first
 * active ad account (the one in the current currency when a currency is set). Returns the chosen account id.
 */
export async function selectExtensionAccount(store: SessionStore = sessionStore): Promise<string | null> {
  let profile: ExtensionProfile;
  try {
    profile = await graph.get<ExtensionProfile>(
      'me',
      { fields: 'id,name,picture.width(200).height(200),adaccounts.limit(1000){id,account_id,name,account_status,currency}' },
      { transport: 'extension', handleErrors: false },
    );
  } catch {
    return null;
  }
  const active = (profile.adaccounts?.data ?? []).filter((a) => typeof a.id === 'string' && a.account_status === 1);
  const currency = store.get(adSettingsAtom).currency;
  const chosen = (currency ? active.find((a) => a.currency === currency) : undefined) ?? active[0];
  if (!chosen?.id) return null;
  selectAdAccount(0, chosen.id, store);
  return chosen.id;
}
