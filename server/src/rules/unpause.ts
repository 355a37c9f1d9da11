/** "Pause for today", second half: at the account's midnight the object is turned back on, if it is still paused. */
import { eq } from 'drizzle-orm';
import { recordActivities } from '../activity/activities';
import { teams } from '../db/schema';
import { prepareBatch } from '../graph-proxy/batch-writes';
import { activityOf } from '../graph-proxy/write-metadata';
import { findConnectionOf, readToken } from '../platform/connections';
import { createRuleGraph } from './rule-graph';
import type { RunDependencies, UnpauseJob } from './run-rule';
import { rules } from './table';

export type UnpauseOutcome = 'unpaused' | 'not_paused' | 'rule_gone' | 'no_connection' | 'failed';

export async function unpauseObject(deps: RunDependencies, job: UnpauseJob): Promise<UnpauseOutcome> {
  const db = deps.database.db;
  const [rule] = await db.select().from(rules).where(eq(rules.id, job.ruleId));
  if (!rule) return 'rule_gone';
  const [team] = rule.teamId === null ? [] : await db.select({ owner: teams.createdBy }).from(teams).where(eq(teams.id, rule.teamId));
  const connection = await findConnectionOf(db, team?.owner ?? rule.createdBy);
  const token = connection ? readToken(connection, deps.tokenKey) : null;
  if (!token) return 'no_connection';
  const graph = createRuleGraph({ graph: deps.graph, token, retryDelaysMs: deps.retryDelaysMs, sleep: deps.sleep });
  const [current] = await graph.run([{ method: 'GET', relative_url: `${job.objectId}?fields=status` }]);
  if (!current?.ok) return 'failed';
  // Someone changed it since (turned it on, archived it): their choice stands.
  if ((current.body as { status?: string }).status !== 'PAUSED') return 'not_paused';
  const metadata = { object_id: job.objectId, object_type: job.objectType, object_name: job.objectName, account_id: job.accountId, original: { status: 'PAUSED' } };
  const prepared = prepareBatch([{ method: 'POST', relative_url: job.objectId, body: new URLSearchParams({ status: 'ACTIVE', __metadata: JSON.stringify(metadata) }).toString() }]);
  const [result] = await graph.run(prepared.items as Parameters<typeof graph.run>[0]);
  if (!result?.ok) throw new Error(`Turning ${job.objectId} back on failed: ${result && !result.ok ? result.error.message : 'no answer'}`);
  await recordActivities(db, rule.teamId === null ? { ownerId: rule.createdBy } : { teamId: rule.teamId }, rule.createdBy, [
    { ...activityOf(prepared.metadata[0]!, { status: 'ACTIVE' }), rule: { id: rule.id, name: rule.name, runId: job.runId ?? null } },
  ]);
  return 'unpaused';
}
