/** Telling people what a rule did: an in-app notice, a mail through the mailer outbox, a Slack-compatible webhook. */
import { eq } from 'drizzle-orm';
import { request as undiciRequest } from 'undici';
import { emailOf } from '../account/users-extra';
import type { Db } from '../db/database';
import { outboxMailer } from '../mail/mailer';
import { adAccounts } from '../platform/table';
import type { RuleAction } from './definition';
import { noticeRecipients } from './notice-list';
import { ruleNotices, type NoticeKind, type RuleRow } from './table';

export const WEBHOOK_TIMEOUT_MS = 5_000;

export interface NoticeInput {
  userId: number;
  rule: RuleRow;
  runId: number | null;
  kind: NoticeKind;
  message: string;
}

export async function addNotice(db: Db, notice: NoticeInput): Promise<void> {
  await db.insert(ruleNotices).values({ userId: notice.userId, ruleId: notice.rule.id, runId: notice.runId, kind: notice.kind, message: notice.message });
}

/** Mails `userId` at their verified address; false when they have none. */
export async function mailUser(db: Db, userId: number, subject: string, text: string): Promise<boolean> {
  const to = await emailOf(db, userId);
  if (!to) return false;
  await outboxMailer(db).send({ to, subject, text, kind: 'rule_notice' });
  return true;
}

/** Posts `{ text }` (what Slack's incoming webhooks take) plus the details; true on a 2xx answer. */
export async function postWebhook(url: string, payload: Record<string, unknown>): Promise<{ ok: boolean; error?: string }> {
  try {
    const response = await undiciRequest(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body.dump();
    if (response.statusCode >= 200 && response.statusCode < 300) return { ok: true };
    return { ok: false, error: `The webhook answered HTTP ${response.statusCode}` };
  } catch {
    return { ok: false, error: 'The webhook could not be reached' };
  }
}

export interface MatchSummary {
  objectId: string;
  objectName: string;
  changes: string[];
}

/** The ad account as people know it: its name (any connection's copy), else its id. */
export async function accountNameOf(db: Db, accountId: string): Promise<string> {
  const [row] = await db.select({ name: adAccounts.name }).from(adAccounts).where(eq(adAccounts.id, accountId)).limit(1);
  return row?.name || accountId;
}

/** The notify action's message and its delivery; returns an error text per failed channel. */
export async function notifyMatches(db: Db, rule: RuleRow, runId: number, action: RuleAction, matches: MatchSummary[]): Promise<string[]> {
  const lines = matches.map((match) => `• ${match.objectName || match.objectId}${match.changes.length ? ` — ${match.changes.join('; ')}` : ''}`);
  const accountName = await accountNameOf(db, rule.accountId);
  const text = `Rule “${rule.name}” matched ${matches.length} object${matches.length === 1 ? '' : 's'} in ${accountName}:\n${lines.join('\n')}`;
  const errors: string[] = [];
  if (action.in_app) {
    for (const userId of await noticeRecipients(db, rule)) await addNotice(db, { userId, rule, runId, kind: 'matched', message: text });
  }
  if (action.email && !(await mailUser(db, rule.createdBy, `Rule “${rule.name}” matched ${matches.length}`, text))) {
    errors.push('No e-mail was sent: the rule’s creator has no confirmed e-mail address.');
  }
  if (action.webhook_url) {
    const result = await postWebhook(action.webhook_url, {
      text,
      rule: { id: rule.id, name: rule.name, account_id: rule.accountId, account_name: accountName },
      run_id: runId,
      objects: matches.map((match) => ({ id: match.objectId, name: match.objectName, changes: match.changes })),
    });
    if (!result.ok) errors.push(result.error!);
  }
  return errors;
}
