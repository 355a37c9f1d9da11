// shared-graph: the singleton session + platform package shared by the host and every remote. This is the
// remotes' surface; what only the shell may call (runtime configuration, login, user loading, the product
// account API, extension detection, the toast stack) is in ./host.ts, published as `shared-graph/host`.

// contract
export {
  CONTRACT_VERSION,
  isCompatibleRemote,
  resolveRemoteModule,
  type RemoteRouteModule,
  type RouteMeta,
  type PageText,
  type LocalizedPageText,
  type SasarRouteObject,
  type SasarIndexRouteObject,
  type SasarNonIndexRouteObject,
} from './contract';

// routes
export { routePaths, pathFor, loginRedirectPath, redirectTarget, isRoute, type RouteName, type PathParams } from './routes';

// runtime
export {
  getRuntime,
  isRuntimeConfigured,
  navigateTo,
  reportError,
  type RuntimeConfig,
  type Runtime,
  type NavigateFn,
  type NavigateOptions,
  type GraphVersion,
} from './runtime';

// rate-limit usage (the platform's usage headers, per ad account)
export {
  useRateLimitState,
  useRateLimitUsage,
  usageLevel,
  usageFor,
  rateLimitUsageAtom,
  USAGE_WARNING_PERCENT,
  USAGE_CRITICAL_PERCENT,
  type AccountUsageView,
  type RateLimitState,
  type UsageLevel,
  type UseCaseUsage,
} from './rate-limit';

// freshness: how old the figures on screen are, whether they came from Sasar's store, and Meta's throttles
export {
  useFigureFreshness,
  useRefreshFigures,
  refreshFigures,
  trackFigures,
  activeThrottleFor,
  summarizeFreshness,
  figureFreshnessAtom,
  parseFreshnessHeaders,
  FRESHNESS_HEADERS,
  REGAIN_MARGIN_MS,
  type FigureFreshness,
  type Throttle,
  type ThrottleUseCase,
} from './freshness';

// session
export {
  sessionStore,
  STORAGE_KEYS,
  adAccountStorageKey,
  loggedInAtom,
  userAtom,
  userErrorAtom,
  adsTokenAtom,
  activeTeamIdAtom,
  activeAdAccountAtom,
  adAccountSpanAtom,
  audienceSettingsAtom,
  adSettingsAtom,
  graphErrorAtom,
  bannersAtom,
  apiVersionAtom,
  localeAtom,
  languageAtom,
  extensionInstalledAtom,
  extensionCheckedAtom,
  extensionSeenAtom,
  ownTeamAtom,
  activeTeamAtom,
  pickableAdAccountsAtom,
  activeAdAccountInfoAtom,
  PICKABLE_ACCOUNT_STATUSES,
  isPickable,
  DEFAULT_LOCATION,
  defaultAudienceSettings,
  addBanner,
  dismissBanner,
  type SessionStore,
} from './session/atoms';
export {
  PLACEMENT_POSITIONS,
  DEFAULT_OBJECTIVE,
  allPlacements,
  defaultAdSettings,
  setPlacement,
  placementState,
  type AdSettings,
  type Placements,
  type PlacementGroup,
  type PlacementPath,
  type PlacementPlatform,
  type PlacementPosition,
} from './session/placements';
export type {
  User,
  UserRole,
  Team,
  TeamMember,
  UserAdAccount,
  Subscription,
  AudienceSettings,
  AudienceLocation,
  LocationType,
  Gender,
  Relationship,
  SelectedInterest,
  Objective,
  PlacementDevice,
  Banner,
  BannerType,
  GraphErrorState,
} from './session/types';
export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from './session/language';
export { selectAdAccount, selectAdAccountSpan, clearAdAccountSelection, rememberedAdAccount, parseSelection, type AdAccountSelection } from './session/selection';
// account choice: the header picker's one account, every account or a set, kept in step with an area's URL
export {
  accountsOf,
  choiceForAccountId,
  choiceForSet,
  choiceKey,
  chooseAdAccounts,
  formatAccountKeys,
  parseAccountKeys,
  useAccountChoiceInUrl,
  useAdAccountChoice,
  type AdAccountChoice,
  type AdAccountChoiceState,
} from './account-choice';
export {
  useSession,
  useLoggedIn,
  useUser,
  useUserError,
  useOwnTeam,
  useActiveTeam,
  useActiveAdAccount,
  usePickableAdAccounts,
  useAudienceSettings,
  useAdSettings,
  useGraphError,
  useBanners,
  useLocale,
  useLanguage,
  useApiVersion,
  useExtensionInstalled,
  useExtensionMissing,
  type ActiveAdAccount,
} from './session/hooks';

