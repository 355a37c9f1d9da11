// Picks named headers out of what a transport has: a fetch Response's Headers, or a batch item's `[{ name, value }]`
// list (Meta's batch answers; names in any case, malformed entries skipped).

export function pickHeaders<Name extends string>(headers: Headers, names: readonly Name[]): Partial<Record<Name, string>> {
  const picked: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = headers.get(name);
    if (value !== null) picked[name] = value;
  }
  return picked;
}

export function pickHeadersOfList<Name extends string>(list: unknown, names: readonly Name[]): Partial<Record<Name, string>> {
  const picked: Partial<Record<Name, string>> = {};
  if (!Array.isArray(list)) return picked;
  for (const entry of list as unknown[]) {
    const { name, value } = (entry ?? {}) as { name?: unknown; value?: unknown };
    if (typeof name !== 'string' || typeof value !== 'string') continue;
    const key = name.toLowerCase();
    if ((names as readonly string[]).includes(key)) picked[key as Name] = value;
  }
  return picked;
}
