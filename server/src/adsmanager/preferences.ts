// The ads manager's list layout per user: read, and replaced in one statement.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { PreferencesBody, PreferencesView } from './schema';
import { adsmanagerPreferences } from './table';

export async function readPreferences(db: Db, userId: number): Promise<PreferencesView> {
  const [row] = await db.select().from(adsmanagerPreferences).where(eq(adsmanagerPreferences.userId, userId));
  return row ? { preset: row.preset, columns: row.columns, layout: row.layout ?? null, view_id: row.viewId ?? null } : { preset: null, columns: null, layout: null, view_id: null };
}

/**
 * Insert or replace: two tabs saving at once leave one row, the last one. A layout or view left out of the body
 * stays as stored. The caller has checked that the user may see `view_id`.
 */
export async function savePreferences(db: Db, userId: number, body: PreferencesBody): Promise<PreferencesView> {
  const changes = {
    preset: body.preset,
    columns: body.columns,
    ...(body.layout !== undefined ? { layout: body.layout } : {}),
    ...(body.view_id !== undefined ? { viewId: body.view_id } : {}),
    updatedAt: new Date(),
  };
  await db
    .insert(adsmanagerPreferences)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: adsmanagerPreferences.userId, set: changes });
  return readPreferences(db, userId);
}
