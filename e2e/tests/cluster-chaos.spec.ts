import { execFile } from 'node:child_process';
import path from 'node:path';
import { test, expect } from '@playwright/test';

/**
 * `pnpm cluster:chaos` (scripts/cluster-chaos.mjs) as a test of the suite: on a throw-away cluster of its own, a
 * scripted user reads and writes through nginx while the process applying one write is killed with -9 and started
 * again, then all three processes are restarted one by one. The script checks that the user saw no error and that
 * no write was lost or doubled (counted on the sandbox and in the database), and exits 1 when a check fails; its
 * report (one line per check) is attached to the test.
 */
const chaosScript = path.resolve(__dirname, '..', '..', 'scripts', 'cluster-chaos.mjs');

test('a killed process and a rolling restart under a working user: no error seen, no write lost or doubled', async ({}, testInfo) => {
  test.setTimeout(240_000);
  const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
    execFile(process.execPath, [chaosScript], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
  await testInfo.attach('cluster-chaos report', { body: output, contentType: 'text/plain' });
  const failedChecks = output.split('\n').filter((line) => line.trimStart().startsWith('FAIL'));
  expect(failedChecks, output).toEqual([]);
  expect(code, output).toBe(0);
  expect(output).toMatch(/cluster chaos: all passed/);
});
