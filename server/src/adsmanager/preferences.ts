// The ads manager's columns per user: read, and replaced in one statement.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { PreferencesBody, PreferencesView } from './schema';
import { adsmanagerPreferences } from './table';

export async function readPreferences(db: Db, userId: number): Promise<PreferencesView> {
  const [row] = await db.select().from(adsmanagerPreferences).where(eq(adsmanagerPreferences.userId, userId));
  return row ? { preset: row.preset, columns: row.columns } : { preset: null, columns: null };
}

/** Insert or replace: two tabs saving at once leave one row, the last one. */
export async function savePreferences(db: Db, userId: number, body: PreferencesBody): Promise<PreferencesView> {
  const values = { userId, preset: body.preset, columns: body.columns, updatedAt: new Date() };
  await db
    .insert(adsmanagerPreferences)
    .values(values)
    .onConflictDoUpdate({ target: adsmanagerPreferences.userId, set: { preset: values.preset, columns: values.columns, updatedAt: values.updatedAt } });
  return { preset: body.preset, columns: body.columns };
}
