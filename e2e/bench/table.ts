// The shared data table alone (shared-ui DataTable on TanStack Table + Virtual) with 10,000 rows: main-thread time of
// sorting and filtering, and the long tasks they cause. The page is bundled here with esbuild (production React).
import type { Browser, Page } from '@playwright/test';
import { build } from 'esbuild';
import path from 'node:path';
import { median } from './stats';
import { repoRoot } from '../support/paths';

export interface TableFigures {
  rows: number;
  firstRenderMs: number;
  sortMs: Record<string, number>;
  filterMs: number;
  clearFilterMs: number;
  longTasks: { count: number; maxMs: number };
  scroll: { frames: number; p95FrameMs: number; maxFrameMs: number };
}

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(__dirname, 'table-page', 'main.tsx')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // The page's imports resolve as a remote's do: shared-ui through its package exports (`shared-ui/table` too).
    nodePaths: [path.join(repoRoot, 'shared-ui', 'node_modules'), path.join(repoRoot, 'mfe-research', 'node_modules')],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

function timeInteraction(page: Page, action: { kind: 'sort'; label: string } | { kind: 'filter'; text: string }) {
  return page.evaluate(async (a) => {
    const t0 = performance.now();
    if (a.kind === 'sort') {
      const button = [...document.querySelectorAll<HTMLButtonElement>('[role="columnheader"] button')].find((b) => b.textContent?.startsWith(a.label));
      if (!button) throw new Error(`no sort button ${a.label}`);
      button.click();
    } else {
      const input = document.querySelector<HTMLInputElement>('input[aria-label="Filter results"]')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, a.text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - t0;
  }, action);
}

export async function measureTable(browser: Browser, runs: number): Promise<TableFigures> {
  const script = await bundle();
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.setContent('<!doctype html><html><body><div id="root"></div></body></html>');
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({ type: 'longtask' });
  });
  const firstRenderMs = await page.evaluate(async (code) => {
    const t0 = performance.now();
    const element = document.createElement('script');
    element.textContent = code;
    document.body.appendChild(element);
    while (!document.querySelector('[role="row"][data-row-id]')) await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - t0;
  }, script);
  await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks = []));

  const sortMs: Record<string, number[]> = {};
  const filterMs: number[] = [];
  const clearMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    for (const label of ['Audience size', 'Monthly reach', 'Name']) (sortMs[label] ??= []).push(await timeInteraction(page, { kind: 'sort', label }));
    filterMs.push(await timeInteraction(page, { kind: 'filter', text: 'sports' }));
    clearMs.push(await timeInteraction(page, { kind: 'filter', text: '' }));
  }
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  const scroll = await page.evaluate(async () => {
    const viewport = document.querySelector<HTMLElement>('[data-testid="bench-viewport"]')!;
    const frames: number[] = [];
    let last = performance.now();
    const steps = 120;
    const stride = (viewport.scrollHeight - viewport.clientHeight) / steps;
    for (let i = 1; i <= steps; i += 1) {
      viewport.scrollTop = i * stride;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      frames.push(now - last);
      last = now;
    }
    frames.sort((a, b) => a - b);
    return { frames: frames.length, p95FrameMs: Math.round(frames[Math.floor(frames.length * 0.95)]!), maxFrameMs: Math.round(frames.at(-1)!) };
  });
  await context.close();
  return {
    rows: 10_000,
    firstRenderMs: Math.round(firstRenderMs),
    sortMs: Object.fromEntries(Object.entries(sortMs).map(([k, v]) => [k, Math.round(median(v))])),
    filterMs: Math.round(median(filterMs)),
    clearFilterMs: Math.round(median(clearMs)),
    longTasks: { count: tasks.length, maxMs: Math.round(Math.max(0, ...tasks)) },
    scroll,
  };
}
