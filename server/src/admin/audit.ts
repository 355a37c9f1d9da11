// The audit log: every admin and customer-service write records who did what to whom, before → after.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { auditLog, type AuditRow } from './table';

export const AUDIT_ACTIONS = [
  'user.create',
  'user.role',
  'user.subscription',
  'user.disable',
  'user.enable',
  'user.password_reset_mail',
  'upgrade_request.fulfil',
  'announcement.create',
  'announcement.update',
  'announcement.publish',
  'announcement.unpublish',
  'announcement.delete',
  'rule_template.create',
  'rule_template.update',
  'rule_template.delete',
  'release.publish',
  'release.promote',
  'release.canary_start',
  'release.canary_stop',
  'release.canary_auto_stop',
  'release.preview_link',
  'release_token.create',
  'release_token.revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditTargetType = 'user' | 'announcement' | 'rule_template' | 'upgrade_request' | 'release' | 'release_token';

export interface AuditEntry {
  action: AuditAction;
  target: { type: AuditTargetType; id: number | string | null; label?: string | null };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Writes one record; call it inside the transaction of the change it describes, so both commit or neither. */
export async function recordAudit(
  db: Db,
  actor: Pick<UserRow, 'id' | 'login' | 'role'> | { id: null; login: string; role: 'release-token' | 'system' },
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorLogin: actor.login,
    actorRole: actor.role,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id === null ? null : String(entry.target.id),
    targetLabel: entry.target.label ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export function auditView(row: AuditRow) {
  return {
    id: row.id,
    actor: { id: row.actorId, login: row.actorLogin, role: row.actorRole },
    action: row.action,
    target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
    before: row.before,
    after: row.after,
    created_at: row.createdAt.toISOString(),
  };
}

export type AuditView = ReturnType<typeof auditView>;

/** Newest first; `before` pages back by id; `target` narrows to one object (a user's history). */
export async function listAudit(
  db: Db,
  opts: { limit: number; before?: number; target?: { type: AuditTargetType; id: number } },
): Promise<{ data: AuditView[]; has_more: boolean }> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        opts.before !== undefined ? lt(auditLog.id, opts.before) : undefined,
        opts.target ? and(eq(auditLog.targetType, opts.target.type), eq(auditLog.targetId, String(opts.target.id))) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(opts.limit + 1);
  return { data: rows.slice(0, opts.limit).map(auditView), has_more: rows.length > opts.limit };
}
