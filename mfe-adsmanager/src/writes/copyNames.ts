// SPEC §4: copies are named '<name> - Copy n', n counting the copies of that asset. A buyer may give another
// pattern ('{name} – copy', '{name} 2', 'Copy of {name}'): Meta's rename_options put a prefix and a suffix around
// the source's name, so a pattern is '{name}' once with text before and after it, and '{n}' numbers the copies.

export const DEFAULT_COPY_PATTERN = '{name} - Copy {n}';
const NAME = '{name}';
const NUMBER = '{n}';
/** Meta's longest object name. */
const MAX_PATTERN = 200;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What is wrong with a name pattern, in words, or null when it can be used. */
export function copyPatternProblem(pattern: string): string | null {
  const parts = pattern.split(NAME);
  if (parts.length !== 2) return parts.length < 2 ? 'The name needs {name} where the original name goes, for example “{name} – copy”.' : 'Put {name} in the name once.';
  if (pattern.split(NUMBER).length > 2) return 'Put {n} in the name at most once.';
  if (pattern.length > MAX_PATTERN) return `Keep the name under ${MAX_PATTERN} characters.`;
  if ([...pattern].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return 'The name can’t contain control characters.';
  return null;
}

export interface CopyName {
  /** Meta's rename_options: text before and after the source's name. */
  prefix: string;
  suffix: string;
  /** The full name the copy gets. */
  copyName: string;
}

/**
 * The names of `count` new copies of an asset named `name` by `pattern`: '{n}' goes on after the highest number
 * the same pattern already gave among `existingNames` (the list the user sees), so a second duplication does not
 * repeat 1. Meta puts the prefix and suffix around the source's own name, so a copy of 'Sales - Copy 1' is
 * 'Sales - Copy 1 - Copy 1'.
 */
export function copyNames(name: string, count: number, pattern = DEFAULT_COPY_PATTERN, existingNames: Iterable<string> = []): CopyName[] {
  const [before = '', after = ''] = pattern.split(NAME);
  const numbered = pattern.includes(NUMBER);
  let highest = 0;
  if (numbered) {
    const around = (text: string) => escapeRegExp(text).replace(escapeRegExp(NUMBER), '(\\d+)');
    const template = `${around(before)}${escapeRegExp(name)}${around(after)}`;
    const matcher = new RegExp(`^${template}$`);
    for (const existing of existingNames) {
      const match = matcher.exec(existing);
      if (match) highest = Math.max(highest, Number(match[1]));
    }
  }
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const n = String(highest + i + 1);
    const prefix = before.replace(NUMBER, n);
    const suffix = after.replace(NUMBER, n);
    return { prefix, suffix, copyName: `${prefix}${name}${suffix}` };
  });
}

/** The suffixes of `count` new copies named '<name> - Copy n' (the default pattern). */
export function nextCopySuffixes(name: string, count: number, existingNames: Iterable<string> = []): string[] {
  return copyNames(name, count, DEFAULT_COPY_PATTERN, existingNames).map((copy) => copy.suffix);
}
