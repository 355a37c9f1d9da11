import type { ResearchRow } from './rows';

/** A table row for tests. */
export function row(id: string, extra: Partial<ResearchRow> = {}): ResearchRow {
  return {
    id,
    fb_id: id,
    name: `Interest ${id}`,
    type: 'interests',
    path: ['Interests'],
    audience_size: 1000,
    audience_size_lower_bound: 900,
    audience_size_upper_bound: 1000,
    description: null,
    rank: Number(id.replace(/\D/g, '')) || 0,
    ...extra,
  };
}

export const reach = (estimate_mau: number, estimate_dau = Math.round(estimate_mau / 30)) => ({
  estimate_mau,
  estimate_mau_lower_bound: estimate_mau,
  estimate_mau_upper_bound: estimate_mau,
  estimate_dau,
  daily_outcomes_curve: [],
});
