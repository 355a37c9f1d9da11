import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { teamMembers, teams, users, type TeamRole, type TeamRow } from '../db/schema';

/** Team id 0 in the API is the user's own team: their own platform connection, no row in `teams`. */
export const OWN_TEAM_ID = 0;

export interface TeamMemberSummary {
  id: number;
  name: string;
}

export interface TeamWithMembers extends TeamRow {
  members: TeamMemberSummary[];
}

export async function createTeam(
  db: Db,
  input: { name: string; createdBy: number; package: string | null },
): Promise<TeamRow> {
  const [team] = await db.insert(teams).values(input).returning();
  await db.insert(teamMembers).values({ teamId: team!.id, userId: input.createdBy, role: 'owner' });
  return team!;
}

export async function addTeamMember(db: Db, teamId: number, userId: number, role: TeamRole = 'member'): Promise<void> {
  await db.insert(teamMembers).values({ teamId, userId, role }).onConflictDoNothing();
}

/** The team, if `userId` belongs to it (as owner or member). */
export async function findTeamOfMember(db: Db, teamId: number, userId: number): Promise<TeamRow | undefined> {
  const [row] = await db
    .select({ team: teams })
    .from(teams)
    .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .where(and(eq(teams.id, teamId), eq(teamMembers.userId, userId)));
  return row?.team;
}

/** Every team `userId` belongs to, oldest first, with its members (owner first). */
export async function listTeamsOf(db: Db, userId: number): Promise<TeamWithMembers[]> {
  const memberships = await db
    .select({ team: teams })
    .from(teams)
    .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teams.id));
  if (memberships.length === 0) return [];
  const teamIds = memberships.map((m) => m.team.id);
  const members = await db
    .select({ teamId: teamMembers.teamId, id: users.id, name: users.login, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(asc(teamMembers.joinedAt), asc(users.id));
  return memberships.map(({ team }) => ({
    ...team,
    members: members
      .filter((m) => m.teamId === team.id)
      .sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'))
      .map(({ id, name }) => ({ id, name })),
  }));
}
