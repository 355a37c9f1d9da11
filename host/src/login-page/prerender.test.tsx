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
  expect(submit?.textContent).toBe('Log in');
  expect(submit?.disabled).toBe(true);
  expect(page.querySelector('a[href="/user/reset"]')?.textContent).toBe('Forgot your password?');
  expect(styles).toMatch(/^<style data-styled="true"[^>]*>[\s\S]+<\/style>$/);
  expect(title).toBe('Masuk — Sasar');
  expect(description).toMatch(/^Masuk ke Sasar/);
});
