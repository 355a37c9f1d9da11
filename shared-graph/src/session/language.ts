// The language of the app's titles, descriptions and country names (SPEC §1): one setting, per user on the server,
// mirrored to this browser's localStorage so the guest pages (login, reset) show the last choice. Kept free of the
// session store: the standalone login page reads and writes it without the app.
import { STORAGE_KEYS } from './storageKeys';

/** 'en' English, 'id' Bahasa Indonesia. */
export type Language = 'en' | 'id';

export const LANGUAGES: readonly Language[] = ['en', 'id'];

/** SPEC §1: page titles, descriptions and country names are in Indonesian unless the user chooses English. */
export const DEFAULT_LANGUAGE: Language = 'id';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'id';
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy settings): the default language
  }
}

/** The language last chosen on this browser, or the default when none (or something unreadable) is stored. */
export function storedLanguage(): Language {
  const value = storage()?.getItem(STORAGE_KEYS.language);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Remembers the language on this browser (a full storage only loses the mirror, never the choice on screen). */
export function storeLanguage(language: Language): void {
  try {
    storage()?.setItem(STORAGE_KEYS.language, language);
  } catch {
    // quota exceeded: the guest pages fall back to the default
  }
}
