// The remotes run the host's copy of shared-graph, so every name its root exports is a promise to every remote build,
// and code only one remote needs can change only with a host release. The root therefore exports by name (no
// `export *`) only what the production code of two or more packages imports; what one package alone needs lives in
// that package, and what only the shell calls is in `shared-graph/host`. The exceptions below are part of something two
// packages share, and say so.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '..');
/** The packages whose production code runs against the root surface (the host provides it; the others consume it). */
const PACKAGES = ['host', 'mfe-research', 'mfe-adsmanager', 'mfe-dashboard', 'mfe-rules', 'mfe-admin', 'shared-ui'];

const USED_THROUGH = {
  typesOfShared: 'the type of a shared value’s argument, result or field: a caller names it',
  session: 'DESIGN §4 session state: the audience and ad settings live in the one store (research reads them today)',
  ruleParts: 'a part of RuleDefinition / RuleDefinitionForm, which the rules builder and the admin’s template editor share',
  ruleWords: 'a word of the rule sentence that ruleWordsWith (rules and admin) is made of; the rules list uses it alone too',
  graphReads:
    'the Graph reads every area makes through the one query client (DESIGN §4): one cache, one freshness record, one retry rule',
  assets: 'the campaign / ad set / ad list (Asset: ads manager, dashboard, rules) — how it is read, parsed and named',
  metrics: 'the metric catalogue and money (SPEC §5, §9): one formula per figure in every area and in the server’s rules',
  dates: 'the SPEC §9 period vocabulary (presets, selection, comparison, buckets) that the dashboard and ads manager share',
  accountChoice: 'the header picker’s account choice (AdAccountChoice: host, ads manager, dashboard)',
  platform: 'the graph client’s own limits, messages and errors, which a caller tells apart',
} as const;

const EXCEPTIONS: Record<keyof typeof USED_THROUGH, readonly string[]> = {
  typesOfShared: ['ActivityBatchRef', 'FieldErrors', 'FigureFreshness', 'GraphCallOptions', 'GraphScope', 'Grouping', 'MetaErrorObject', 'ServerQueryOptions', 'BuiltInTemplate', 'TeamAssetListQuery', 'TeamInsightsQuery'],
  session: ['AudienceLocation', 'AudienceSettings', 'Gender', 'Objective', 'Relationship', 'useAdSettings', 'useAudienceSettings'],
  ruleParts: [
    'RuleAction', 'RuleActionType', 'RuleCondition', 'RuleConditionGroup', 'RuleConditionItem', 'RuleLevel', 'RuleOperand', 'RuleOperator',
    'RuleSchedule', 'RuleScheduleKind', 'RuleWindow', 'RuleConditionForm', 'RuleItemForm', 'RulePrimaryAction', 'emptyRuleCondition', 'emptyRuleGroup',
  ],
  ruleWords: ['ACTION_WORDS', 'COMPARISON_WORDS', 'DAY_WORDS', 'LEVEL_WORDS', 'OBJECT_FIELD_LABELS', 'OPERATOR_WORDS', 'WINDOW_WORDS', 'metricWords', 'scheduleWords', 'scopeWords', 'windowPhrase'],
  graphReads: ['useAssetList', 'useAssetLists', 'useGraphQuery', 'useGraphScope', 'useInsightsQueries', 'useInsightsQuery', 'usePrefetchAssetList', 'useTeamInsights', 'fetchAssetPage', 'fetchAllAssets', 'fetchInsightsBatch', 'trackFigures'],
  assets: ['ASSET_SETTINGS_FIELDS', 'AssetCreative', 'AssetLevel', 'AssetListQuery', 'AssetPage', 'CHILD_LEVEL', 'RawAsset', 'parseAsset', 'deliveryStatusOf', 'AdsetOptimisation', 'AttributionSpecEntry', 'PromotedObject', 'RESULT_INSIGHTS_FIELDS'],
  metrics: ['ComponentKey', 'ComponentValues', 'MetricDirection', 'MetricUnit', 'computeMetric', 'rowComponents', 'parseInsightsRow', 'queryFields', 'TimeIncrement', 'currencyDivisor', 'fromMinorUnits', 'toMinorUnits'],
  dates: ['Comparison', 'comparedRange', 'comparisonFromParams', 'comparisonToParams', 'DATE_PRESETS', 'bucketDays', 'weekday'],
  accountChoice: ['accountsOf', 'choiceForAccountId', 'formatAccountKeys'],
  platform: ['MAX_BATCH_SIZE', 'BATCH_RESULT_NOT_FOUND', 'abortErrorFor', 'parseGraphError', 'handleGraphFailure'],
};