// api
export { api, ApiError, isApiError, type ApiRequestOptions, type ApiPage, type SearchParams } from './api/client';
export { isNotFound, recordIdFromAddress } from './api/recordIds';
export { CSRF_COOKIE, CSRF_HEADER, readCookie } from './api/http';
export { productApi, apiUrl, type ApiBody, type ApiCallInput, type ApiData, type ApiMethod, type ApiPath, type ApiQuery } from './api/typed';

// graph
export { graph, selectTransport, parseBatchItem, MAX_BATCH_SIZE, type GraphCallOptions, type GraphBatchOptions } from './graph/client';
export { proxyTransport, GRAPH_TIMEOUT_MS } from './graph/proxy';
export { directTransport } from './graph/direct';
export {
  extensionTransport,
  createExtensionTransport,
  sendExtensionMessage,
  pingExtension,
  EXTENSION_PAGE_SOURCE,
  EXTENSION_SOURCE,
  EXTENSION_PING_TIMEOUT_MS,
  EXTENSION_GRAPH_TIMEOUT_MS,
  EXTENSION_POLL_INTERVAL_MS,
  type ExtensionRequest,
  type ExtensionResponse,
  type ExtensionOutgoing,
} from './graph/extension';
export { apiHitsKey, getApiHits, recordApiHits } from './graph/hits';
export type {
  GraphTransport,
  GraphCall,
  GraphMethod,
  GraphParams,
  BatchRequest,
  BatchItem,
  ActivityBatchRef,
  GraphRequestContext,
  TransportResponse,
  TransportKind,
} from './graph/types';

// errors
export { GraphError, parseGraphError, metaErrorOf, isGraphError, isThrottled, type GraphErrorInit, type MetaErrorObject } from './errors/graph-error';
export { isCancelled, createAbortError, abortErrorFor } from './errors/cancel';
export { handleGraphFailure, onGraphSuccess, type GraphFailureContext, type GraphFailureOutcome } from './errors/catalogue';
export { fieldErrorsOf, type FieldErrors } from './errors/fields';
export * from './errors/messages';

// notify
export {
  notify,
  toastsAtom,
  TOAST_DEFAULT_TIMEOUT_MS,
  TOAST_PERSISTENT_TIMEOUT_MS,
  type Toast,
  type ToastType,
  type ToastAction,
  type NotifyOptions,
} from './notify';

// dates (SPEC §9 presets, comparison period, bucketing) — in the ad account's time zone
export * from './dates';

// insights (query builder, row parsing, metric catalogue, totals)
export * from './insights';

// money (currency minor units, SPEC §9)
export * from './money';

// assets (campaign / ad set / ad lists with settings and two-range insights)
export * from './assets';

// undo of a logged change (SPEC §7 activity log): the host's log and the ads manager's toasts
export { undoBatches, undoActivity, type UndoResult } from './undo/undoChanges';

// server state: the one TanStack Query client, query keys and hooks
export * from './server-state';

// automation rules (the definition's shape as the product API takes it, and a sound sample); the builder's form
// model, its words and its choices, shared by the users' builder (mfe-rules) and the admin's template editor
export * from './rules/ruleDefinition';
export { BUILT_IN_TEMPLATES, type BuiltInTemplate } from './rules/builtInTemplates';
export * from './rules/ruleForm';
export * from './rules/ruleWords';
export * from './rules/ruleFieldModel';
