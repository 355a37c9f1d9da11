import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { teamMembers, teams, type TeamRow } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { findTeamOfMember, OWN_TEAM_ID } from './teams';

/** What a user may use a team id for: team 0 is their own (they own its data), any other team only as its member. */
export interface TeamAccess {
  /** 0 = the user's own. */
  teamId: number;
  /** Whose platform connection and whose rows the team's data are: the user's own, or the team owner's. */
  ownerId: number;
  /** The team row; null for the user's own team 0. */
  team: TeamRow | null;
}

export const teamNotFound = () => notFound('This team does not exist or you are not a member of it');

/**
 * The one team-access check: every route that takes a team id asks it. Another team's id reads as not found (404),
 * so a stranger cannot tell whether the team exists.
 */
export async function teamAccess(db: Db, teamId: number, userId: number): Promise<TeamAccess> {
  if (teamId === OWN_TEAM_ID) return { teamId, ownerId: userId, team: null };
  const team = await findTeamOfMember(db, teamId, userId);
  if (!team) throw teamNotFound();
  return { teamId, ownerId: team.createdBy, team };
}

/** The team (never the user's own team 0) if the user belongs to it; otherwise 404, as teamAccess answers. */
export async function memberTeamOr404(db: Db, teamId: number, userId: number): Promise<TeamRow> {
  const { team } = await teamAccess(db, teamId, userId);
  if (!team) throw teamNotFound();
  return team;
}

/** The team if the user owns it: 404 for strangers, 403 for members. */
export async function ownedTeamOr403(db: Db, teamId: number, userId: number): Promise<TeamRow> {
  const team = await memberTeamOr404(db, teamId, userId);
  if (team.createdBy !== userId) throw forbidden('Only the team owner can do this');
  return team;
}

export async function findTeamCreatedBy(db: Db, userId: number): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.createdBy, userId)).limit(1);
  return row;
}

export async function removeMember(db: Db, teamId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning({ userId: teamMembers.userId });
  return rows.length === 1;
}

export async function isMember(db: Db, teamId: number, userId: number): Promise<boolean> {
  return (await findTeamOfMember(db, teamId, userId)) !== undefined;
}
