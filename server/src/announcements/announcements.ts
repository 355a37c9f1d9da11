import { and, desc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { announcements } from './table';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementInput = Partial<Omit<AnnouncementRow, 'id' | 'createdAt' | 'updatedAt'>>;

/** What the ribbon needs (GET /api/anouncements). */
export function publicView(row: AnnouncementRow) {
  return {
    id: row.id,
    message: row.message,
    extra_title: row.extraTitle,
    extra_link: row.extraLink,
    dismissable: row.dismissable,
    background_color: row.backgroundColor,
  };
}

/** Everything, for the admin screen. */
export function adminView(row: AnnouncementRow) {
  return {
    ...publicView(row),
    active: row.active,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Active announcements whose window contains `now`, newest first. */
export async function listActive(db: Db, now = new Date()): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.active, true),
        or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
        or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
      ),
    )
    .orderBy(desc(announcements.id));
}

export async function listAll(db: Db): Promise<AnnouncementRow[]> {
  return db.select().from(announcements).orderBy(desc(announcements.id));
}

const ONE_ACTIVE_LOCK_KEY = 7_263_100_011;

/**
 * One sticky message is active at a time: before `id` (or a new one) becomes active, every other is unpublished.
 * Run it in the transaction of that write; concurrent publishes queue on the lock instead of tripping the
 * database's one-active index.
 */
async function unpublishOthers(db: Db, keepId?: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ONE_ACTIVE_LOCK_KEY})`);
  await db
    .update(announcements)
    .set({ active: false, updatedAt: new Date() })
    .where(and(eq(announcements.active, true), keepId === undefined ? undefined : ne(announcements.id, keepId)));
}

export async function findAnnouncement(db: Db, id: number): Promise<AnnouncementRow | undefined> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row;
}

/** Run in a transaction: a new active announcement unpublishes the others. */
export async function createAnnouncement(db: Db, input: AnnouncementInput & { message: string }): Promise<AnnouncementRow> {
  if (input.active !== false) await unpublishOthers(db);
  const [row] = await db.insert(announcements).values(input).returning();
  return row!;
}

/** Run in a transaction: making it active unpublishes the others. */
export async function updateAnnouncement(db: Db, id: number, input: AnnouncementInput): Promise<AnnouncementRow | undefined> {
  if (input.active === true) await unpublishOthers(db, id);
  const [row] = await db
    .update(announcements)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(announcements.id, id))
    .returning();
  return row;
}

export async function deleteAnnouncement(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id });
  return rows.length > 0;
}
