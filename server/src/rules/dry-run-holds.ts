/**
 * A saved rule's dry run says what Run now would do, so a matched object the rule must leave alone this time (in
 * its cool-down, or at the rule's limit of runs per object) is shown as held, with the reason and no changes.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { RuleDefinition } from './definition';
import { holdReason, type RunReport } from './run-rule';
import { ruleObjectStates } from './table';

export async function markHeldObjects(db: Db, ruleId: number, definition: RuleDefinition, report: RunReport, now: Date): Promise<RunReport> {
  const matched = report.objects.filter((object) => object.matched && object.skipped === null);
  if (matched.length === 0) return report;
  const states = await db
    .select({ objectId: ruleObjectStates.objectId, executions: ruleObjectStates.executions, lastActedAt: ruleObjectStates.lastActedAt })
    .from(ruleObjectStates)
    .where(and(eq(ruleObjectStates.ruleId, ruleId), inArray(ruleObjectStates.objectId, matched.map((object) => object.object_id))));
  const stateOf = new Map(states.map((state) => [state.objectId, state]));
  for (const object of matched) {
    const held = holdReason(definition, stateOf.get(object.object_id), now);
    if (!held) continue;
    object.skipped = held;
    object.actions = [];
  }
  return report;
}
