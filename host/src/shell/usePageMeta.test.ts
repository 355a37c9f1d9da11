import { HOST_PAGE_TEXTS } from './pageTexts';
import { pageMetaOf } from './usePageMeta';

const research = { name: 'main', meta: { en: { title: 'Audience research — Sasar', description: 'Find interests.' }, id: { title: 'Riset Audiens — Sasar', description: 'Temukan minat.' } } };
const search = { name: 'search', meta: { en: { title: 'Interest search — Sasar' }, id: { title: 'Cari Minat — Sasar' } } };

test('the deepest title and description in the chosen language win', () => {
  expect(pageMetaOf([undefined, research, search], 'id')).toEqual({ title: 'Cari Minat — Sasar', description: 'Temukan minat.' });
  expect(pageMetaOf([undefined, research, search], 'en')).toEqual({ title: 'Interest search — Sasar', description: 'Find interests.' });
});

test('a route of a remote built before per-language texts keeps its one title, in either language', () => {
  const legacy = { name: 'reports', title: 'Weekly report — Sasar' };
  expect(pageMetaOf([research, legacy], 'id')).toEqual({ title: 'Weekly report — Sasar', description: 'Temukan minat.' });
  expect(pageMetaOf([research, legacy], 'en').title).toBe('Weekly report — Sasar');
});

test('without any title the page is named after the product', () => {
  expect(pageMetaOf([undefined, { name: 'x' }, null], 'en')).toEqual({ title: 'Sasar' });
});

test('every host page has a title in both languages, and a description in one only if in the other', () => {
  for (const [page, text] of Object.entries(HOST_PAGE_TEXTS)) {
    expect([page, text.en.title.length > 0, text.id.title.length > 0]).toEqual([page, true, true]);
    expect([page, 'description' in text.en]).toEqual([page, 'description' in text.id]);
  }
  expect(pageMetaOf([{ name: 'login', meta: HOST_PAGE_TEXTS.login }], 'id').title).toBe('Masuk — Sasar');
  expect(pageMetaOf([{ name: 'login', meta: HOST_PAGE_TEXTS.login }], 'en').title).toBe('Log in — Sasar');
});
