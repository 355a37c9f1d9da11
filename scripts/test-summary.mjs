// Adds up jest's and Playwright's JSON reports into one closing line: "tests: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

const [jestFile, e2eFile] = process.argv.slice(2);
const read = (file) => (file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

let passed = 0;
let failed = 0;
let skipped = 0;

const jest = read(jestFile);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  skipped += jest.numPendingTests + jest.numTodoTests;
} else {
  failed += 1;
  console.log('unit: no jest report was written');
}

const e2e = read(e2eFile);
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  for (const title of flakyTests(e2e.suites ?? [])) console.log(`e2e: flaky (failed, then passed on its retry): ${title}`);
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
} else {
  failed += 1;
  console.log('e2e: no Playwright report was written');
}

/** Titles of the tests Playwright marked flaky, through nested describe blocks. */
function flakyTests(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) => (spec.tests ?? []).filter((test) => test.status === 'flaky').map(() => `${spec.file}: ${spec.title}`)),
    ...flakyTests(suite.suites ?? []),
  ]);
}

console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
