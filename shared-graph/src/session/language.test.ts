import { applyUser } from '../auth/applyUser';
import { makeUser } from '../test-utils';
import { languageAtom, sessionStore, setLanguage } from './atoms';
import { DEFAULT_LANGUAGE, isLanguage, storedLanguage, storeLanguage } from './language';

afterEach(() => {
  localStorage.clear();
  sessionStore.set(languageAtom, DEFAULT_LANGUAGE);
});

test('the default is Indonesian (SPEC §1); only en and id are languages', () => {
  localStorage.clear();
  expect(DEFAULT_LANGUAGE).toBe('id');
  expect(storedLanguage()).toBe('id');
  for (const junk of ['fr', 'EN', '"en"', '', 'e\u0000n']) {
    localStorage.setItem('sasar.language', junk);
    expect(storedLanguage()).toBe('id');
  }
  expect([isLanguage('en'), isLanguage('id'), isLanguage(null), isLanguage(1)]).toEqual([true, true, false, false]);
});

test('a choice is mirrored to this browser for the guest pages', () => {
  setLanguage('en');
  expect(sessionStore.get(languageAtom)).toBe('en');
  expect(localStorage.getItem('sasar.language')).toBe('en');
  storeLanguage('id');
  expect(storedLanguage()).toBe('id');
});

test("another tab's choice arrives in this one", () => {
  const seen: string[] = [];
  const stop = sessionStore.sub(languageAtom, () => seen.push(sessionStore.get(languageAtom)));
  window.dispatchEvent(new StorageEvent('storage', { key: 'sasar.language', newValue: 'en' }));
  expect(sessionStore.get(languageAtom)).toBe('en');
  window.dispatchEvent(new StorageEvent('storage', { key: 'sasar.language', newValue: 'garbage' }));
  expect(sessionStore.get(languageAtom)).toBe('id');
  stop();
  expect(seen).toEqual(['en', 'id']);
});

test("the user's own choice follows them on login; without one, this browser's choice stays", () => {
  setLanguage('en');
  applyUser(makeUser({ language: null }), sessionStore);
  expect(sessionStore.get(languageAtom)).toBe('en');
  applyUser(makeUser({ language: 'id' }), sessionStore);
  expect(sessionStore.get(languageAtom)).toBe('id');
  expect(localStorage.getItem('sasar.language')).toBe('id');
});
