// The session's localStorage keys, in a module without jotai: the host's entry reads the logged-in flag before
// the shared packages have loaded (auth/earlyUser.ts).
export const STORAGE_KEYS = {
  loggedIn: 'sasar.loggedIn',
  locale: 'sasar.locale',
  device: 'sasar.device',
  adAccountPrefix: 'sasar.adaccount.',
  apiHitsPrefix: 'sasar.apihits.',
} as const;
