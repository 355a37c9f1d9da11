/** The suite's localStorage keys (a module of its own: pages without the session store read them too). */
export const STORAGE_KEYS = {
  loggedIn: 'sasar.loggedIn',
  /** The browser extension answered on this browser the last time the app asked. */
  extensionSeen: 'sasar.extension.seen',
  locale: 'sasar.locale',
  /** The language of titles, descriptions and country names ('en' or 'id'; session/language.ts). */
  language: 'sasar.language',
  device: 'sasar.device',
  adAccountPrefix: 'sasar.adaccount.',
  /** "All ad accounts" or a set (`all`, or `team:act_…,…`) chosen in the header, per user. */
  adAccountSpanPrefix: 'sasar.adaccount-span.',
  apiHitsPrefix: 'sasar.apihits.',
} as const;
