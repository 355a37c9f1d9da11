import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:22200';
const [,, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [1366, 390]) {
  const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 800 } });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(base + '/user/login');
  await page.getByLabel('User name').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForTimeout(6000);
    const got = page.getByRole('button', { name: 'Got it' });
    if (await got.isVisible().catch(() => false)) await got.click();
    const name = p.replace(/[^a-z0-9]+/gi, '_').slice(0, 60);
    await page.screenshot({ path: `.data/shots/${name}-${width}.png`, fullPage: false });
    console.log('shot', name, width, page.url());
  }
  await page.close();
}
await browser.close();
