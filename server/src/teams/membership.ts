import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { teamMembers, teams, type TeamRow } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { findTeamOfMember } from './teams';

/** The team if the user belongs to it; otherwise 404, so a stranger cannot tell whether the team exists. */
export async function memberTeamOr404(db: Db, teamId: number, userId: number): Promise<TeamRow> {
  const team = await findTeamOfMember(db, teamId, userId);
  if (!team) throw notFound('No such team');
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
