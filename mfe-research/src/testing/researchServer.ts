// The research area's tests' platform: a fresh page signed in as Dewi (her own team, ad account act_1), the product
// API and the Graph proxy answered by shared-graph's typed doubles (routes are the test's to add).
import { account, productApiDouble, startSession, type ProductApiDouble } from 'shared-graph/testing';

export interface ResearchServer extends ProductApiDouble {
  reportError: jest.Mock;
}

export function researchServer(): ResearchServer {
  const { reportError } = startSession({
    user: { teams: [{ id: 0, name: 'Dewi', created_by: 42, package: 'pro', users: [{ id: 42, name: 'Dewi Lestari' }] }], ad_accounts: [account('act_1', 0)] },
    adAccount: 'act_1',
    path: '/search',
  });
  return Object.assign(productApiDouble(), { reportError });
}
