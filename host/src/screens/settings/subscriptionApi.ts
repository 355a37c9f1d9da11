// The subscription API (server/src/subscription) through the typed client: plans, the user's plan and upgrade
// requests are the types the server's route schemas declare.
import { productApi, type ApiData } from 'shared-graph';

export type Plan = ApiData<'/api/subscription/plans'>[number];
export type SubscriptionInfo = ApiData<'/api/subscription'>;
export type UpgradeRequest = ApiData<'/api/subscription/upgrade', 'post'>;

export const subscriptionApi = {
  get: (signal?: AbortSignal) => productApi.get('/api/subscription', { signal }),
  plans: (signal?: AbortSignal) => productApi.get('/api/subscription/plans', { signal }),
  requestUpgrade: (plan: Plan['id'], note: string) => productApi.post('/api/subscription/upgrade', { body: { plan, note: note.trim() || null } }),
  cancelRequest: () => productApi.delete('/api/subscription/upgrade'),
};
