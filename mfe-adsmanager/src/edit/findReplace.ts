// Find and replace in the names of a selection: each row's name before → after, or why it stays.
import type { Asset } from 'shared-graph';

export interface RenameRow {
  asset: Asset;
  before: string;
  after: string;
  /** Why the name stays as it is; null = it changes. */
  skipped: string | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every occurrence of `find` replaced (case-insensitive unless `matchCase`); names Meta would refuse are left. */
export function planRenames(assets: readonly Asset[], find: string, replace: string, matchCase: boolean): RenameRow[] {
  const pattern = find ? new RegExp(escape(find), matchCase ? 'g' : 'gi') : null;
  return assets.map((asset) => {
    const before = asset.name;
    if (!pattern) return { asset, before, after: before, skipped: 'Type the text to find.' };
    const after = before.replace(pattern, () => replace);
    if (after === before) return { asset, before, after, skipped: `No “${find}” in this name.` };
    if (!after.trim()) return { asset, before, after, skipped: 'The name would be empty.' };
    if (after.length > 400) return { asset, before, after, skipped: 'The name would be longer than 400 characters.' };
    return { asset, before, after, skipped: null };
  });
}
