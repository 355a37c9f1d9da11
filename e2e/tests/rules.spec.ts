import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, openNotices, signIn, test } from '../support/fixtures';

/**
 * Automation rules end to end: a fresh user (created by the admin, Pro plan) connects Budi's sandbox profile,
 * creates a rule from a template, previews it (dry run), saves it, runs it now — the sandbox ad set is paused —
 * and the rule's history and the activity log show it (the change links to the rule's run). A second rule, built by
 * hand with the ad set chosen in the picker and a nested any-group, notifies in the app: the host's notice area
 * shows it and it links to the run. Only an ad set this spec picks is touched, and it is turned back on at the end.
 */

const ADMIN = { user: 'admin', password: 'admin1234' };
const TOKEN = 'EAAsandbox-budi';

async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = document.cookie.split('; ').find((c) => c.startsWith('sasar_csrf='))?.split('=')[1] ?? '';
      const response = await fetch(`/api/${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
}

async function sandbox<T>(path: string, init?: RequestInit): Promise<T> {
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`${process.env.E2E_SANDBOX_URL}/v21.0/${path}${separator}access_token=${TOKEN}`, init);
  return (await response.json()) as T;
}

interface AdSet {
  id: string;
  name: string;
  status: string;
  effective_status: string;
}

/**
 * An active ad set of Budi's first active account, renamed (in the sandbox) to a name nothing else has, so the
 * rule's "name contains" scope takes in this one ad set only; the name and status are restored at the end.
 */
async function pickAdSet(): Promise<{ account: string; adset: AdSet; originalName: string }> {
  const accounts = await sandbox<{ data: { id: string; account_status: number }[] }>('me/adaccounts?fields=id,account_status');
  for (const account of accounts.data.filter((a) => a.account_status === 1)) {
    const adsets = (await sandbox<{ data: AdSet[] }>(`${account.id}/adsets?fields=id,name,status,effective_status&limit=500`)).data;
    const active = adsets.find((a) => a.effective_status === 'ACTIVE');
    if (!active) continue;
    const name = `Rules e2e ${Date.now().toString(36)}`;
    await sandbox(active.id, { method: 'POST', body: new URLSearchParams({ name }) });
    return { account: account.id, adset: { ...active, name }, originalName: active.name };
  }
  throw new Error('no active ad set in Budi’s sandbox accounts');
}

test.describe('rules', () => {
  let target: AdSet | undefined;
  let originalName = '';
  test.afterAll(async () => {
    if (target) await sandbox(target.id, { method: 'POST', body: new URLSearchParams({ status: 'ACTIVE', name: originalName }) });
  });

  test('create from a template → dry run → run now: the sandbox ad set is paused, history and activity log show it', async ({ page }) => {
    test.setTimeout(300_000);
    const picked = await pickAdSet();
    target = picked.adset;
    originalName = picked.originalName;
    const login = `rules-e2e-${Date.now().toString(36)}`;

    await page.goto('/user/login');
    expect((await api(page, 'POST', 'user/login', ADMIN)).status).toBe(200);
    const created = await api(page, 'POST', 'admin/user', {
      login,
      password: 'rules-e2e-1234',
      subscription_package: 'Pro',
      subscription_expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    expect(created.status).toBe(201);
    await api(page, 'POST', 'user/logout');
    expect((await api(page, 'POST', 'user/login', { user: login, password: 'rules-e2e-1234' })).status).toBe(200);
    expect((await api(page, 'POST', 'user/update-token', { token: TOKEN })).status).toBe(200);
    await api(page, 'POST', 'user/logout');
    await signIn(page, { user: login, password: 'rules-e2e-1234' });

    await page.goto('/rules/template');
    await expect(page.getByRole('heading', { name: 'Rule templates' })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('link', { name: 'Use this template: Night-time pause' }).click();

    const form = page.getByRole('form', { name: 'Rule' });
    await expect(form.getByRole('textbox', { name: /Rule name/ })).toHaveValue('Night-time pause');
    await form.getByRole('textbox', { name: /Rule name/ }).fill(`Pause ${target.name}`);
    await form.getByLabel('Ad account').selectOption(picked.account);
    await form.getByRole('textbox', { name: /Name contains/ }).fill(target.name);
    await form.getByLabel('Action').selectOption('pause');
    await expect(page.getByTestId('rule-sentence')).toContainText('Pause — active ad sets');
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await page.getByRole('button', { name: 'Preview (dry run)' }).click();
    await expect(page.getByText('Preview: 1 of 1 match')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('list', { name: 'What would change' })).toContainText('Pause: Active → Paused');
    expect((await sandbox<AdSet>(`${target.id}?fields=status`)).status).toBe('ACTIVE');

    await page.getByRole('button', { name: 'Save rule' }).click();
    await expect(page.getByRole('heading', { name: `Pause ${target.name}` })).toBeVisible();
    // Run now asks first: the dialog lists the change (the ad set by name, before → after); Cancel changes nothing.
    await page.getByRole('button', { name: 'Run now' }).click();
    const confirm = page.getByRole('dialog', { name: `Run “Pause ${target.name}” now?` });
    const changes = confirm.getByRole('list', { name: '1 change on Facebook' });
    await expect(changes).toContainText(target.name, { timeout: 30_000 });
    await expect(changes).toContainText('Pause: Active → Paused');
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect((await sandbox<AdSet>(`${target.id}?fields=status`)).status).toBe('ACTIVE');
    await page.getByRole('button', { name: 'Run now' }).click();
    await expect(changes).toContainText('Pause: Active → Paused', { timeout: 30_000 });
    await confirm.getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByText(/Run finished: 1 matched, 1 change made/)).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/rules\/\d+\/history\?run=\d+/, { timeout: 30_000 });
    const log = page.getByRole('grid', { name: 'Execution log' });
    await expect(log.getByRole('row', { name: /Run now/ })).toContainText('Acted');
    await expect(page.getByText(/status: ACTIVE → PAUSED/)).toBeVisible();
    expect((await sandbox<AdSet>(`${target.id}?fields=status`)).status).toBe('PAUSED');

    await page.goto('/rules');
    const row = page.getByRole('grid', { name: 'Rules' }).getByRole('row', { name: new RegExp(`Pause ${target.name.replace(/[|()]/g, '.')}`) });
    await expect(row).toContainText('Acted');
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await page.goto('/rules/history');
    await expect(page.getByRole('grid', { name: 'Execution log' }).getByRole('row', { name: /Run now/ })).toBeVisible();

    await page.goto('/setting/activity');
    await expect(page.getByText(target.name).first()).toBeVisible({ timeout: 30_000 });
    // The change names the rule and links to the run that made it.
    const madeBy = page.getByRole('table', { name: 'Activity' }).getByRole('link', { name: `Rule “Pause ${target.name}”` }).first();
    await expect(madeBy).toHaveAttribute('href', /\/rules\/\d+\/history\?run=\d+$/);
    await madeBy.click();
    await expect(page.getByRole('heading', { name: `Pause ${target.name}` })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/status: ACTIVE → PAUSED/)).toBeVisible();

    // "New rule" is blank (templates are their own choice); a dry run lists the objects that do not match, with their values.
    await page.goto('/rules/create');
    await expect(form.getByRole('textbox', { name: /Rule name/ })).toHaveValue('', { timeout: 30_000 });
    await expect(form.getByRole('textbox', { name: 'Value 1' })).toHaveValue('');
    await expect(form.getByLabel('Action')).toHaveValue('none');
    await form.getByLabel('Ad account').selectOption(picked.account);
    await form.getByLabel('With status').selectOption('any');
    await form.getByLabel('Metric 1').selectOption('spend');
    await form.getByLabel('Over (condition 1)').selectOption('lifetime');
    await form.getByRole('textbox', { name: 'Value 1' }).fill('999999999999');
    await form.getByRole('checkbox', { name: 'Notify me in the app' }).check();
    await expect(page.getByTestId('rule-sentence')).toContainText('when amount spent over its lifetime is above');
    await page.getByRole('button', { name: 'Preview (dry run)' }).click();
    const evaluated = page.getByRole('grid', { name: 'Objects evaluated' });
    const nearMiss = evaluated.getByRole('row', { name: new RegExp(target.name) });
    await expect(nearMiss).toContainText('Not matched', { timeout: 30_000 });
    await expect(nearMiss).toContainText(/(IDR|Rp)\s?[\d.,]+ ✗/);
    await expect(nearMiss).toContainText(/Not matched: amount spent \(its lifetime\) is/);
    await page.getByRole('combobox', { name: 'Show' }).selectOption('matched');
    await expect(evaluated.getByRole('row', { name: new RegExp(target.name) })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Show' }).selectOption('all');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe('rule-preview.csv');
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // A second rule, built by hand: the ad set chosen in the picker, a nested any-group, an in-app notice only.
    await page.goto('/rules/create?template=night-pause');
    await expect(form.getByRole('textbox', { name: /Rule name/ })).toHaveValue('Night-time pause');
    await form.getByRole('textbox', { name: /Rule name/ }).fill(`Watch ${target.name}`);
    await form.getByLabel('Ad account').selectOption(picked.account);
    await form.getByLabel('With status').selectOption('any');
    const picker = form.getByRole('group', { name: 'Only these ad sets' });
    await picker.getByRole('searchbox', { name: 'Find ad sets by name' }).fill(target.name);
    await picker.getByRole('checkbox', { name: new RegExp(target.name) }).check({ timeout: 30_000 });
    await expect(picker.getByRole('list', { name: 'Chosen ad sets' })).toContainText(target.name);

    await form.getByRole('button', { name: 'Add a group (all / any)' }).click();
    const group = form.getByRole('group', { name: 'Group 2' });
    await group.getByLabel('In group 2, conditions that must hold').selectOption('any');
    await group.getByLabel('Metric 2.1').selectOption('spend');
    await group.getByLabel('Over (condition 2.1)').selectOption('lifetime');
    await group.getByLabel('Comparison 2.1').selectOption('gte');
    await group.getByRole('textbox', { name: 'Value 2.1' }).fill('0');
    await group.getByRole('textbox', { name: 'Value 2.2' }).fill('1000000');
    await form.getByLabel('Action').selectOption('none');
    await form.getByRole('checkbox', { name: 'Notify me in the app' }).check();
    await expect(page.getByTestId('rule-sentence')).toContainText(
      'Notify me — ad sets (1 chosen) in ',
    );
    await expect(page.getByTestId('rule-sentence')).toContainText(
      /when amount spent today is at least (IDR|Rp)\s?0 and \(amount spent over its lifetime is at least (IDR|Rp)\s?0 or frequency over the last 7 days is above 1.000.000\), checked/,
    );
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'Preview (dry run)' }).click();
    await expect(page.getByText('Preview: 1 of 1 match')).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Save rule' }).click();
    await expect(page.getByRole('heading', { name: `Watch ${target.name}` })).toBeVisible();
    // A rule that only notifies: the dialog changes nothing on Facebook and says the notification apart.
    await page.getByRole('button', { name: 'Run now' }).click();
    const notifyOnly = page.getByRole('dialog', { name: `Run “Watch ${target.name}” now?` });
    await expect(notifyOnly).toContainText('A notification about 1 ad set would be sent.', { timeout: 30_000 });
    await notifyOnly.getByRole('button', { name: 'Run now' }).click();
    await expect(page).toHaveURL(/\/rules\/\d+\/history\?run=\d+/, { timeout: 30_000 });
    const runUrl = new URL(page.url());

    // The host's notice area shows the in-app notice on any page, links to the run and is gone once read.
    await page.goto('/dashboard');
    const notices = page.getByRole('region', { name: 'Notices' });
    const notice = notices.getByTestId('rule-notice').filter({ hasText: `Rule “Watch ${target.name}” matched 1 object` });
    // Session errors and the subscription notice come first: the rule notice may wait behind '+N more'.
    await openNotices(page, notice);
    await expect(notice).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page, '[aria-label="Notices"]')).toEqual([]);
    // The link names the rule's team too, so a member whose picked ad account is another team's still finds it.
    const runLink = new URL((await notice.getByRole('link', { name: 'Open the run' }).getAttribute('href')) ?? '', runUrl);
    expect(runLink.pathname).toBe(runUrl.pathname);
    expect(runLink.searchParams.get('run')).toBe(runUrl.searchParams.get('run'));
    expect(runLink.searchParams.get('team')).toMatch(/^\d+$/);
    await notice.getByRole('link', { name: 'Open the run' }).click();
    await expect(page.getByRole('heading', { name: `Watch ${target.name}` })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('rule-notice').filter({ hasText: `Watch ${target.name}` })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: `Watch ${target.name}` })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('rule-notice').filter({ hasText: `Watch ${target.name}` })).toHaveCount(0);
  });
});

/**
 * Revert a run: a fresh user's own campaign with two ad sets (Budi's sandbox profile), a rule that raises their
 * budgets by 10 % and pauses them, run now (through the confirmation when there is one), then Revert this run on
 * the run's details, by keyboard: the sandbox shows both ad sets active again at their old budgets.
 */
test.describe('rules: revert a run', () => {
  test('Run now → done → Revert this run → the sandbox’s ad sets are back', async ({ page }) => {
    test.setTimeout(300_000);
    const stamp = Date.now().toString(36);
    const login = `revert-e2e-${stamp}`;
    await page.goto('/user/login');
    expect((await api(page, 'POST', 'user/login', ADMIN)).status).toBe(200);
    const created = await api(page, 'POST', 'admin/user', {
      login,
      password: 'revert-e2e-1234',
      subscription_package: 'Pro',
      subscription_expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    expect(created.status).toBe(201);
    await api(page, 'POST', 'user/logout');
    expect((await api(page, 'POST', 'user/login', { user: login, password: 'revert-e2e-1234' })).status).toBe(200);
    expect((await api(page, 'POST', 'user/update-token', { token: TOKEN })).status).toBe(200);

    // Ad sets of the test's own, so nothing another test reads changes.
    const accounts = await sandbox<{ data: { id: string; account_status: number }[] }>('me/adaccounts?fields=id,account_status');
    const account = accounts.data.find((a) => a.account_status === 1)!.id;
    const post = async (path: string, form: Record<string, unknown>) => {
      const body = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
      const answer = await sandbox<{ id?: string; error?: { message: string } }>(path, { method: 'POST', body });
      expect(answer.error?.message).toBeUndefined();
      return answer.id!;
    };
    const prefix = `Revert e2e ${stamp}`;
    const campaign = await post(`${account}/campaigns`, { name: `${prefix} campaign`, objective: 'OUTCOME_TRAFFIC', status: 'ACTIVE', special_ad_categories: [] });
    const adsets: string[] = [];
    for (const n of [1, 2]) {
      adsets.push(
        await post(`${account}/adsets`, {
          name: `${prefix} set ${n}`,
          campaign_id: campaign,
          status: 'ACTIVE',
          daily_budget: 100000,
          optimization_goal: 'LINK_CLICKS',
          billing_event: 'IMPRESSIONS',
          targeting: { geo_locations: { countries: ['ID'] }, age_min: 18 },
        }),
      );
    }
    const rule = await api(page, 'POST', 'rules', {
      account_id: account,
      name: `Cut and stop ${prefix}`,
      scope: { level: 'adset', ids: adsets },
      conditions: { match: 'all', items: [{ metric: 'daily_budget', operator: 'gte', value: { value: 0 } }] },
      actions: [{ type: 'change_budget', budget: 'daily', by: 'percent', amount: 10, floor: null, ceiling: null }, { type: 'pause' }],
      schedule: { kind: 'hourly' },
      cooldown_hours: 0,
      max_executions_per_object: null,
      enabled: false,
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    const ruleId = rule.body.data.id as number;
    await api(page, 'POST', 'user/logout');
    await signIn(page, { user: login, password: 'revert-e2e-1234' });

    const adset = (id: string) => sandbox<{ status: string; daily_budget: string }>(`${id}?fields=status,daily_budget`);
    await page.goto(`/rules/${ruleId}`);
    await expect(page.getByRole('heading', { name: `Cut and stop ${prefix}` })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Run now' }).click();
    // Run now asks first when the confirmation is there: its own Run now acts.
    const confirmRun = page.getByTestId('run-now-dialog');
    await Promise.race([confirmRun.waitFor({ timeout: 30_000 }).catch(() => undefined), page.waitForURL(/\/history\?run=\d+/, { timeout: 30_000 }).catch(() => undefined)]);
    if (await confirmRun.isVisible()) await confirmRun.getByRole('button', { name: 'Run now' }).click();
    await expect(page).toHaveURL(/\/rules\/\d+\/history\?run=\d+/, { timeout: 30_000 });
    const runId = new URL(page.url()).searchParams.get('run');
    for (const id of adsets) expect(await adset(id)).toMatchObject({ status: 'PAUSED', daily_budget: '110000' });

    // A phone's width: the run, the button and the dialog read without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    const revert = page.getByRole('button', { name: 'Revert this run' });
    await expect(revert).toBeVisible({ timeout: 30_000 });
    await revert.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Revert run #${runId}?` });
    await expect(dialog).toBeVisible();
    const changes = dialog.getByRole('list', { name: '4 changes to put back on Facebook' });
    await expect(changes.getByRole('listitem')).toHaveCount(4);
    await expect(changes.getByRole('listitem').filter({ hasText: `${prefix} set 1` }).filter({ hasText: /Daily budget: .*110,000 → .*100,000/ })).toHaveCount(1);
    await expect(changes.getByRole('listitem').filter({ hasText: 'Status: Paused → Active' })).toHaveCount(2);
    expect(await seriousViolations(page, '[data-testid="revert-run-dialog"]')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.screenshot({ path: test.info().outputPath('revert-dialog-390.png') });

    // By keyboard: Tab to the dialog's Revert run and press it.
    for (let i = 0; i < 10; i += 1) {
      if (await dialog.getByRole('button', { name: 'Revert run' }).evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(dialog.getByRole('button', { name: 'Revert run' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByText('Revert finished: 4 restored')).toBeVisible();
    for (const id of adsets) expect(await adset(id)).toMatchObject({ status: 'ACTIVE', daily_budget: '100000' });
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('revert-result-390.png'), fullPage: true });

    // The revert is a run of its own in the history, and the run says who reverted it.
    await page.getByRole('link', { name: /Open the revert \(run #\d+\)/ }).click();
    await expect(page.getByText(new RegExp(`This run reverted run #${runId}: 4 restored`))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('grid', { name: 'Execution log' }).getByRole('row', { name: /Revert/ }).first()).toContainText('Reverted');
    await page.getByRole('link', { name: `run #${runId}` }).click();
    await expect(page.getByText(/Reverted by/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Revert this run' })).toHaveCount(0);

    // The activity log shows the revert's writes as the rule's.
    await page.goto('/setting/activity');
    await expect(page.getByRole('table', { name: 'Activity' }).getByRole('link', { name: `Rule “Cut and stop ${prefix}”` }).first()).toBeVisible({ timeout: 30_000 });
  });
});
