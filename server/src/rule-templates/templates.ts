// Rule templates: stored rule definitions without an account; published ones are offered to every user.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { RuleDefinition } from './definition';
import { ruleTemplates, type RuleTemplateRow } from './table';

export interface TemplateInput {
  name?: string;
  description?: string;
  category?: string;
  definition?: RuleDefinition;
  published?: boolean;
}

/** What users see of a published template. */
export function templateView(row: RuleTemplateRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    definition: row.definition,
  };
}

/** Everything, for the admin screens. */
export function adminTemplateView(row: RuleTemplateRow) {
  return {
    ...templateView(row),
    published: row.published,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const ordered = [asc(ruleTemplates.position), asc(ruleTemplates.id)];

export async function listTemplates(db: Db, { publishedOnly }: { publishedOnly: boolean }): Promise<RuleTemplateRow[]> {
  return db
    .select()
    .from(ruleTemplates)
    .where(publishedOnly ? eq(ruleTemplates.published, true) : undefined)
    .orderBy(...ordered);
}

export async function findTemplate(db: Db, id: number, { publishedOnly = false } = {}): Promise<RuleTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(ruleTemplates)
    .where(and(eq(ruleTemplates.id, id), publishedOnly ? eq(ruleTemplates.published, true) : undefined));
  return row;
}

export async function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: ruleTemplates.id })
    .from(ruleTemplates)
    .where(and(sql`lower(${ruleTemplates.name}) = lower(${name})`, exceptId === undefined ? undefined : sql`${ruleTemplates.id} <> ${exceptId}`));
  return rows.length > 0;
}

/** A new template goes to the end of the list. */
export async function createTemplate(db: Db, input: Required<Omit<TemplateInput, 'published'>> & { published: boolean }, createdBy: number): Promise<RuleTemplateRow> {
  const [last] = await db.select({ max: sql<number | null>`max(${ruleTemplates.position})` }).from(ruleTemplates);
  const [row] = await db
    .insert(ruleTemplates)
    .values({ ...input, createdBy, position: Number(last?.max ?? -1) + 1 })
    .returning();
  return row!;
}

export async function updateTemplate(db: Db, id: number, input: TemplateInput): Promise<RuleTemplateRow | undefined> {
  const [row] = await db
    .update(ruleTemplates)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(ruleTemplates.id, id))
    .returning();
  return row;
}

export async function deleteTemplate(db: Db, id: number): Promise<boolean> {
  return (await db.delete(ruleTemplates).where(eq(ruleTemplates.id, id)).returning({ id: ruleTemplates.id })).length > 0;
}

/** Puts the templates in the order of `ids` (every template exactly once). */
export async function reorderTemplates(db: Db, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.update(ruleTemplates).set({ position }).where(eq(ruleTemplates.id, id));
  }
}
