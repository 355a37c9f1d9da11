import { and, desc, eq, ilike, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { uniqueViolationOf } from '../http/database-errors';
import { interestGroups, OWN_NAME_KEY, TEAM_NAME_KEY, type GroupItem, type InterestGroupRow } from './table';

/** Items a collection may hold; adding beyond it is refused. */
export const MAX_GROUP_ITEMS = 10000;
/** Items per page of POST /api/group/collection. */
export const COLLECTION_PAGE_SIZE = 100;

/** Whose collections: a team's (teamId > 0) or the user's own (team 0). */
export interface GroupScope {
  teamId: number;
  userId: number;
}

export interface GroupSummary {
  id: number;
  name: string;
  count: number;
  created_at: string;
  updated_at: string;
}

function inScope(scope: GroupScope): SQL {
  return scope.teamId > 0
    ? eq(interestGroups.teamId, scope.teamId)
    : and(isNull(interestGroups.teamId), eq(interestGroups.ownerId, scope.userId))!;
}

export function summary(row: Pick<InterestGroupRow, 'id' | 'name' | 'items' | 'createdAt' | 'updatedAt'>): GroupSummary {
  return {
    id: row.id,
    name: row.name,
    count: row.items.length,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Items of `incoming` whose id is not in `existing` (and not repeated in `incoming`), in order. */
export function mergeItems(existing: GroupItem[], incoming: GroupItem[]): GroupItem[] {
  const seen = new Set(existing.map((item) => item.id));
  const merged = [...existing];
  for (const item of incoming) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    merged.push(item);
  }
  return merged;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listGroups(db: Db, scope: GroupScope, q?: string): Promise<GroupSummary[]> {
  const term = q?.trim();
  const where = term ? and(inScope(scope), ilike(interestGroups.name, `%${escapeLike(term)}%`)) : inScope(scope);
  const rows = await db.select().from(interestGroups).where(where).orderBy(desc(interestGroups.updatedAt), desc(interestGroups.id));
  return rows.map(summary);
}

export async function findGroup(db: Db, scope: GroupScope, id: number, opts: { lock?: boolean } = {}): Promise<InterestGroupRow | undefined> {
  const query = db.select().from(interestGroups).where(and(inScope(scope), eq(interestGroups.id, id)));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** Whether a write failed because another collection of the scope has the name (the unique indexes of table.ts). */
export function isNameTaken(error: unknown): boolean {
  const index = uniqueViolationOf(error);
  return index === TEAM_NAME_KEY || index === OWN_NAME_KEY;
}

/** The name, as saved, of the scope's collection called `name` in any case (other than `exceptId`). */
export async function findNameInScope(db: Db, scope: GroupScope, name: string, exceptId?: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: interestGroups.name })
    .from(interestGroups)
    .where(and(inScope(scope), sql`lower(${interestGroups.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(interestGroups.id, exceptId)));
  return row?.name;
}

/** A new collection; a name the scope already has (any case) is refused by the database (see isNameTaken). */
export async function createGroup(db: Db, scope: GroupScope, name: string, items: GroupItem[]): Promise<InterestGroupRow> {
  const [row] = await db
    .insert(interestGroups)
    .values({ teamId: scope.teamId > 0 ? scope.teamId : null, ownerId: scope.userId, name, items: mergeItems([], items) })
    .returning();
  return row!;
}

/** Undefined when the collection is not in scope; a name another collection of the scope has is refused (isNameTaken). */
export async function renameGroup(db: Db, scope: GroupScope, id: number, name: string): Promise<InterestGroupRow | undefined> {
  const [row] = await db
    .update(interestGroups)
    .set({ name, updatedAt: sql`now()` })
    .where(and(inScope(scope), eq(interestGroups.id, id)))
    .returning();
  return row;
}

export async function saveItems(db: Db, id: number, items: GroupItem[]): Promise<InterestGroupRow> {
  const [row] = await db
    .update(interestGroups)
    .set({ items, updatedAt: sql`now()` })
    .where(eq(interestGroups.id, id))
    .returning();
  return row!;
}

/** Deletes the collections of `ids` that are in scope; returns the ids it deleted. */
export async function deleteGroups(db: Db, scope: GroupScope, ids: number[]): Promise<number[]> {
  const rows = await db
    .delete(interestGroups)
    .where(and(inScope(scope), inArray(interestGroups.id, ids)))
    .returning({ id: interestGroups.id });
  return rows.map((r) => r.id);
}

export async function findGroups(db: Db, scope: GroupScope, ids: number[]): Promise<InterestGroupRow[]> {
  return db.select().from(interestGroups).where(and(inScope(scope), inArray(interestGroups.id, ids)));
}