const exceptionReason = new Map(Object.entries(EXCEPTIONS).flatMap(([group, names]) => names.map((name) => [name, USED_THROUGH[group as keyof typeof USED_THROUGH]] as const)));

const parse = (file: string, source: string) => ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** What a module exports by name, and whether it re-exports anything wholesale (`export *`). */
export function exportsOf(source: string): { names: string[]; wholesale: string[] } {
  const names: string[] = [];
  const wholesale: string[] = [];
  for (const statement of parse('index.ts', source).statements) {
    if (!ts.isExportDeclaration(statement)) continue;
    const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : '';
    const clause = statement.exportClause;
    if (!clause || ts.isNamespaceExport(clause)) wholesale.push(from);
    else names.push(...clause.elements.map((element) => element.name.text));
  }
  return { names, wholesale };
}

/** The names a source imports (or re-exports) from `specifier`, types included; `*` for a namespace import. */
export function namesImportedFrom(source: string, specifier: string, file = 'x.tsx'): string[] {
  if (!source.includes(specifier)) return [];
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text === specifier) {
      const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
      if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) names.push(...bindings.elements.map((element) => (element.propertyName ?? element.name).text));
      else names.push('*');
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal) && node.argument.literal.text === specifier) {
      names.push(node.qualifier && ts.isIdentifier(node.qualifier) ? node.qualifier.text : '*');
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file, source));
  return names;
}

/** A package's production sources: src/ without tests, test helpers and the standalone dev page. */
function productionSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'testing', 'dev', 'fixtures'].includes(entry.name) ? [] : productionSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Root name → the packages whose production code imports it. */
function rootUsers(): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>();
  for (const pkg of PACKAGES) {
    for (const file of productionSources(path.join(root, pkg, 'src'))) {
      for (const name of namesImportedFrom(readFileSync(file, 'utf8'), 'shared-graph', file)) {
        if (!users.has(name)) users.set(name, new Set());
        users.get(name)!.add(pkg);
      }
    }
  }
  return users;
}

const rootSurface = exportsOf(readFileSync(path.join(root, 'shared-graph/src/index.ts'), 'utf8'));
let users: Map<string, Set<string>>;
beforeAll(() => {
  users = rootUsers();
});
const usersOf = (name: string) => [...(users.get(name) ?? [])].sort();

describe('reading the surface', () => {
  it('reads named exports and notices a wholesale one', () => {
    expect(exportsOf("export { a, b as c, type D } from './x';\nexport type { E } from './y';\nexport * from './z';\nexport * as w from './w';")).toEqual({
      names: ['a', 'c', 'D', 'E'],
      wholesale: ['./z', './w'],
    });
  });

  it('reads named imports (types and aliases by their exported name), re-exports, namespace imports and import types', () => {
    const source = [
      "import { graph, notify as toast, type Asset } from 'shared-graph';",
      "import type { User } from 'shared-graph/host';",
      "export { productApi } from 'shared-graph';",
      "import * as everything from 'shared-graph';",
      "type Row = import('shared-graph').InsightsRow;",
    ].join('\n');
    expect(namesImportedFrom(source, 'shared-graph')).toEqual(['graph', 'notify', 'Asset', 'productApi', '*', 'InsightsRow']);
  });
});

describe("shared-graph's root surface", () => {
  it('exports each name by name: no `export *`', () => {
    expect(rootSurface.wholesale).toEqual([]);
  });

  it('is imported whole by no package (a namespace import would make every name a promise)', () => {
    expect(usersOf('*')).toEqual([]);
  });

  it('exports only names the production code of two or more packages imports, or a named exception', () => {
    const lonely = rootSurface.names
      .filter((name) => usersOf(name).length < 2 && !exceptionReason.has(name))
      .map((name) => `${name}: ${usersOf(name).join(', ') || 'no package'}`);
    // Used by one package: move it into that package (or, if only the shell calls it, into shared-graph/host).
    // Used by none: stop exporting it. Part of something two packages share: add it to EXCEPTIONS with the reason.
    expect(lonely).toEqual([]);
  });

  it('has no stale exception: each is still exported and still used', () => {
    const stale = [...exceptionReason.keys()].filter((name) => !rootSurface.names.includes(name) || usersOf(name).length === 0);
    expect(stale).toEqual([]);
  });
});
