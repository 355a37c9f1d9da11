// Parts of the ads manager that only an action opens (the bulk dialogs, the budget editor, the rename field, the
// formatting editor …): each is a chunk of its own, downloaded the first time it is opened, so the list's first load
// carries none of their code.
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { notify } from 'shared-graph';

/** Parts whose download failed, each with how to make it download afresh (done once React has given up on it). */
const failedParts = new Set<() => void>();

/**
 * A component whose code is downloaded when it first renders; once downloaded, it renders at once wherever it opens
 * again. A download that failed is tried again the next time the part opens: React keeps a failed lazy component
 * failed, so an OnDemand that caught the failure puts a new one in its place — not while React still renders the
 * failed one, which would only download it again and again.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const make = () =>
    lazy(async () => {
      try {
        loaded = await load();
        return { default: loaded };
      } catch (error) {
        failedParts.add(renew);
        throw error;
      }
    });
  let Part = make();
  const renew = () => {
    Part = make();
  };
  return function OnDemandPart(props: P) {
    const Shown = loaded ?? Part;
    return <Shown {...props} />;
  };
}

/** webpack's error for a chunk it could not download (a lost connection, a build replaced under the page). */
const isLoadFailure = (error: unknown) => error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/.test(error.message));

interface OnDemandProps {
  /** The part could not be downloaded: the user was told; close what opened it. */
  onFailed: () => void;
  /** What shows while the part downloads (nothing by default: it takes a moment). */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Where an on-demand part renders: what shows while it downloads, and a download that failed says so in a notice and
 * closes the part (the list stays as it was; opened again, it is downloaded again). Any other error goes on to the
 * area's own boundary.
 */
export function OnDemand({ onFailed, fallback = null, children }: OnDemandProps) {
  return (
    <LoadBoundary onFailed={onFailed}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadBoundary>
  );
}

class LoadBoundary extends Component<{ onFailed: () => void; children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (!isLoadFailure(error)) return;
    for (const renew of failedParts) renew();
    failedParts.clear();
    notify.error('This part of the ads manager could not be downloaded. Check your connection and try again.', { timeoutMs: 10_000 });
    this.props.onFailed();
  }

  override render() {
    const { error } = this.state;
    if (error && !isLoadFailure(error)) throw error;
    return error ? null : this.props.children;
  }
}
