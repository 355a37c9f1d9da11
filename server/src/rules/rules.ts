/** Rules as stored: the team scope they live in, the plan's limit on their number, and their CRUD. */
import { and, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { adAccounts, platformConnections, users, type AdAccountRow } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { PLANS } from '../subscription/plans';
import { teamAccess } from '../teams/membership';
import { OWN_TEAM_ID } from '../teams/teams';
import { lockUser } from '../user/users';
import type { RuleDefinition } from './definition';
import { nextRunAfter } from './schedule';
import { ruleRuns, rules, type RuleRow, type RuleRunRow } from './table';

/** Where a rule lives: a real team (its owner's connection powers it) or a user's own team 0. */
export interface RuleScope {
  teamId: number;
  /** The user whose platform connection reads and writes for the rule (the team's owner). */
  ownerId: number;
}

export const ruleNotFound = () => notFound('This rule does not exist or belongs to another team');

/** The scope `userId` may use for `teamId`; another team's id reads as not found (no team discovery). */
export async function scopeFor(db: Db, userId: number, teamId: number): Promise<RuleScope> {
  const { ownerId } = await teamAccess(db, teamId, userId);
  return { teamId, ownerId };
}

function inScope(scope: RuleScope): SQL {
  return scope.teamId === OWN_TEAM_ID ? and(isNull(rules.teamId), eq(rules.createdBy, scope.ownerId))! : eq(rules.teamId, scope.teamId);
}

/** The ad account as the owner's connection knows it (time zone, currency, minimum daily budget). */
export async function findOwnerAdAccount(db: Db, ownerId: number, accountId: string): Promise<AdAccountRow | undefined> {
  const [row] = await db
    .select({ account: adAccounts })
    .from(adAccounts)
    .innerJoin(platformConnections, eq(platformConnections.id, adAccounts.connectionId))
    .where(and(eq(platformConnections.userId, ownerId), eq(adAccounts.id, accountId)));
  return row?.account;
}

export async function requireOwnerAdAccount(db: Db, scope: RuleScope, accountId: string): Promise<AdAccountRow> {
  const account = await findOwnerAdAccount(db, scope.ownerId, accountId);
  if (!account) {
    throw new ApiError(
      400,
      'bad_request',
      scope.teamId === OWN_TEAM_ID ? 'This ad account is not one of your connected ad accounts.' : 'This ad account is not one of the team owner’s ad accounts.',
      '/account_id',
    );
  }
  return account;
}

/** How many rules the owner's plan allows (0 without an active plan), and the plan's name. */
export async function ruleAllowance(db: Db, ownerId: number, now: Date): Promise<{ limit: number; plan: string | null }> {
  const [owner] = await db.select({ plan: users.subscriptionPackage, expiresAt: users.subscriptionExpiresAt }).from(users).where(eq(users.id, ownerId));
  const plan = PLANS.find((candidate) => candidate.id === owner?.plan);
  if (!plan || (owner?.expiresAt && owner.expiresAt <= now)) return { limit: 0, plan: null };
  return { limit: plan.limits.automation_rules, plan: plan.name };
}

async function checkAllowance(tx: Db, scope: RuleScope, now: Date) {
  const { limit, plan } = await ruleAllowance(tx, scope.ownerId, now);
  const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(rules).where(inScope(scope))) as [{ count: number }];
  if (count < limit) return;
  const who = scope.teamId === OWN_TEAM_ID ? 'Your' : 'The team owner’s';
  throw new ApiError(
    403,
    'plan_limit',
    plan
      ? `${who} ${plan} plan allows ${limit} automation rules, and ${count} exist. Delete a rule or upgrade the plan to add another.`
      : `${who} account has no active plan with automation rules. Upgrade to create rules.`,
  );
}

export interface RuleInput {
  accountId: string;
  definition: RuleDefinition;
  timeZone: string | null;
}

