/** Lower case, no diacritics, words separated by single spaces. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * How well a normalized name matches a normalized query: 0 exact, 1 prefix, 2 a later word starts with it,
 * 3 every query word starts some word, 4 substring; null = no match.
 */
export function matchRank(name: string, query: string): number | null {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(` ${query}`)) return 2;
  const queryWords = query.split(' ');
  if (queryWords.length > 1) {
    const words = name.split(' ');
    if (queryWords.every((q) => words.some((w) => w.startsWith(q)))) return 3;
  }
  if (name.includes(query)) return 4;
  return null;
}

/** The best rank of any of the names. */
export function bestMatchRank(names: readonly string[], query: string): number | null {
  let best: number | null = null;
  for (const name of names) {
    const rank = matchRank(name, query);
    if (rank !== null && (best === null || rank < best)) best = rank;
  }
  return best;
}
