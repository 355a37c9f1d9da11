/**
 * Turns the validator's first error into a sentence a user understands ("The collection name can be at most
 * 100 characters."), using the field's `title` from its schema (see fields.ts). The validator's own text never
 * reaches the client.
 */

/** An ajv error with `verbose: true` (it carries the failing schema and its parent). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  parentSchema?: SchemaNode;
  message?: string;
}

interface SchemaNode {
  title?: string;
  'x-invalid'?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  type?: string | string[];
}

const PART: Record<string, string> = {
  body: 'request body',
  querystring: 'query',
  params: 'address',
  headers: 'request headers',
};

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object with fields',
  null: 'empty (null)',
};

function humanise(name: string): string {
  return name.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function lastSegment(instancePath: string): string | undefined {
  const parts = instancePath.split('/').slice(1).filter((part) => !/^\d+$/.test(part));
  const last = parts.at(-1);
  return last === undefined ? undefined : last.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** "the collection name", or "the request body" for the root, or the field name made readable. */
function subjectOf(issue: ValidationIssue, context: string): string {
  const schema = issue.parentSchema;
  if (schema?.title) return `the ${schema.title}`;
  const name = lastSegment(issue.instancePath);
  if (name) return `the field “${humanise(name)}”`;
  return `the ${PART[context] ?? 'request'}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

function typeWords(type: unknown): string {
  const list = String(type).split(',').filter((t) => t !== 'null');
  return list.map((t) => TYPE_WORDS[t] ?? t).join(' or ');
}

export function describeValidationIssue(issue: ValidationIssue, context: string): string {
  const p = issue.params;
  if (issue.keyword === 'required' || issue.keyword === 'additionalProperties') {
    const name = String(p.missingProperty ?? p.additionalProperty);
    const child = issue.parentSchema?.properties?.[name]?.title;
    const label = child ? `the ${child}` : `the field “${humanise(name)}”`;
    return issue.keyword === 'required' ? `${capitalise(label)} is required.` : `${capitalise(label)} is not expected here.`;
  }
  const subject = capitalise(subjectOf(issue, context));
  const limit = Number(p.limit);
  switch (issue.keyword) {
    case 'type':
      return `${subject} must be ${typeWords(p.type)}.`;
    case 'maxLength':
      return `${subject} can be at most ${plural(limit, 'character')}.`;
    case 'minLength':
      return limit === 1 ? `${subject} must not be empty.` : `${subject} must be at least ${plural(limit, 'character')}.`;
    case 'maxItems':
      return `${subject} can have at most ${plural(limit, 'entry', 'entries')}.`;
    case 'minItems':
      return limit === 1 ? `${subject} must not be empty.` : `${subject} needs at least ${plural(limit, 'entry', 'entries')}.`;
    case 'maximum':
      return `${subject} can be at most ${limit.toLocaleString('en-US')}.`;
    case 'minimum':
      return `${subject} must be at least ${limit.toLocaleString('en-US')}.`;
    case 'enum':
      return `${subject} must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'const':
      return `${subject} must be ${String(p.allowedValue)}.`;
    case 'pattern':
    case 'format':
      return issue.parentSchema?.['x-invalid'] ?? `${subject} is not in the expected form.`;
    case 'minProperties':
      return `${subject} must contain at least one field.`;
    case 'maxProperties':
      return `${subject} has too many fields.`;
    default:
      return `${subject} is not valid.`;
  }
}
