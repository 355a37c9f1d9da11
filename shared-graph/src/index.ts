// shared-graph: the singleton session + platform package, as the remotes see it. Every remote runs the host's copy, so
// each name here is a promise to every remote build: only what two or more packages use is exported (one remote's
// code lives in that remote), by name, never `export *`. What only the shell calls (runtime configuration, login,
// the session's atoms, the remote contract's checks, extension detection, the toast stack) is in ./host.ts, published
// as `shared-graph/host`. build-tools/shared-graph-surface.test.ts holds this list to that, with the exceptions named.

// the host ⇄ remote contract
export { CONTRACT_VERSION, type LocalizedPageText, type RemoteRouteModule } from './contract';

// the session (DESIGN §4: user, active ad account, audience and ad settings, language)
export {
  useActiveAdAccount,
  useAdSettings,
  useAudienceSettings,
  useLanguage,
  useLoggedIn,
  usePickableAdAccounts,
  useUser,
} from './session/hooks';
export type { AudienceLocation, AudienceSettings, Gender, Objective, Relationship, UserAdAccount } from './session/types';
export type { Language } from './session/language';

// the header picker's account choice (one account, every account or a set), kept in step with an area's URL
export { accountsOf, choiceForAccountId, choiceForSet, formatAccountKeys, parseAccountKeys, type AdAccountChoice } from './account-choice/accountChoice';
export { useAdAccountChoice } from './account-choice/useAdAccountChoice';
export { useAccountChoiceInUrl } from './account-choice/useAccountChoiceInUrl';
export { loginRedirectPath } from './routes';

// the product API: the typed client, its errors and record ids
export { productApi } from './api/typed';
export type { ApiBody, ApiData } from './api/types';
export { ApiError, isApiError } from './api/client';
export { isNotFound, recordIdFromAddress } from './api/recordIds';
export { fieldErrorsOf, type FieldErrors } from './errors/fields';

// the Graph client and its errors (SPEC §8)
export { graph, MAX_BATCH_SIZE, type GraphCallOptions } from './graph/client';
export type { ActivityBatchRef, BatchRequest } from './graph/types';
export { GraphError, isGraphError, isThrottled, parseGraphError, type MetaErrorObject } from './errors/graph-error';
export { abortErrorFor, isCancelled } from './errors/cancel';
export { handleGraphFailure } from './errors/catalogue';
export { BATCH_RESULT_NOT_FOUND } from './errors/messages';

// toasts
export { notify } from './notify';

// how fresh the figures on screen are, and Meta's throttles
export { useFigureFreshness, useRefreshFigures } from './freshness/useFigureFreshness';
export { trackFigures, type FigureFreshness } from './freshness/figureFreshness';
export type { Throttle } from './freshness/parseFreshnessHeaders';

// server state: the one TanStack Query client, its keys, and the reads of the product API and of Graph
export { queryClient } from './server-state/queryClient';
export { queryKeys, type GraphScope } from './server-state/queryKeys';
export { requestErrorText, useServerMutation, useServerQuery, type ServerQueryOptions } from './server-state/useServerQuery';
export { useGraphScope } from './server-state/useGraphScope';
export { useAssetList, useGraphQuery, useInsightsQueries, useInsightsQuery, usePrefetchAssetList } from './server-state/useGraphQueries';
export { useAssetLists, type TeamAssetListQuery } from './server-state/useAssetLists';
export { useTeamInsights, type TeamInsightsQuery } from './server-state/useTeamInsights';

// dates (SPEC §9 presets, the period and its comparison, bucketing) in the ad account's time zone
export { DATE_PRESETS } from './dates/datePresets';
export { weekday, type DateRange } from './dates/calendarDate';
export { comparisonRange } from './dates/comparisonRange';
export { bucketDays, bucketRanges, normalizeGrouping, trendRange, type Grouping } from './dates/bucketing';
export {
  comparedRange,
  comparisonFromParams,
  comparisonToParams,
  dateRangeRules,
  selectionFromParams,
  selectionOfChoice,
  selectionRange,
  selectionToParams,
  type Comparison,
  type DateSelection,
} from './dates/dateSelection';

// insights and the metric catalogue: one formula per metric, in every area and the server's rules
export { findMetric, metric, METRICS, type MetricDirection, type MetricGroup, type MetricId, type MetricUnit } from './insights/metricCatalogue';
export { componentsFor, computeMetric, metricGap, metricTotals, rowMetricGap, rowMetrics } from './insights/computeMetric';
export { rowComponents, sumComponents, type ComponentKey, type ComponentValues } from './insights/metricComponents';
export { parseInsightsRow, type InsightsRow } from './insights/parseInsightsRow';
export { queryFields, type Breakdown, type InsightsQuery, type TimeIncrement } from './insights/insightsQuery';
export { fetchInsightsBatch } from './insights/insightsClient';

// money (currency minor units, SPEC §9)
export { currencyDivisor, fromMinorUnits, toMinorUnits } from './money/currencyDivisor';

// campaign / ad set / ad lists: settings, two-range insights, ACTIVE first
export { CHILD_LEVEL, type Asset, type AssetCreative, type AssetLevel } from './assets/assetTypes';
export { ASSET_SETTINGS_FIELDS } from './assets/assetFields';
export { parseAsset, type RawAsset } from './assets/parseAsset';
export { deliveryStatusOf } from './assets/deliveryStatus';
export { fetchAllAssets, fetchAssetPage, type AssetListQuery, type AssetPage } from './assets/fetchAssetPage';
export { RESULT_INSIGHTS_FIELDS, type AdsetOptimisation, type AttributionSpecEntry, type PromotedObject } from './assets/adsetOptimisation';

// undo of a logged change (SPEC §7 activity log)
export { undoBatches, type UndoResult } from './undo/undoChanges';

// automation rules: the definition as the product API takes it, and the builder's form model, words and choices, shared
// by the users' builder (mfe-rules) and the admin's template editor (mfe-admin)
export type {
  RuleAction,
  RuleActionType,
  RuleCondition,
  RuleConditionGroup,
  RuleConditionItem,
  RuleDefinition,
  RuleLevel,
  RuleOperand,
  RuleOperator,
  RuleSchedule,
  RuleScheduleKind,
  RuleWindow,
} from './rules/ruleDefinition';
export { BUILT_IN_TEMPLATES, type BuiltInTemplate } from './rules/builtInTemplates';
export {
  blankRuleDefinitionForm,
  emptyRuleCondition,
  emptyRuleGroup,
  ruleDefinitionForm,
  ruleDefinitionFromForm,
  ruleFieldPointer,
  ruleFieldShowsError,
  type RuleConditionForm,
  type RuleDefinitionForm,
  type RuleItemForm,
  type RulePrimaryAction,
} from './rules/ruleForm';
export {
  ACTION_WORDS,
  COMPARISON_WORDS,
  DAY_WORDS,
  LEVEL_WORDS,
  metricWords,
  OBJECT_FIELD_LABELS,
  OPERATOR_WORDS,
  ruleWordsWith,
  scheduleWords,
  scopeWords,
  WINDOW_WORDS,
  windowPhrase,
} from './rules/ruleWords';
export { RULE_FIELD_MODEL } from './rules/ruleFieldModel';
