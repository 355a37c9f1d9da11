import { useAtom, useAtomValue, type PrimitiveAtom } from 'jotai';
import { useCallback } from 'react';
import {
  activeAdAccountAtom,
  activeAdAccountInfoAtom,
  activeTeamAtom,
  activeTeamIdAtom,
  adSettingsAtom,
  apiVersionAtom,
  audienceSettingsAtom,
  bannersAtom,
  dismissBanner,
  extensionCheckedAtom,
  extensionInstalledAtom,
  extensionSeenAtom,
  graphErrorAtom,
  languageAtom,
  localeAtom,
  loggedInAtom,
  ownTeamAtom,
  pickableAdAccountsAtom,
  sessionStore,
  userAtom,
  userErrorAtom,
} from './atoms';
import type { Language } from './language';
import type { AdSettings } from './placements';
import { selectAdAccount, selectAdAccountSpan } from './selection';
import type { AudienceSettings, Banner, GraphErrorState, Team, User, UserAdAccount } from './types';

// Every hook reads the one session store explicitly, so components see the same state with or without the
// host's <Provider store={sessionStore}> above them.
const opts = { store: sessionStore };

type Setter<T> = (value: T | ((prev: T) => T)) => void;

function useSessionState<T>(atom: PrimitiveAtom<T>): [T, Setter<T>] {
  const [value, set] = useAtom(atom, opts);
  return [value, set as Setter<T>];
}

export function useLoggedIn(): boolean {
  return useAtomValue(loggedInAtom, opts);
}

export function useUser(): User | null {
  return useAtomValue(userAtom, opts);
}

export function useUserError(): string | null {
  return useAtomValue(userErrorAtom, opts);
}

export function useOwnTeam(): Team | null {
  return useAtomValue(ownTeamAtom, opts);
}

export function useActiveTeam(): Team | null {
  return useAtomValue(activeTeamAtom, opts);
}

export function usePickableAdAccounts(): UserAdAccount[] {
  return useAtomValue(pickableAdAccountsAtom, opts);
}

export interface ActiveAdAccount {
  teamId: number;
  accountId: string | null;
  /** The account's entry on the user, when known. */
  account: UserAdAccount | null;
  select: (teamId: number, accountId: string) => void;
}

export function useActiveAdAccount(): ActiveAdAccount {
  const teamId = useAtomValue(activeTeamIdAtom, opts);
  const accountId = useAtomValue(activeAdAccountAtom, opts);
  const account = useAtomValue(activeAdAccountInfoAtom, opts);
  // Choosing one account ends an "All ad accounts" or several-accounts choice.
  const select = useCallback((team: number, id: string) => {
    selectAdAccountSpan(null);
    selectAdAccount(team, id);
  }, []);
  return { teamId, accountId, account, select };
}

export function useAudienceSettings(): [AudienceSettings, Setter<AudienceSettings>] {
  return useSessionState(audienceSettingsAtom);
}

export function useAdSettings(): [AdSettings, Setter<AdSettings>] {
  return useSessionState(adSettingsAtom);
}

export function useGraphError(): [GraphErrorState | null, Setter<GraphErrorState | null>] {
  return useSessionState(graphErrorAtom);
}

export function useBanners(group?: string): { banners: Banner[]; dismiss: (id: string) => void } {
  const all = useAtomValue(bannersAtom, opts);
  const banners = group === undefined ? all : all.filter((b) => b.group === group);
  const dismiss = useCallback((id: string) => dismissBanner(id), []);
  return { banners, dismiss };
}

export function useLocale(): [string, Setter<string>] {
  const [value, set] = useAtom(localeAtom, opts);
  return [value, set as Setter<string>];
}

/** The language of titles, descriptions and country names; every remote re-renders when the user switches it. */
export function useLanguage(): Language {
  return useAtomValue(languageAtom, opts);
}

export function useApiVersion(): [string, Setter<string>] {
  return useSessionState(apiVersionAtom);
}

export function useExtensionInstalled(): boolean {
  return useAtomValue(extensionInstalledAtom, opts);
}

/**
 * The extension is missing as far as the app can tell: a ping has gone unanswered, or none has answered yet and it
 * did not answer the last time this browser asked either. What a "needs the extension" notice should follow.
 */
export function useExtensionMissing(): boolean {
  const installed = useAtomValue(extensionInstalledAtom, opts);
  const checked = useAtomValue(extensionCheckedAtom, opts);
  const seen = useAtomValue(extensionSeenAtom, opts);
  return !installed && (checked || !seen);
}

/** The session at a glance, for components that need several parts. */
export function useSession(): {
  loggedIn: boolean;
  user: User | null;
  userError: string | null;
  activeAdAccount: ActiveAdAccount;
  pickableAdAccounts: UserAdAccount[];
  ownTeam: Team | null;
} {
  return {
    loggedIn: useLoggedIn(),
    user: useUser(),
    userError: useUserError(),
    activeAdAccount: useActiveAdAccount(),
    pickableAdAccounts: usePickableAdAccounts(),
    ownTeam: useOwnTeam(),
  };
}
