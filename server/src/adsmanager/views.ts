// Saved views of the ads manager's lists: the owner's own, and those a team shares with its members (read-only).
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { uniqueViolationOf } from '../http/database-errors';
import { findTeamOfMember, listTeamsOf, type TeamWithMembers } from '../teams/teams';
import type { SavedView } from './schema';
import { adsmanagerViewDefaults, adsmanagerViews, VIEW_NAME_KEY, type AdsmanagerViewRow } from './table';
import type { ViewDefinition } from './view-definition';

type ViewWithOwner = AdsmanagerViewRow & { ownerName: string };

function toSavedView(row: ViewWithOwner, userId: number, team: { id: number; name: string } | null): SavedView {
  return {
    id: row.id,
    name: row.name,
    owner: { id: row.ownerId, name: row.ownerName },
    mine: row.ownerId === userId,
    team,
    definition: { columns: row.definition.columns, widths: row.definition.widths, sort: row.definition.sort, formats: row.definition.formats, params: row.definition.params },
    updated_at: row.updatedAt.toISOString(),
  };
}

const withOwner = (db: Db) =>
  db
    .select({ view: adsmanagerViews, ownerName: users.login })
    .from(adsmanagerViews)
    .innerJoin(users, eq(users.id, adsmanagerViews.ownerId));

/** The team a view is shown to: the owner and the reader must both still belong to it. */
function sharedTeam(row: AdsmanagerViewRow, teams: readonly TeamWithMembers[]): { id: number; name: string } | null {
  const team = teams.find((t) => t.id === row.teamId);
  if (!team || !team.members.some((m) => m.id === row.ownerId)) return null;
  return { id: team.id, name: team.name };
}

/** Every view the user can open: their own (newest first), then their teams'. */
export async function listViews(db: Db, userId: number): Promise<{ views: SavedView[]; defaults: { objective: string; view_id: number }[] }> {
  const teams = await listTeamsOf(db, userId);
  const teamIds = teams.map((t) => t.id);
  const rows = await withOwner(db)
    .where(teamIds.length ? or(eq(adsmanagerViews.ownerId, userId), inArray(adsmanagerViews.teamId, teamIds)) : eq(adsmanagerViews.ownerId, userId))
    .orderBy(desc(sql`${adsmanagerViews.ownerId} = ${userId}`), desc(adsmanagerViews.updatedAt), desc(adsmanagerViews.id));
  const views = rows
    .map(({ view, ownerName }) => ({ row: { ...view, ownerName }, team: sharedTeam(view, teams) }))
    .filter(({ row, team }) => row.ownerId === userId || team !== null)
    .map(({ row, team }) => toSavedView(row, userId, team));
  const visible = new Set(views.map((v) => v.id));
  const defaults = await db
    .select({ objective: adsmanagerViewDefaults.objective, view_id: adsmanagerViewDefaults.viewId })
    .from(adsmanagerViewDefaults)
    .where(eq(adsmanagerViewDefaults.userId, userId));
  return { views, defaults: defaults.filter((d) => visible.has(d.view_id)).sort((a, b) => a.objective.localeCompare(b.objective)) };
}

/** The view if the user may open it (owner, or a member of the team it is shared with while the owner still is). */
export async function findVisibleView(db: Db, userId: number, id: number): Promise<SavedView | undefined> {
  const [found] = await withOwner(db).where(eq(adsmanagerViews.id, id));
  if (!found) return undefined;
  const row = { ...found.view, ownerName: found.ownerName };
  const team = row.teamId === null ? null : await visibleTeam(db, row.teamId, row.ownerId, userId);
  if (row.ownerId !== userId && !team) return undefined;
  return toSavedView(row, userId, team);
}

async function visibleTeam(db: Db, teamId: number, ownerId: number, userId: number) {
  const ofOwner = await findTeamOfMember(db, teamId, ownerId);
  if (!ofOwner) return null;
  if (userId !== ownerId && !(await findTeamOfMember(db, teamId, userId))) return null;
  return { id: ofOwner.id, name: ofOwner.name };
}

export async function countViewsOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adsmanagerViews).where(eq(adsmanagerViews.ownerId, userId));
  return row?.n ?? 0;
}

export async function createView(db: Db, userId: number, input: { name: string; definition: ViewDefinition; teamId: number | null }): Promise<number> {
  const [row] = await db.insert(adsmanagerViews).values({ ownerId: userId, name: input.name, definition: input.definition, teamId: input.teamId }).returning({ id: adsmanagerViews.id });
  return row!.id;
}

export async function updateView(db: Db, id: number, changes: { name?: string; definition?: ViewDefinition; teamId?: number | null }): Promise<void> {
  await db
    .update(adsmanagerViews)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(adsmanagerViews.id, id));
}

export async function deleteView(db: Db, id: number): Promise<number> {
  const rows = await db.delete(adsmanagerViews).where(eq(adsmanagerViews.id, id)).returning({ id: adsmanagerViews.id });
  return rows.length;
}

/** Another of the owner's views has this name (any case): the unique index refused the write. */
export function isViewNameTaken(error: unknown): boolean {
  return uniqueViolationOf(error) === VIEW_NAME_KEY;
}

export async function setViewDefault(db: Db, userId: number, objective: string, viewId: number | null): Promise<void> {
  if (viewId === null) {
    await db.delete(adsmanagerViewDefaults).where(and(eq(adsmanagerViewDefaults.userId, userId), eq(adsmanagerViewDefaults.objective, objective)));
    return;
  }
  await db
    .insert(adsmanagerViewDefaults)
    .values({ userId, objective, viewId })
    .onConflictDoUpdate({ target: [adsmanagerViewDefaults.userId, adsmanagerViewDefaults.objective], set: { viewId } });
}
