import type { User } from 'shared-graph/host';

export const TEAM_MEMBER_PLAN = 'Team member';

/**
 * SPEC §6: the analytics plan name is the package of the team the user created, otherwise 'Team member'.
 * The user's own team (id 0) counts as created by them, with their subscription as its package.
 */
export function analyticsPlanName(user: Pick<User, 'id' | 'teams'> | null): string {
  if (!user) return TEAM_MEMBER_PLAN;
  const created = user.teams.find((team) => String(team.created_by) === String(user.id) && team.package);
  return created?.package ?? TEAM_MEMBER_PLAN;
}
