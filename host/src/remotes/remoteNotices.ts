// What a remote puts in the shell's notice area: its `./notices` module (area.json `notices: true`), whose default
// export is a component rendering zero or more compact notices. Loaded once per build of the remote, after the page
// itself (`ready`), so an area's notices never slow down the page the user opened.
import type { ComponentType } from 'react';
import type { FederationRuntime } from './loadArea';
import type { RemoteEntry } from './registry';

export type LoadNotices = (entry: RemoteEntry) => Promise<ComponentType>;

function componentOf(module: unknown): ComponentType | null {
  const value = typeof module === 'object' && module !== null && 'default' in module ? (module as { default: unknown }).default : module;
  return typeof value === 'function' ? (value as ComponentType) : null;
}

export function createNoticesLoader(runtime: FederationRuntime, ready: () => Promise<void> = async () => undefined): LoadNotices {
  const loads = new Map<string, Promise<ComponentType>>();
  return (entry) => {
    const key = `${entry.name} ${entry.manifest}`;
    const known = loads.get(key);
    if (known) return known;
    const load = ready().then(async () => {
      runtime.register(entry.name, entry.manifest, false);
      const component = componentOf(await runtime.load(`${entry.name}/notices`));
      if (!component) throw new Error(`${entry.name}/notices has no component as its default export.`);
      return component;
    });
    loads.set(key, load);
    // A failed load is not kept: the next page that mounts the notice area asks again.
    load.catch(() => loads.delete(key));
    return load;
  };
}
