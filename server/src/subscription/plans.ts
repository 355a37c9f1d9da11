/** The plans of the Upgrade page. Prices in IDR per month; limits are what each plan unlocks. */
export interface Plan {
  id: 'Starter' | 'Pro' | 'Agency';
  name: string;
  price_idr_month: number;
  limits: { ad_accounts: number; team_members: number; automation_rules: number; saved_groups: number };
  /** What the limits do not say already (the Upgrade page lists the limits itself). */
  features: string[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'Starter',
    name: 'Starter',
    price_idr_month: 149000,
    limits: { ad_accounts: 2, team_members: 0, automation_rules: 5, saved_groups: 20 },
    features: ['Interest search, explore and overlap', 'Dashboards and reports'],
  },
  {
    id: 'Pro',
    name: 'Pro',
    price_idr_month: 399000,
    limits: { ad_accounts: 10, team_members: 3, automation_rules: 50, saved_groups: 200 },
    features: ['Everything in Starter', 'Ads manager with bulk edits and duplication', 'Team activity log'],
  },
  {
    id: 'Agency',
    name: 'Agency',
    price_idr_month: 999000,
    limits: { ad_accounts: 100, team_members: 20, automation_rules: 500, saved_groups: 2000 },
    features: ['Everything in Pro', 'Priority support'],
  },
];

export const PLAN_IDS = PLANS.map((plan) => plan.id);
/** A fulfilled upgrade adds this much time, counted from the later of now and the current expiry. */
export const PLAN_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;
