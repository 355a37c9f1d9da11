// The admin API as this remote calls it (server/src/admin, announcements and rule-templates; shapes in server/README.md).
import { api, type ApiPage, type RuleDefinition } from 'shared-graph';

export type Role = 'user' | 'cs' | 'admin';
export type ConnectionState = 'connected' | 'expired' | 'none';
export const ROLES: readonly Role[] = ['user', 'cs', 'admin'];
export const PLAN_IDS = ['Starter', 'Pro', 'Agency'] as const;

export interface OverviewFigures {
  users: { total: number; disabled: number; admins: number; cs: number };
  signups_per_day: { day: string; count: number }[];
  connections: { connected: number; expired: number; ad_accounts: number };
  teams: number;
  active_subscriptions: { package: string; count: number }[];
  rules: { rules: number; enabled: number; runs_24h: number; failed_runs_24h: number };
  pending: { deletion_requests: number; upgrade_requests: number };
}

export interface AuditRecord {
  id: number;
  actor: { id: number | null; login: string; role: string };
  action: string;
  target: { type: string; id: string | null; label: string | null };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

export interface UserListRow {
  id: number;
  login: string;
  email: string | null;
  role: Role;
  package: string | null;
  expires_at: string | null;
  connection: ConnectionState;
  disabled: boolean;
  created_at: string;
}

export interface UserFilters {
  q?: string;
  role?: Role | '';
  package?: string;
  connection?: ConnectionState | '';
  page?: number;
}

export interface UserProblem {
  code: string;
  message: string;
}

export interface SupportUser {
  id: number;
  login: string;
  email: string | null;
  pending_email: string | null;
  role: Role;
  created_at: string;
  disabled_at: string | null;
  subscription: { package: string | null; expires_at: string | null; expired: boolean };
  teams: { id: number; name: string; package: string | null; owner: { id: number; name: string }; role: 'owner' | 'member'; members: { id: number; name: string }[] }[];
  connection: {
    state: ConnectionState;
    name: string;
    platform_user_id: string;
    connected_at: string;
    token_expires_at: string | null;
    token_checked_at: string | null;
    accounts_synced_at: string | null;
    scopes: string[];
    ad_accounts: number;
  } | null;
  problems: UserProblem[];
  /** Failed or partly failed runs of the user's rules over the last 7 days, newest first. */
  recent_errors: { at: string; source: 'rule'; rule: { id: number; name: string }; message: string }[];
}

export interface AdminUser extends SupportUser {
  deletion_requests: { id: string; status: string; requested_at: string; scheduled_for: string; completed_at: string | null }[];
  upgrade_requests: { id: number; plan: string; note: string | null; status: string; created_at: string; fulfilled_at: string | null }[];
  outbox: { id: number; to: string; subject: string; text: string; kind: string; created_at: string }[];
  audit: AuditRecord[];
}

export interface UserChange {
  role?: Role;
  subscription_package?: string | null;
  subscription_expires_at?: string | null;
}

export interface Announcement {
  id: number;
  message: string;
  extra_title: string | null;
  extra_link: string | null;
  dismissable: boolean;
  background_color: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
}

export type AnnouncementDraft = Pick<Announcement, 'message' | 'extra_title' | 'extra_link' | 'dismissable' | 'background_color'>;

/** The rules engine's rule definition (server/src/rules/definition.ts), as shared-graph describes it for every client. */
export type { RuleDefinition };

export interface RuleTemplate {
  id: number;
  name: string;
  description: string;
  category: string;
  definition: RuleDefinition;
  published: boolean;
  position: number;
  created_at: string;
  updated_at: string;
}

export type RuleTemplateInput = Pick<RuleTemplate, 'name' | 'description' | 'category' | 'definition' | 'published'>;

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
  overview: (signal?: AbortSignal) => api.get<OverviewFigures>('admin/overview', { signal }),
  audit: (before: number | undefined, signal?: AbortSignal) =>
    api.page<AuditRecord[]>('GET', 'admin/audit', { searchParams: { limit: 25, before }, signal }),

  users: (filters: UserFilters, signal?: AbortSignal): Promise<ApiPage<UserListRow[]>> =>
    api.page<UserListRow[]>('GET', 'admin/user', { searchParams: userSearch(filters), signal }),
  user: <T extends SupportUser = AdminUser>(id: number, signal?: AbortSignal) => api.get<T>(`admin/user/${id}`, { signal }),
  changeUser: (id: number, change: UserChange) => api.patch<AdminUser>(`admin/user/${id}`, change),
  setDisabled: (id: number, disabled: boolean) => api.post<AdminUser>(`admin/user/${id}/${disabled ? 'disable' : 'enable'}`),
  sendReset: (id: number) => api.post<{ sent_to: string }>(`admin/user/${id}/password-reset`),
  fulfilUpgrade: (requestId: number) => api.post(`admin/upgrade-requests/${requestId}/fulfil`),

  announcements: (signal?: AbortSignal) => api.get<Announcement[]>('admin/announcements', { signal }),
  createAnnouncement: (draft: AnnouncementDraft) => api.post<Announcement>('admin/announcements', { ...draft, active: false }),
  updateAnnouncement: (id: number, draft: AnnouncementDraft) => api.patch<Announcement>(`admin/announcements/${id}`, draft),
  publish: (id: number) => api.post<Announcement>(`admin/announcements/${id}/publish`),
  unpublish: (id: number) => api.post<Announcement>(`admin/announcements/${id}/unpublish`),

  templates: (signal?: AbortSignal) => api.get<RuleTemplate[]>('admin/rule-templates', { signal }),
  template: (id: number, signal?: AbortSignal) => api.get<RuleTemplate>(`admin/rule-templates/${id}`, { signal }),
  createTemplate: (input: RuleTemplateInput) => api.post<RuleTemplate>('admin/rule-templates', input),
  updateTemplate: (id: number, input: Partial<RuleTemplateInput>) => api.patch<RuleTemplate>(`admin/rule-templates/${id}`, input),
  deleteTemplate: (id: number) => api.delete(`admin/rule-templates/${id}`),
  orderTemplates: (ids: number[]) => api.put<RuleTemplate[]>('admin/rule-templates/order', { ids }),
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
