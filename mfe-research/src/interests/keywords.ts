// The search box's keywords (SPEC §5).
/** Comma-separated keywords → trimmed list without empties and case-insensitive duplicates (first spelling kept). SPEC §5. */
export function parseKeywords(query: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of (query ?? '').split(',')) {
    const keyword = part.trim().replace(/\s+/g, ' ');
    const key = keyword.toLowerCase();
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords;
}

/** SPEC §5 title match: the name equals the keyword, case-insensitively. */
export function titleMatches(name: string, keyword: string): boolean {
  return name.trim().toLowerCase() === keyword.trim().toLowerCase();
}
