// The welcome screen's "What you can do", from the remote registry: the host names no area itself.
import type { RemoteRegistry } from '../../remotes/registry';
import { navEntryVisible, type Visitor } from '../../shell/navigation';

export interface WelcomeArea {
  name: string;
  /** The area's label, as the registry gives it. */
  label: string;
  /** The area's sentence of what it does, if it gives one. */
  description?: string;
  /** The first page of the area the visitor may open: its first navigation entry they see. */
  to: string;
  order: number;
}

/** Each area the visitor may open, in the sidebar's order, with where to begin in it. */
export function welcomeAreas(registry: RemoteRegistry, visitor: Visitor): WelcomeArea[] {
  const areas: WelcomeArea[] = [];
  for (const entry of registry.values()) {
    const [first] = entry.nav.filter((item) => navEntryVisible(registry, item, visitor)).sort((a, b) => a.order - b.order);
    if (!first) continue;
    areas.push({ name: entry.name, label: entry.label, to: first.to, order: first.order, ...(entry.description ? { description: entry.description } : {}) });
  }
  return areas.sort((a, b) => a.order - b.order);
}
