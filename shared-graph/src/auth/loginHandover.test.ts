import { HANDOVER_LIFETIME_MS, handOverLogin, loggedInFlagSet, takeLoginHandover } from './loginHandover';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('a hand-over sets the logged-in flag and is taken once', () => {
  expect(loggedInFlagSet()).toBe(false);
  handOverLogin({ id: 1, login: 'dewi' }, 1_000);
  expect(loggedInFlagSet()).toBe(true);
  expect(takeLoginHandover(2_000)).toEqual({ id: 1, login: 'dewi' });
  expect(takeLoginHandover(2_000)).toBeUndefined();
});

test('a stale hand-over, one from the future, or one that is not ours is ignored and removed', () => {
  handOverLogin({ id: 1 }, 1_000);
  expect(takeLoginHandover(1_000 + HANDOVER_LIFETIME_MS + 1)).toBeUndefined();
  expect(sessionStorage.length).toBe(0);
  handOverLogin({ id: 1 }, 5_000);
  expect(takeLoginHandover(4_000)).toBeUndefined();
  sessionStorage.setItem('sasar.loginHandover', '{not json');
  expect(takeLoginHandover()).toBeUndefined();
  sessionStorage.setItem('sasar.loginHandover', JSON.stringify({ user: { id: 1 } }));
  expect(takeLoginHandover()).toBeUndefined();
});

test('refused storage never throws: the app then asks the server for the user', () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError');
  });
  try {
    expect(() => handOverLogin({ id: 1 })).not.toThrow();
  } finally {
    setItem.mockRestore();
  }
  expect(takeLoginHandover()).toBeUndefined();
});
