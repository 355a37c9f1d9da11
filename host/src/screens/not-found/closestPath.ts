// Which real address a mistyped one most likely meant: /dashbord → /dashboard, /rule/5 → /rules/5.

/** Edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i]!;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

/** How many edits still count as a slip of the keyboard: one per four letters, at least one. */
const tolerance = (text: string) => Math.max(1, Math.floor(text.length / 4));

/** A typed start of at least this many letters completes to the one path it begins (/dash → /dashboard). */
const MIN_PREFIX = 3;

type Segments = readonly string[];

const segments = (path: string): string[] => path.split('/').filter(Boolean);
const lower = (parts: Segments) => parts.join('/').toLowerCase();

/** How far `typed` is from `known`, and what to offer for it; null when too far. */
function compare(typed: Segments, known: Segments): { cost: number; suggestion: Segments } | null {
  const whole = lower(typed);
  const target = lower(known);
  if (known.length > typed.length) {
    // Deeper than the address: as its completion (/setting/cs → /setting/cs/users), or a page's own name
    // without its parent (/login → /user/login, /team → /setting/team).
    const completes = whole.length >= MIN_PREFIX && target.startsWith(whole);
    const named = typed.length === 1 && known.at(-1)!.toLowerCase() === whole;
    return completes || named ? { cost: 1, suggestion: known } : null;
  }
  const head = lower(typed.slice(0, known.length));
  // Lengths further apart than the tolerance cannot be within it; no need to count the edits.
  const distance = Math.abs(head.length - target.length) <= tolerance(target) ? editDistance(head, target) : Infinity;
  const cost = distance <= tolerance(target) ? distance : head.length >= MIN_PREFIX && target.startsWith(head) ? 1 : null;
  return cost === null ? null : { cost, suggestion: [...known, ...typed.slice(known.length)] };
}

/** One step: the closest known path below the part of the address that already names one. */
function nearest(typed: Segments, known: readonly Segments[]): Segments | null {
  const named = (path: Segments) => path.length <= typed.length && lower(path) === lower(typed.slice(0, path.length));
  // /setting/acount: '/setting' is right, so only deeper paths may correct it (and /setup may not).
  const settled = Math.max(0, ...known.filter(named).map((path) => path.length));
  let best: { cost: number; paths: Map<string, Segments> } | null = null;
  for (const path of known) {
    const match = path.length > settled ? compare(typed, path) : null;
    if (!match) continue;
    if (!best || match.cost < best.cost) best = { cost: match.cost, paths: new Map() };
    if (match.cost === best.cost) best.paths.set(lower(match.suggestion), match.suggestion);
  }
  return best?.paths.size === 1 ? [...best.paths.values()][0]! : null;
}

/**
 * The known path the address most likely meant, keeping the rest of the address (/dashbord/funnel →
 * /dashboard/funnel); null when no known path is close, or when two are equally close (no guessing).
 * Paths compare without case and without trailing slashes.
 */
export function closestPath(pathname: string, known: readonly string[]): string | null {
  const paths = known.map(segments).filter((path) => path.length > 0);
  const isKnown = (path: Segments) => paths.some((p) => lower(p) === lower(path));
  let meant = nearest(segments(pathname), paths);
  // A fix of the first part can leave a slip further on: /settings/acount → /setting/acount → /setting/account.
  // Each step settles more of the address, so this ends.
  while (meant && !isKnown(meant)) {
    const next = nearest(meant, paths);
    if (!next) break;
    meant = next;
  }
  return meant ? `/${meant.join('/')}` : null;
}