/** Saves a new rule when the plan has room (counted under a lock on the owner, so two requests cannot both take the last place). */
export async function createRule(db: Db, scope: RuleScope, createdBy: number, input: RuleInput, now: Date): Promise<RuleRow> {
  return db.transaction(async (tx) => {
    await lockUser(tx as unknown as Db, scope.ownerId);
    await checkAllowance(tx as unknown as Db, scope, now);
    const [row] = await tx
      .insert(rules)
      .values({
        teamId: scope.teamId === OWN_TEAM_ID ? null : scope.teamId,
        createdBy,
        accountId: input.accountId,
        name: input.definition.name.trim(),
        definition: input.definition,
        enabled: input.definition.enabled,
        nextRunAt: input.definition.enabled ? nextRunAfter(input.definition.schedule, input.timeZone, now) : null,
      })
      .returning();
    return row!;
  });
}

export async function findRule(db: Db, scope: RuleScope, id: number): Promise<RuleRow> {
  const [row] = await db.select().from(rules).where(and(eq(rules.id, id), inScope(scope)));
  if (!row) throw ruleNotFound();
  return row;
}

export async function updateRule(db: Db, scope: RuleScope, id: number, input: RuleInput, now: Date): Promise<RuleRow> {
  const [row] = await db
    .update(rules)
    .set({
      accountId: input.accountId,
      name: input.definition.name.trim(),
      definition: input.definition,
      enabled: input.definition.enabled,
      disabledReason: null,
      nextRunAt: input.definition.enabled ? nextRunAfter(input.definition.schedule, input.timeZone, now) : null,
      updatedAt: now,
    })
    .where(and(eq(rules.id, id), inScope(scope)))
    .returning();
  if (!row) throw ruleNotFound();
  return row;
}

export async function setRuleEnabled(db: Db, scope: RuleScope, rule: RuleRow, enabled: boolean, timeZone: string | null, now: Date): Promise<RuleRow> {
  const definition = { ...rule.definition, enabled };
  const [row] = await db
    .update(rules)
    .set({ enabled, definition, disabledReason: null, nextRunAt: enabled ? nextRunAfter(definition.schedule, timeZone, now) : null, updatedAt: now })
    .where(and(eq(rules.id, rule.id), inScope(scope)))
    .returning();
  if (!row) throw ruleNotFound();
  return row;
}

export async function deleteRule(db: Db, scope: RuleScope, id: number): Promise<void> {
  const deleted = await db.delete(rules).where(and(eq(rules.id, id), inScope(scope))).returning({ id: rules.id });
  if (deleted.length === 0) throw ruleNotFound();
}

export interface RuleFilter {
  q?: string;
  status?: 'enabled' | 'disabled';
  accountId?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface RuleWithLastRun {
  rule: RuleRow;
  lastRun: RuleRunRow | null;
}

/** The scope's rules, newest first, each with its latest real (not dry) run. */
export async function listRules(db: Db, scope: RuleScope, filter: RuleFilter): Promise<RuleWithLastRun[]> {
  const conditions: SQL[] = [inScope(scope)];
  if (filter.q) conditions.push(ilike(rules.name, `%${escapeLike(filter.q)}%`));
  if (filter.status) conditions.push(eq(rules.enabled, filter.status === 'enabled'));
  if (filter.accountId) conditions.push(eq(rules.accountId, filter.accountId));
  const rows = await db.select().from(rules).where(and(...conditions)).orderBy(desc(rules.id));
  if (rows.length === 0) return [];
  const lastRuns = await db
    .selectDistinctOn([ruleRuns.ruleId])
    .from(ruleRuns)
    .where(and(sql`${ruleRuns.ruleId} in ${rows.map((row) => row.id)}`, sql`${ruleRuns.trigger} <> 'dry_run'`))
    .orderBy(ruleRuns.ruleId, desc(ruleRuns.id));
  const byRule = new Map(lastRuns.map((run) => [run.ruleId, run]));
  return rows.map((rule) => ({ rule, lastRun: byRule.get(rule.id) ?? null }));
}
