// Audit records in words: what an action was called and what it changed.
import type { AuditRecord } from '../api/adminApi';

const ACTIONS: Record<string, string> = {
  'user.create': 'Created login',
  'user.role': 'Changed role',
  'user.subscription': 'Changed plan',
  'user.disable': 'Disabled login',
  'user.enable': 'Enabled login',
  'user.password_reset_mail': 'Sent password-reset mail',
  'upgrade_request.fulfil': 'Fulfilled upgrade request',
  'announcement.create': 'Created sticky message',
  'announcement.update': 'Edited sticky message',
  'announcement.publish': 'Published sticky message',
  'announcement.unpublish': 'Unpublished sticky message',
  'announcement.delete': 'Deleted sticky message',
  'rule_template.create': 'Created rule template',
  'rule_template.update': 'Edited rule template',
  'rule_template.delete': 'Deleted rule template',
  'release.publish': 'Published release',
  'release.promote': 'Made release live',
  'release.canary_start': 'Started canary',
  'release.canary_stop': 'Stopped canary',
  'release.canary_auto_stop': 'Stopped failing canary',
  'release.preview_link': 'Made preview link',
  'release_token.create': 'Made release token',
  'release_token.revoke': 'Revoked release token',
};

export function actionLabel(action: string): string {
  return ACTIONS[action] ?? action;
}

const show = (value: unknown): string => (value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** "role: user → cs; package: — → Pro" — only the fields that differ (long values shortened). */
export function changeText(record: Pick<AuditRecord, 'before' | 'after'>): string {
  const before = record.before ?? {};
  const after = record.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => key !== 'updated_at' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const cut = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);
  return keys.map((key) => `${key.replace(/_/g, ' ')}: ${record.before ? `${cut(show(before[key]))} → ` : ''}${cut(show(after[key]))}`).join('; ');
}
