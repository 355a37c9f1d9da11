// Proves the import boundaries of DESIGN.md §1 hold by rule: each snippet below breaks one, and ESLint (the
// repository's own eslint.config.mjs) must report it. ESLint runs in a child process (its flat config is an
// ES module, which jest's module system does not load), once for all cases.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

type Case = [string, string, string, RegExp];

const CASES: Case[] = [
  ['shared-ui importing the host', 'shared-ui/src/fixture.ts', "import { App } from 'host/src/App';\nexport const x = App;\n", /no-restricted-imports.*Shared packages never import/],
  ['shared-graph importing a remote', 'shared-graph/src/fixture.ts', "import area from 'mfe-rules/src/routes';\nexport const x = area;\n", /no-restricted-imports.*Shared packages never import/],
  ['shared-graph importing the server', 'shared-graph/src/fixture.ts', "import { loadConfig } from 'server/src/config';\nexport const x = loadConfig;\n", /no-restricted-imports/],
  ['a remote importing another remote', 'mfe-rules/src/fixture.ts', "import area from 'mfe-dashboard/src/routes';\nexport const x = area;\n", /no-restricted-imports.*A remote imports only/],
  ['a remote importing the host', 'mfe-dashboard/src/fixture.ts', "import { App } from 'host/src/App';\nexport const x = App;\n", /no-restricted-imports.*A remote imports only/],
  ['a relative import across packages', 'mfe-rules/src/fixture.ts', "import { theme } from '../../shared-ui/src/theme/theme';\nexport const x = theme;\n", /import-x\/no-relative-packages/],
  ['a host screen reaching into another screen', 'host/src/screens/login/fixture.ts', "import { ResetScreen } from '../reset/ResetScreen';\nexport const x = ResetScreen;\n", /import-x\/no-restricted-paths.*A screen does not reach into another screen/],
  ['the shell importing routing', 'host/src/shell/fixture.ts', "import { createHostRoutes } from '../routing/routes';\nexport const x = createHostRoutes;\n", /import-x\/no-restricted-paths.*Only routing/],
  ['a remote screen importing the shell’s surface', 'mfe-rules/src/fixture.ts', "import { sessionStore } from 'shared-graph/host';\nexport const x = sessionStore;\n", /no-restricted-imports.*Only the shell calls shared-graph\/host/],
  ['a hand-typed product API call', 'mfe-rules/src/fixture.ts', "import { api } from 'shared-graph';\nexport const rules = () => api.get<string[]>('rules');\n", /no-restricted-syntax.*productApi/],
  ['a remote screen importing the test doubles', 'mfe-rules/src/fixture.ts', "import { productApiDouble } from 'shared-graph/testing';\nexport const x = productApiDouble;\n", /no-restricted-imports.*never imports the test doubles/],
  ['shared-graph production code importing the test doubles', 'shared-graph/src/graph/fixture.ts', "import { GraphDouble } from '../testing/graphDouble';\nexport const x = GraphDouble;\n", /no-restricted-imports.*never imports the test doubles/],
  ['the host importing msw', 'host/src/shell/fixture.ts', "import { setupServer } from 'msw/node';\nexport const x = setupServer;\n", /no-restricted-imports.*never imports the test doubles/],
  ['a server feature importing another feature’s routes', 'server/src/groups/fixture.ts', "import { authRoutes } from '../auth/routes';\nexport const x = authRoutes;\n", /no-restricted-imports.*routes are its own/],
];
const ALLOWED: Array<[string, string]> = [
  ['mfe-rules/src/fixture.ts', "import { theme } from 'shared-ui';\nexport const x = theme;\n"],
  ['host/src/screens/login/fixture.ts', "import { GuestPage } from '../../shell/GuestPage';\nexport const x = GuestPage;\n"],
  ['mfe-rules/src/fixture.ts', "import { productApi } from 'shared-graph';\nexport const rules = () => productApi.get('/api/rules');\n"],
  ['mfe-rules/src/fixture.test.ts', "import { sessionStore } from 'shared-graph/host';\nexport const x = sessionStore;\n"],
  ['mfe-rules/src/list/fixture.test.ts', "import { productApiDouble } from 'shared-graph/testing';\nexport const x = productApiDouble;\n"],
  ['shared-graph/src/graph/fixture.test.ts', "import { GraphDouble } from '../testing/graphDouble';\nexport const x = GraphDouble;\n"],
];

/** Lints each [virtual file, source] pair, and the cycle fixture; answers "ruleId: message" lists. */
function lint(snippets: Array<[string, string]>): { snippets: string[][]; cycle: string[] } {
  const script = `
    const { ESLint } = require('eslint');
    const path = require('node:path');
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd(), ignore: false });
      const snippets = [];
      for (const [file, source] of JSON.parse(process.argv[1])) {
        const [result] = await eslint.lintText(source, { filePath: path.join(process.cwd(), file) });
        snippets.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
      }
      const [cycle] = await eslint.lintFiles([path.join(process.cwd(), 'lint-fixtures/cycle/first.ts')]);
      process.stdout.write(JSON.stringify({ snippets, cycle: cycle.messages.map((m) => m.ruleId + ': ' + m.message) }));
    })();
  `;
  return JSON.parse(execFileSync(process.execPath, ['-e', script, JSON.stringify(snippets)], { cwd: root, encoding: 'utf8' }));
}

let results: ReturnType<typeof lint>;

beforeAll(() => {
  results = lint([...CASES.map(([, file, source]): [string, string] => [file, source]), ...ALLOWED]);
}, 300_000);

test.each(CASES.map((item, index) => [...item, index] as const))('lint refuses %s', (_case, _file, _source, expected, index) => {
  expect(results.snippets[index]!.some((message) => expected.test(message))).toBe(true);
});

test('lint refuses an import cycle', () => {
  expect(results.cycle).toEqual(expect.arrayContaining([expect.stringMatching(/^import-x\/no-cycle/)]));
});

test('the same kinds of code inside the rules pass: a remote using shared-ui, a screen using the shell, a typed API call, tests using the doubles', () => {
  expect(results.snippets.slice(CASES.length)).toEqual(ALLOWED.map(() => []));
});
