import { hashString } from '../../lib/random';
import type { TargetingItem } from './targeting-item';

const parentKey = (path: readonly string[]): string => path.slice(0, -1).join('\u0001');
const startsWith = (path: readonly string[], prefix: readonly string[]): boolean => prefix.every((part, i) => path[i] === part);

/** How related `candidate` is to `input`: siblings and children most, then parent, then the same topic or branch. */
function relatedness(input: TargetingItem, candidate: TargetingItem): number {
  if (candidate.type !== input.type && !(candidate.topic && candidate.topic === input.topic)) return 0;
  if (candidate.path.length > input.path.length && startsWith(candidate.path, input.path)) return 4;
  if (parentKey(candidate.path) === parentKey(input.path)) return 3;
  if (startsWith(input.path, candidate.path)) return 2;
  if (candidate.topic && candidate.topic === input.topic) return 1;
  if (candidate.type === input.type && candidate.path[1] !== undefined && candidate.path[1] === input.path[1]) return 1;
  return 0;
}

/**
 * Items related to the inputs (targetingsuggestions, adinterestsuggestion): the same branch or topic of the
 * taxonomy, most related first, ties in a stable order that depends on the inputs; the inputs themselves excluded.
 */
export function relatedItems(all: readonly TargetingItem[], inputs: readonly TargetingItem[], limit: number): TargetingItem[] {
  if (inputs.length === 0 || limit <= 0) return [];
  const inputIds = new Set(inputs.map((item) => `${item.type}:${item.id}`));
  const salt = hashString([...inputIds].sort().join(','));
  const scored: Array<{ item: TargetingItem; score: number; tie: number }> = [];
  for (const item of all) {
    if (inputIds.has(`${item.type}:${item.id}`)) continue;
    let score = 0;
    for (const input of inputs) score += relatedness(input, item);
    if (score > 0) scored.push({ item, score, tie: hashString(item.id, salt) });
  }
  scored.sort((a, b) => b.score - a.score || a.tie - b.tie);
  return scored.slice(0, limit).map((entry) => entry.item);
}
