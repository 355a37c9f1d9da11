// The admin API as this remote calls it (server/src/admin, announcements, rule-templates, subscription) through the
// typed client: every answer's type is the one the server's route schema declares (schema.gen.ts), never restated.
import { productApi, type ApiBody, type ApiData, type RuleDefinition } from 'shared-graph';

export type AdminUser = ApiData<'/api/admin/user/{id}', 'patch'>;
/** What customer service sees of a user (the admin sees more: AdminUser). */
export type SupportUser = Omit<AdminUser, 'deletion_requests' | 'upgrade_requests' | 'outbox' | 'audit'>;
export type Role = AdminUser['role'];
export type UserListRow = ApiData<'/api/admin/user'>[number];
export type ConnectionState = UserListRow['connection'];
export type UserProblem = SupportUser['problems'][number];
export type OverviewFigures = ApiData<'/api/admin/overview'>;
export type AuditRecord = ApiData<'/api/admin/audit'>[number];
export type UserChange = ApiBody<'/api/admin/user/{id}', 'patch'>;
export type Announcement = ApiData<'/api/admin/announcements'>[number];
export type AnnouncementDraft = Pick<Announcement, 'message' | 'extra_title' | 'extra_link' | 'dismissable' | 'background_color'>;
/**
 * A template as the admin's list answers it. Its definition is shared-graph's RuleDefinition: the OpenAPI document
 * flattens a condition-or-group item into one object with every field optional, the rule's own type keeps them apart.
 */
export type RuleTemplate = Omit<ApiData<'/api/admin/rule-templates'>[number], 'definition'> & { definition: RuleDefinition };
export type RuleTemplateInput = Pick<RuleTemplate, 'name' | 'description' | 'category' | 'definition' | 'published'>;

/** The rules engine's rule definition (server/src/rules/definition.ts), as shared-graph describes it for every client. */
export type { RuleDefinition };

export const ROLES: readonly Role[] = ['user', 'cs', 'admin'];
export const PLAN_IDS = ['Starter', 'Pro', 'Agency'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const isPlanId = (value: unknown): value is PlanId => PLAN_IDS.includes(value as PlanId);

/** A plan id, 'none' (no plan) or '' (any). */
export type PlanFilter = PlanId | 'none' | '';
/** The plan filter an address names; anything else is "any plan". */
export const planFilterOf = (value: string | null): PlanFilter => (value === 'none' || isPlanId(value) ? value : '');

export interface UserFilters {
  q?: string;
  role?: Role | '';
  package?: PlanFilter;
  connection?: ConnectionState | '';
  page?: number;
}

/** Users per page of the search; sent with every search, so the page count the screen works out is the server's. */
export const USER_PAGE_SIZE = 25;

const userSearch = (filters: UserFilters) => ({
  q: filters.q?.trim() || undefined,
  role: filters.role || undefined,
  package: filters.package || undefined,
  connection: filters.connection || undefined,
  page: filters.page && filters.page > 1 ? filters.page : undefined,
  limit: USER_PAGE_SIZE,
});

export const adminApi = {
  overview: (signal?: AbortSignal) => productApi.get('/api/admin/overview', { signal }),
  audit: (before: number | undefined, signal?: AbortSignal) => productApi.page.get('/api/admin/audit', { query: { limit: 25, before }, signal }),

  users: (filters: UserFilters, signal?: AbortSignal) => productApi.page.get('/api/admin/user', { query: userSearch(filters), signal }),
  /** The admin's view of the user, or customer service's (the server answers by the reader's role). */
  user: <T extends SupportUser = AdminUser>(id: number, signal?: AbortSignal) => productApi.get('/api/admin/user/{id}', { params: { id }, signal }) as Promise<T>,
  changeUser: (id: number, change: UserChange) => productApi.patch('/api/admin/user/{id}', { params: { id }, body: change }),
  setDisabled: (id: number, disabled: boolean) =>
    disabled ? productApi.post('/api/admin/user/{id}/disable', { params: { id } }) : productApi.post('/api/admin/user/{id}/enable', { params: { id } }),
  sendReset: (id: number) => productApi.post('/api/admin/user/{id}/password-reset', { params: { id } }),
  fulfilUpgrade: (requestId: number) => productApi.post('/api/admin/upgrade-requests/{id}/fulfil', { params: { id: requestId } }),

  announcements: (signal?: AbortSignal) => productApi.get('/api/admin/announcements', { signal }),
  createAnnouncement: (draft: AnnouncementDraft) => productApi.post('/api/admin/announcements', { body: { ...draft, active: false } }),
  updateAnnouncement: (id: number, draft: AnnouncementDraft) => productApi.patch('/api/admin/announcements/{id}', { params: { id }, body: draft }),
  publish: (id: number) => productApi.post('/api/admin/announcements/{id}/publish', { params: { id } }),
  unpublish: (id: number) => productApi.post('/api/admin/announcements/{id}/unpublish', { params: { id } }),

  templates: (signal?: AbortSignal) => productApi.get('/api/admin/rule-templates', { signal }) as Promise<RuleTemplate[]>,
  template: (id: number, signal?: AbortSignal) => productApi.get('/api/admin/rule-templates/{id}', { params: { id }, signal }) as Promise<RuleTemplate>,
  createTemplate: (input: RuleTemplateInput) => productApi.post('/api/admin/rule-templates', { body: input }) as Promise<RuleTemplate>,
  updateTemplate: (id: number, input: Partial<RuleTemplateInput>) =>
    productApi.patch('/api/admin/rule-templates/{id}', { params: { id }, body: input }) as Promise<RuleTemplate>,
  deleteTemplate: (id: number) => productApi.delete('/api/admin/rule-templates/{id}', { params: { id } }),
  orderTemplates: (ids: number[]) => productApi.put('/api/admin/rule-templates/order', { body: { ids } }) as Promise<RuleTemplate[]>,
};

/** Query keys of this remote's reads (all under the product-API prefix, so a session change clears them). */
export const adminKeys = {
  all: ['api', 'admin'] as const,
  overview: ['api', 'admin', 'overview'] as const,
  audit: ['api', 'admin', 'audit'] as const,
  users: (filters: UserFilters) => ['api', 'admin', 'users', filters] as const,
  user: (id: number) => ['api', 'admin', 'user', id] as const,
  announcements: ['api', 'admin', 'announcements'] as const,
  templates: ['api', 'admin', 'templates'] as const,
  template: (id: number) => ['api', 'admin', 'templates', id] as const,
};
