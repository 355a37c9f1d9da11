import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLoggedIn } from 'shared-graph';
import { reportError } from 'shared-graph/host';
import { useNoticesLoader, useServedRegistry } from '../../remotes/RegistryContext';
import type { RemoteEntry } from '../../remotes/registry';
import type { LoadNotices } from '../../remotes/remoteNotices';

/** An area's notices that throw while rendering cost only themselves: nothing shows, the error is reported. */
class NoticesBoundary extends Component<{ area: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(error, { area: this.props.area, part: 'notices' });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function AreaNotices({ entry, load }: { entry: RemoteEntry; load: LoadNotices }) {
  const [loaded, setLoaded] = useState<{ manifest: string; Notices: ComponentType } | null>(null);
  useEffect(() => {
    let current = true;
    load(entry).then(
      (Notices) => {
        if (current) setLoaded({ manifest: entry.manifest, Notices });
      },
      // A remote that is down or broken shows no notices; its area says why when visited.
      (error: unknown) => reportError(error, { area: entry.name, part: 'notices' }),
    );
    return () => {
      current = false;
    };
  }, [entry, load]);
  if (!loaded) return null;
  const { Notices } = loaded;
  return (
    <NoticesBoundary key={loaded.manifest} area={entry.name}>
      <Notices />
    </NoticesBoundary>
  );
}

/**
 * The notices of the areas whose registry entry says they have some (area.json `notices: true`, the remote's
 * `./notices`), in the registry's order, while someone is signed in. Each renders its own compact notices straight
 * into the shell's notice area; the shell knows nothing of what they say.
 */
export function RemoteNotices() {
  const loggedIn = useLoggedIn();
  const { registry } = useServedRegistry();
  const load = useNoticesLoader();
  if (!loggedIn || !load) return null;
  return (
    <>
      {[...registry.values()]
        .filter((entry) => entry.notices)
        .map((entry) => (
          <AreaNotices key={entry.name} entry={entry} load={load} />
        ))}
    </>
  );
}
