import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users, type UserRow } from '../db/schema';
import { LANGUAGES, type Language } from '../user/table';

export { LANGUAGES };

/** Graph versions a user may pick for direct calls (the proxy always speaks v21.0). */
export const API_VERSIONS = ['v21.0', 'v20.0', 'v19.0'] as const;

export const NOTIFICATION_FIELDS = ['rule_execution_email', 'weekly_report', 'product_news'] as const;
export type NotificationField = (typeof NOTIFICATION_FIELDS)[number];
export type NotificationSettings = Record<NotificationField, boolean>;

const NOTIFICATION_DEFAULTS: NotificationSettings = { rule_execution_email: true, weekly_report: true, product_news: false };

export function notificationsOf(user: UserRow): NotificationSettings {
  const stored = user.notificationSettings ?? {};
  const out = { ...NOTIFICATION_DEFAULTS };
  for (const field of NOTIFICATION_FIELDS) if (typeof stored[field] === 'boolean') out[field] = stored[field] as boolean;
  return out;
}

export interface AccountSettingsView {
  login: string;
  email: string | null;
  device_fingerprint: string | null;
  plan: { package: string | null; expires_at: string | null };
  api_version: string;
  api_versions: string[];
  notification: NotificationSettings;
  /** Null until the user picks one (the browser's last choice stays). */
  language: Language | null;
  languages: Language[];
}

export function settingsView(user: UserRow, email: string | null): AccountSettingsView {
  return {
    login: user.login,
    email,
    device_fingerprint: user.deviceFingerprint,
    plan: { package: user.subscriptionPackage, expires_at: user.subscriptionExpiresAt?.toISOString() ?? null },
    api_version: user.apiVersion,
    api_versions: [...API_VERSIONS],
    notification: notificationsOf(user),
    language: user.language,
    languages: [...LANGUAGES],
  };
}

export async function updateUser(db: Db, userId: number, values: Partial<Pick<UserRow, 'agree' | 'apiVersion' | 'notificationSettings' | 'language'>>): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row!;
}
