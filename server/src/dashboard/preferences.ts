import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { PreferencesBody, PreferencesView } from './schema';
import { dashboardPreferences } from './table';

export async function readPreferences(db: Db, userId: number): Promise<PreferencesView> {
  const [row] = await db.select().from(dashboardPreferences).where(eq(dashboardPreferences.userId, userId));
  return row ? { preset: row.preset as PreferencesView['preset'], metrics: row.metrics } : { preset: null, metrics: [] };
}

/** Insert or replace in one statement: two tabs saving at once leave one row, the last one. */
export async function savePreferences(db: Db, userId: number, body: PreferencesBody): Promise<PreferencesView> {
  const values = { userId, preset: body.preset, metrics: body.metrics, updatedAt: new Date() };
  await db
    .insert(dashboardPreferences)
    .values(values)
    .onConflictDoUpdate({ target: dashboardPreferences.userId, set: { preset: values.preset, metrics: values.metrics, updatedAt: values.updatedAt } });
  return { preset: body.preset, metrics: body.metrics };
}
