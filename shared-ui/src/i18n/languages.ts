import type { Language } from './countries';

/** Each language of the language setting named in itself, so a reader finds theirs whatever the screen is in. */
export const languageNames: Record<Language, string> = { en: 'English', id: 'Bahasa Indonesia' };
