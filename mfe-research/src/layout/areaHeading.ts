import type { PageHeading } from 'shared-graph/registry';
import area from '../../area.json';

/**
 * The heading area.json gives one of the area's paths: the server paints it in the first HTML and the host shows
 * it while this remote loads, so the screen shows the same words.
 */
export function areaHeading(path: string): PageHeading {
  const owned: { path: string; heading?: PageHeading } | undefined = area.paths.find((entry) => entry.path === path);
  if (!owned?.heading) throw new Error(`area.json gives ${path} no heading`);
  return owned.heading;
}
