/**
 * JSONPath references between batch operations: `{result=name:$.data.*.id}` is replaced by the values the path
 * selects in that operation's result, comma-separated (GRAPH-API §8.1). Supports `$`, `.key`, `.*` and `[n]`.
 */
const REFERENCE = /\{result=([^:}]+):(\$[^}]*)\}/g;

function select(value: unknown, path: string): unknown[] {
  let current: unknown[] = [value];
  const steps = path.slice(1).match(/\.\*|\.[^.[\]]+|\[\d+\]|\[\*\]/g) ?? [];
  for (const step of steps) {
    const next: unknown[] = [];
    for (const item of current) {
      if (step === '.*' || step === '[*]') {
        if (Array.isArray(item)) next.push(...item);
        else if (item && typeof item === 'object') next.push(...Object.values(item));
      } else if (step.startsWith('[')) {
        if (Array.isArray(item)) next.push(item[Number(step.slice(1, -1))]);
      } else if (item && typeof item === 'object') {
        next.push((item as Record<string, unknown>)[step.slice(1)]);
      }
    }
    current = next.filter((v) => v !== undefined && v !== null);
  }
  return current;
}

export class BatchReferenceError extends Error {}

/** Replaces every reference in `text`; throws BatchReferenceError when a name is unknown or the path selects nothing. */
export function resolveReferences(text: string, results: ReadonlyMap<string, unknown>): string {
  return text.replace(REFERENCE, (_match, name: string, path: string) => {
    if (!results.has(name)) throw new BatchReferenceError(`The batch operation named "${name}" has no successful result to refer to`);
    const values = select(results.get(name), path);
    if (values.length === 0) throw new BatchReferenceError(`The path ${path} selects nothing in the result of "${name}"`);
    return values.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(',');
  });
}

/** The operation names a text refers to with `{result=name:…}`. */
export function referencedNames(text: string): string[] {
  return [...text.matchAll(REFERENCE)].map((match) => match[1] as string);
}
