import { atom, createStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { isLanguage, storedLanguage, storeLanguage, type Language } from './language';
import { defaultAdSettings, type AdSettings } from './placements';
import { STORAGE_KEYS } from './storageKeys';
import type { AudienceSettings, Banner, GraphErrorState, Team, User, UserAdAccount } from './types';

export { STORAGE_KEYS };

/**
 * The one session store. The host wraps the app in `<Provider store={sessionStore}>`; shared-graph's actions
 * and hooks always use this store, so remotes see the same state whether or not they sit under the Provider.
 */
export const sessionStore = createStore();
export type SessionStore = typeof sessionStore;

/** localStorage key remembering a user's `team:account`. */
export function adAccountStorageKey(userId: number | string): string {
  return `${STORAGE_KEYS.adAccountPrefix}${userId}`;
}

const jsonStorage = createJSONStorage<boolean>(() => localStorage);
const localeStorage = createJSONStorage<string>(() => localStorage);

/** The logged-in flag in local storage (SPEC §2 guard, §6 "login is judged by a local flag only"). */
export const loggedInAtom = atomWithStorage<boolean>(STORAGE_KEYS.loggedIn, false, jsonStorage, { getOnInit: true });

export const userAtom = atom<User | null>(null);
/** Error of the last user load ('Empty User Data', or the server's message). */
export const userErrorAtom = atom<string | null>(null);
/**
 * Platform token for the direct transport, set by whatever embeds the suite with its own platform session (the
 * product server never sends one: team members must not see an owner's token). Never persisted.
 */
export const adsTokenAtom = atom<string | null>(null);

/** Active team id; 0 = the user's own team. */
export const activeTeamIdAtom = atom<number>(0);
/** Selected ad account id ('act_…') or null. */
export const activeAdAccountAtom = atom<string | null>(null);
/**
 * Several ad accounts at once, when the user chose "All ad accounts" ('all') or a set of them in the picker; null
 * when one account is chosen. The active account above stays what single-account screens and the proxy use.
 */
export const adAccountSpanAtom = atom<'all' | ReadonlyArray<{ teamId: number; accountId: string }> | null>(null);

export const DEFAULT_LOCATION = { code: 'ID', type: 'country', name: 'Indonesia' } as const;

export function defaultAudienceSettings(): AudienceSettings {
  return {
    locations: [{ ...DEFAULT_LOCATION }],
    gender: 0,
    ageStart: 18,
    ageEnd: 65,
    relationship: [],
    selected_interest: null,
    potential_reach: { explore: null, insights: null, saved: null },
  };
}

export const audienceSettingsAtom = atom<AudienceSettings>(defaultAudienceSettings());
export const adSettingsAtom = atom<AdSettings>(defaultAdSettings());

/** Global graph error (SPEC §8): set for sub-codes 1390008, 2446079, 459. */
export const graphErrorAtom = atom<GraphErrorState | null>(null);
export const bannersAtom = atom<Banner[]>([]);

/** The user's graph API version setting. */
export const apiVersionAtom = atom<string>('v21.0');
/** Graph locale; 'auto' or '' means "do not send". Persisted. */
export const localeAtom = atomWithStorage<string>(STORAGE_KEYS.locale, 'auto', localeStorage, { getOnInit: true });

/**
 * The language of titles, descriptions and country names (session/language.ts): what this browser last chose, then
 * the user's setting once the user view says it. Mirrored to localStorage; another tab's change arrives here too.
 */
export const languageAtom = atomWithStorage<Language>(
  STORAGE_KEYS.language,
  storedLanguage(),
  {
    getItem: () => storedLanguage(),
    setItem: (_key, language) => storeLanguage(language),
    removeItem: () => undefined,
    subscribe: (key, callback, initial) => {
      if (typeof window === 'undefined') return () => undefined;
      const listener = (event: StorageEvent) => {
        if (event.key === key) callback(isLanguage(event.newValue) ? event.newValue : initial);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  },
  { getOnInit: true },
);

/** The browser extension answered a ping. */
export const extensionInstalledAtom = atom<boolean>(false);
/** A ping has been answered or has timed out on this page: extensionInstalledAtom is known, not assumed. */
export const extensionCheckedAtom = atom<boolean>(false);
/**
 * The extension answered the last time this browser asked (remembered in localStorage): until this page's first ping
 * answers, the app assumes it still does, so a visitor who has it is not shown the "needs the extension" notice for
 * the moment the ping takes. Graph calls still go through it only once it has answered (extensionInstalledAtom).
 */
export const extensionSeenAtom = atomWithStorage<boolean>(STORAGE_KEYS.extensionSeen, false, jsonStorage, { getOnInit: true });

// ---- derived -------------------------------------------------------------------------------------------

export const ownTeamAtom = atom<Team | null>((get) => get(userAtom)?.teams.find((t) => t.id === 0) ?? null);

export const activeTeamAtom = atom<Team | null>((get) => {
  const id = get(activeTeamIdAtom);
  return get(userAtom)?.teams.find((t) => t.id === id) ?? null;
});

/** Ad-account statuses the picker offers (SPEC §4): 1 active, 3 unsettled. */
export const PICKABLE_ACCOUNT_STATUSES: readonly number[] = [1, 3];

export function isPickable(account: Pick<UserAdAccount, 'account_status'>): boolean {
  return PICKABLE_ACCOUNT_STATUSES.includes(account.account_status);
}

export const pickableAdAccountsAtom = atom<UserAdAccount[]>((get) => (get(userAtom)?.ad_accounts ?? []).filter(isPickable));

/** The selected ad account's entry on the user (matched on team and id). */
export const activeAdAccountInfoAtom = atom<UserAdAccount | null>((get) => {
  const id = get(activeAdAccountAtom);
  if (!id) return null;
  const team = get(activeTeamIdAtom);
  const accounts = get(userAtom)?.ad_accounts ?? [];
  return accounts.find((a) => a.id === id && a.team === team) ?? accounts.find((a) => a.id === id) ?? null;
});

// ---- language ------------------------------------------------------------------------------------------

/** Switches the language of every screen at once (and the guest pages' on this browser). */
export function setLanguage(language: Language, store: SessionStore = sessionStore): void {
  store.set(languageAtom, language);
}

// ---- banners -------------------------------------------------------------------------------------------

/** Adds a banner, replacing one with the same id. */
export function addBanner(banner: Banner, store: SessionStore = sessionStore): void {
  store.set(bannersAtom, (list) => [...list.filter((b) => b.id !== banner.id), banner]);
}

/** Removes banners by id, or every banner the predicate matches. */
export function dismissBanner(id: string | ((banner: Banner) => boolean), store: SessionStore = sessionStore): void {
  const match = typeof id === 'string' ? (b: Banner) => b.id === id : id;
  const list = store.get(bannersAtom);
  if (list.some(match)) store.set(bannersAtom, list.filter((b) => !match(b)));
}
