import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { DEMO, expect, loginForm, signIn, test } from '../support/fixtures';

// The language setting (issue 27): titles, descriptions and country names switch together, Indonesian by default
// (SPEC §1), English on request; never both on one screen.

/** Every word the page shows or names (text, accessible names, alternative texts), for telling its language. */
async function wordsOn(page: Page, selector = 'body'): Promise<string> {
  return page.locator(selector).evaluate((root) => {
    const named = [...root.querySelectorAll('[aria-label], [alt], [placeholder], [title]')].map((el) =>
      ['aria-label', 'alt', 'placeholder', 'title'].map((name) => el.getAttribute(name) ?? '').join(' '),
    );
    return `${root.textContent ?? ''} ${named.join(' ')}`;
  });
}

const metaDescription = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

/** Counts the documents the page loads from now on: a switch of language must not reload it. */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  return () => documents;
}

test('the login page is wholly Indonesian on a first visit, wholly English once switched, and remembers the choice', async ({ page }) => {
  await page.goto('/user/login');
  const form = page.getByRole('form', { name: 'Sasar' });
  await expect(page).toHaveTitle('Masuk — Sasar');
  expect(await metaDescription(page)).toBe('Masuk ke Sasar untuk riset audiens, mengelola iklan, dan melihat laporan.');
  await expect(form.getByText('Masuk ke Sasar untuk riset audiens, mengelola iklan, dan melihat laporan.')).toBeVisible();
  await expect(page.getByLabel('Nama pengguna')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeEnabled();
  await expect(form).toHaveAttribute('lang', 'id');
  expect((await wordsOn(page, 'form')).replace('English', '')).not.toMatch(/User name|Password|Log in|Forgot|Language/);

  await page.getByLabel('Nama pengguna').fill(DEMO.user);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveTitle('Log in — Sasar');
  expect(await metaDescription(page)).toBe('Log in to Sasar for audience research, ad management and reports.');
  await expect(form.getByText('Log in to Sasar for audience research, ad management and reports.')).toBeVisible();
  await expect(page.getByLabel('User name')).toHaveValue(DEMO.user);
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await expect(form).toHaveAttribute('lang', 'en');
  expect((await wordsOn(page, 'form')).replace('Bahasa Indonesia', '')).not.toMatch(/Masuk|Nama pengguna|Kata sandi|Lupa|Bahasa/);

  // The next visit (the prerendered page is Indonesian) starts in English as soon as the script runs.
  await page.reload();
  await expect(page).toHaveTitle('Log in — Sasar');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page).toHaveTitle('Masuk — Sasar');
  await expect(page.getByLabel('Kata sandi', { exact: true })).toBeVisible();
});

test('switching to English in Settings › Account turns research\'s "Seluruh Dunia" into "Worldwide" and every title English, without a reload; and back', async ({ page }) => {
  await signIn(page, DEMO, '/search');
  const documents = countDocuments(page);
  const panel = page.getByRole('region', { name: 'Audience settings' });
  await expect(panel.getByRole('button', { name: /^Seluruh Dunia/ })).toBeVisible();
  await expect(page).toHaveTitle('Cari Minat — Sasar');
  expect(await metaDescription(page)).toMatch(/^Semua minat yang dimiliki platform/);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.goto('/setting/account');
  await expect(page).toHaveTitle('Pengaturan Akun — Sasar');
  const before = documents();
  const language = page.getByRole('combobox', { name: /^Language/ });
  await expect(language).toHaveValue('id');
  await language.selectOption({ label: 'English' });
  await expect(page).toHaveTitle('Account settings — Sasar');
  await expect(language).toHaveValue('en');

  await nav.getByRole('link', { name: 'Search' }).first().click();
  await expect(panel.getByRole('button', { name: /^Worldwide/ })).toBeVisible();
  await expect(page).toHaveTitle('Interest search — Sasar');
  expect(await metaDescription(page)).toBe('Every interest the platform has for your keywords, with audience sizes.');
  expect(await wordsOn(page, '[aria-label="Audience settings"]')).not.toMatch(/Seluruh Dunia/);
  expect(documents()).toBe(before);

  // Stored for the user: a fresh page (and another browser) gets English too.
  await page.evaluate(() => localStorage.removeItem('sasar.language'));
  await page.reload();
  await expect(panel.getByRole('button', { name: /^Worldwide/ })).toBeVisible();
  await expect(page).toHaveTitle('Interest search — Sasar');

  await page.goto('/setting/account');
  await language.selectOption({ label: 'Bahasa Indonesia' });
  await expect(page).toHaveTitle('Pengaturan Akun — Sasar');
  await nav.getByRole('link', { name: 'Search' }).first().click();
  await expect(panel.getByRole('button', { name: /^Seluruh Dunia/ })).toBeVisible();
  await expect(page).toHaveTitle('Cari Minat — Sasar');
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the language setting reads well and passes axe at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO, '/setting/account');
    const language = page.getByRole('combobox', { name: /^Language/ });
    await language.scrollIntoViewIfNeeded();
    await expect(language).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/user/login');
    await expect(loginForm(page).submit).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
