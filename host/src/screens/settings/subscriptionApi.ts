import { api } from 'shared-graph';

export interface Plan {
  id: string;
  name: string;
  price_idr_month: number;
  limits: { ad_accounts: number; team_members: number; automation_rules: number; saved_groups: number };
  features: string[];
}

export interface UpgradeRequest {
  id: number;
  plan: string;
  note: string | null;
  status: 'pending' | 'fulfilled' | 'cancelled';
  created_at: string;
}

export interface SubscriptionInfo {
  package: string | null;
  expires_at: string | null;
  expired: boolean;
  plan: Plan | null;
  pending_request: UpgradeRequest | null;
}

export const subscriptionApi = {
  get: (signal?: AbortSignal) => api.get<SubscriptionInfo>('subscription', { signal }),
  plans: (signal?: AbortSignal) => api.get<Plan[]>('subscription/plans', { signal }),
  requestUpgrade: (plan: string, note: string) => api.post<UpgradeRequest>('subscription/upgrade', { plan, note: note.trim() || null }),
  cancelRequest: () => api.delete<{ cancelled: boolean }>('subscription/upgrade'),
};
