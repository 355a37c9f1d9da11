// SPEC §4: copies are named '<name> - Copy n', n counting the copies of that asset.

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The suffixes of `count` new copies of an asset named `name`: ' - Copy n', n going on after the highest copy
 * number of that name among `existingNames` (the list the user sees), so a second duplication does not repeat 1.
 * Meta appends the suffix to the source's own name, so a copy of 'Sales - Copy 1' is 'Sales - Copy 1 - Copy 1'.
 */
export function nextCopySuffixes(name: string, count: number, existingNames: Iterable<string> = []): string[] {
  const pattern = new RegExp(`^${escapeRegExp(name)} - Copy (\\d+)$`);
  let highest = 0;
  for (const existing of existingNames) {
    const match = pattern.exec(existing);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return Array.from({ length: Math.max(0, count) }, (_, i) => ` - Copy ${highest + i + 1}`);
}
