// The rule-template form's fields and checks; the definition is edited as JSON in the rules engine's shape.
import { sampleRuleDefinition } from 'shared-graph';
import type { RuleDefinition, RuleTemplate, RuleTemplateInput } from '../api/adminApi';

export const LIMITS = { name: 100, category: 40, description: 1000 } as const;

/** A sound starting point in the rules engine's shape (shared-graph's sample rule). */
export const STARTER_DEFINITION = sampleRuleDefinition();

export interface TemplateFields {
  name: string;
  category: string;
  description: string;
  definition: string;
  published: boolean;
}

export function fieldsOf(template: RuleTemplate | undefined): TemplateFields {
  return {
    name: template?.name ?? '',
    category: template?.category ?? '',
    description: template?.description ?? '',
    definition: JSON.stringify(template?.definition ?? STARTER_DEFINITION, null, 2),
    published: template?.published ?? false,
  };
}

export type TemplateProblems = Partial<Record<keyof TemplateFields, string>>;

/** The problems found before sending, and the request when there are none. */
export function checkTemplate(fields: TemplateFields): { problems: TemplateProblems; input: RuleTemplateInput | null } {
  const problems: TemplateProblems = {};
  if (!fields.name.trim()) problems.name = 'Give the template a name.';
  if (!fields.category.trim()) problems.category = 'Choose or type a category.';
  let definition: RuleDefinition | null = null;
  try {
    const parsed: unknown = JSON.parse(fields.definition);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) definition = parsed as RuleDefinition;
    else problems.definition = 'The rule definition must be a JSON object like the example.';
  } catch {
    problems.definition = 'The rule definition is not valid JSON: check the quotes, commas and brackets.';
  }
  if (Object.keys(problems).length > 0 || !definition) return { problems, input: null };
  return {
    problems,
    input: {
      name: fields.name.trim(),
      category: fields.category.trim(),
      description: fields.description.trim(),
      definition: { ...definition, name: typeof definition.name === 'string' && definition.name.trim() ? definition.name : fields.name.trim() },
      published: fields.published,
    },
  };
}
