// The rule-template form: the template's own fields beside the rule, which is edited with the users' builder fields
// (shared-graph's form model); a template is a rule without an ad account and without chosen objects.
import { blankRuleDefinitionForm, ruleDefinitionForm, ruleDefinitionFromForm, ruleFieldPointer, ruleFieldShowsError, type FieldErrors, type RuleDefinitionForm } from 'shared-graph';
import type { RuleTemplate, RuleTemplateInput } from '../api/adminApi';

export const LIMITS = { name: 100, category: 40, description: 1000 } as const;

export interface TemplateFields {
  name: string;
  category: string;
  description: string;
  published: boolean;
  /** The rule as the builder edits it; its name is the template's. */
  rule: RuleDefinitionForm;
}

/** A new template starts as "New rule" does: blank, nothing chosen for the admin. */
export function fieldsOf(template: RuleTemplate | undefined): TemplateFields {
  return {
    name: template?.name ?? '',
    category: template?.category ?? '',
    description: template?.description ?? '',
    published: template?.published ?? false,
    rule: template ? ruleDefinitionForm(template.definition) : blankRuleDefinitionForm(),
  };
}

export type TemplateProblems = Partial<Record<'name' | 'category', string>>;

/** The problems found before sending, and the request when there are none; the server checks the rule itself. */
export function checkTemplate(fields: TemplateFields): { problems: TemplateProblems; input: RuleTemplateInput | null } {
  const problems: TemplateProblems = {};
  const name = fields.name.trim();
  if (!name) problems.name = 'Give the template a name.';
  if (!fields.category.trim()) problems.category = 'Choose or type a category.';
  if (Object.keys(problems).length > 0) return { problems, input: null };
  return {
    problems,
    input: {
      name,
      category: fields.category.trim(),
      description: fields.description.trim(),
      // Users who adopt the template start with a rule of the template's name.
      definition: ruleDefinitionFromForm({ ...fields.rule, name }),
      published: fields.published,
    },
  };
}

/** Where the server's message belongs: a template field, a field of the rule (pointer inside the definition), or neither. */
export function placeOf(field: string | undefined): { template?: 'name' | 'category' | 'description'; rule?: string } {
  if (field === '/name' || field === '/category' || field === '/description') return { template: field.slice(1) as 'name' | 'category' | 'description' };
  if (field === '/definition/name') return { template: 'name' };
  if (field?.startsWith('/definition/')) return { rule: ruleFieldPointer(field.slice('/definition'.length)) };
  return {};
}

export interface PlacedProblems {
  template: Partial<Record<'name' | 'category' | 'description', string>>;
  /** By the rule's own pointer (`/actions/0/amount`), for the builder's fields. */
  rule: Record<string, string>;
  /** Messages no field shows, for above the form. */
  unplaced: string[];
}

/** Every field problem of a refusal, each placed beside its field (the first message of a field wins). */
export function placeProblems(errors: FieldErrors): PlacedProblems {
  const placed: PlacedProblems = { template: {}, rule: {}, unplaced: [] };
  for (const [field, message] of Object.entries(errors)) {
    const place = placeOf(field);
    if (place.template) placed.template[place.template] ??= message;
    else if (place.rule !== undefined && ruleFieldShowsError(place.rule)) placed.rule[place.rule] ??= message;
    else placed.unplaced.push(message);
  }
  return placed;
}
