// Foundation figures: cold load, login → research area, first load of each remote area, bundle sizes.
import type { Browser } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { distOf, REMOTES } from '../support/paths';
import { LOGIN_LABELS } from '../support/loginLabels';
import { median } from './stats';
import { REMOTE_AREAS } from './areas';

export interface FoundationFigures {
  coldLoginPageMs: number;
  loginToResearchAreaMs: number;
  firstVisitToAreaMs: Record<string, number>;
}

export interface BundleFigures {
  pkg: string;
  jsBytes: number;
  jsGzipBytes: number;
}

export function bundleSizes(): BundleFigures[] {
  return ['host', ...REMOTES.map((name) => `mfe-${name}`)].map((pkg) => {
    let jsBytes = 0;
    let jsGzipBytes = 0;
    for (const file of readdirSync(distOf(pkg)).filter((name) => name.endsWith('.js'))) {
      const bytes = readFileSync(path.join(distOf(pkg), file));
      jsBytes += bytes.length;
      jsGzipBytes += gzipSync(bytes).length;
    }
    return { pkg, jsBytes, jsGzipBytes };
  });
}


export async function measureFoundation(browser: Browser, baseUrl: string, runs: number): Promise<FoundationFigures> {
  const coldLogin: number[] = [];
  const loginToResearch: number[] = [];
  const areaFirstLoad: Record<string, number[]> = {};
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    let started = Date.now();
    await page.goto('/user/login');
    await page.getByRole('button', { name: LOGIN_LABELS.submit }).waitFor();
    coldLogin.push(Date.now() - started);

    await page.getByLabel(LOGIN_LABELS.user).fill('admin');
    await page.getByLabel(LOGIN_LABELS.password).fill('admin1234');
    started = Date.now();
    await page.getByRole('button', { name: LOGIN_LABELS.submit }).click();
    await page.getByLabel('Keywords').waitFor();
    loginToResearch.push(Date.now() - started);

    for (const area of REMOTE_AREAS) {
      started = Date.now();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: area.link, exact: true }).click();
      await page.getByRole('heading', { name: area.heading, exact: true }).waitFor();
      (areaFirstLoad[area.remote] ??= []).push(Date.now() - started);
    }
    await context.close();
  }
  return {
    coldLoginPageMs: median(coldLogin),
    loginToResearchAreaMs: median(loginToResearch),
    firstVisitToAreaMs: Object.fromEntries(Object.entries(areaFirstLoad).map(([k, v]) => [k, median(v)])),
  };
}
