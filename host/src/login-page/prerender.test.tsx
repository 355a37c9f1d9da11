import { renderLoginPage } from './prerender';

test('the login page is rendered with its styles, title and description, and nothing that submits before its script starts', () => {
  const { markup, styles, title, description } = renderLoginPage();
  const page = document.createElement('div');
  page.innerHTML = markup;
  const form = page.querySelector('form[data-prerendered]');
  expect(form).not.toBeNull();
  expect(form!.querySelector('input[name="user"]')).not.toBeNull();
  expect(form!.querySelector('input[name="password"][type="password"]')).not.toBeNull();
  const submit = form!.querySelector<HTMLButtonElement>('button[type="submit"]');
  expect(submit?.textContent).toBe('Masuk');
  expect(submit?.disabled).toBe(true);
  expect(page.querySelector('a[href="/user/reset"]')?.textContent).toBe('Lupa kata sandi?');
  expect(styles).toMatch(/^<style data-styled="true"[^>]*>[\s\S]+<\/style>$/);
  expect(title).toBe('Masuk — Sasar');
  expect(description).toMatch(/^Masuk ke Sasar/);
});

test('the prerendered page is in the default language, Indonesian, throughout (a visitor who chose English gets it once the script starts)', () => {
  const page = document.createElement('div');
  page.innerHTML = renderLoginPage().markup;
  expect(page.querySelector('form')?.getAttribute('lang')).toBe('id');
  expect(page.textContent).toContain('Masuk ke Sasar untuk riset audiens');
  expect(page.textContent).toContain('Nama pengguna');
  expect(page.textContent).not.toMatch(/User name|Log in|Forgot/);
  const english = renderLoginPage('en');
  expect(english.title).toBe('Log in — Sasar');
  expect(english.markup).toContain('User name');
});
