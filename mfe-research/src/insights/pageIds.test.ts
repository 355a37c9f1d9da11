import { readPageRefs } from './pageIds';

test('ids, usernames and page URLs become ids, deduplicated', () => {
  expect(
    readPageRefs(`123456789, https://www.facebook.com/nasa
facebook.com/pages/Some-Page/987654321  https://web.facebook.com/profile.php?id=5550001
https://www.facebook.com/Kopi-Kenangan-112233445566/ nasa 123456789`).ids,
  ).toEqual(['123456789', 'nasa', '987654321', '5550001', '112233445566']);
});

test('empty or junk input gives nothing', () => {
  expect(readPageRefs('  ,, \n').ids).toEqual([]);
  expect(readPageRefs('<script>').ids).toEqual([]);
});

test("another site's link is no page reference, and what could not be read is listed as typed", () => {
  expect(readPageRefs('nasa https://evil.example.com/nike https://facebook.com.evil.io/nike garbage!!! https://m.facebook.com/cocacola')).toEqual({
    ids: ['nasa', 'cocacola'],
    unreadable: ['https://evil.example.com/nike', 'https://facebook.com.evil.io/nike', 'garbage!!!'],
  });
});
