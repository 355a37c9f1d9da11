// What the host tells the server about the releases it loads: each load of a registered release, a load that failed
// after its retries, and an area that threw while rendering. A report names the release, its area and the kind —
// never the error's text, the URL or anything about the user.
import type { RemoteEntry, ServedRelease } from './registry';

export type ReportKind = 'loaded' | 'load_failed' | 'render_failed';

export interface ReleaseReport {
  release_id: number;
  area: string;
  kind: ReportKind;
}

export type SendReport = (report: ReleaseReport) => Promise<unknown>;

export interface ReleaseReports {
  /** The loader's outcome of one load of an entry (createAreaLoader's `outcome`). */
  load(entry: RemoteEntry, outcome: 'loaded' | 'load_failed'): void;
  /** An area's error boundary caught `error`: reported once per error, for the release that area last loaded. */
  renderFailed(remote: string, error: unknown): void;
  /** The release the area last loaded, if it was a registered one. */
  loadedRelease(remote: string): ServedRelease | undefined;
}

export function createReleaseReports(send: SendReport): ReleaseReports {
  const loaded = new Map<string, ServedRelease>();
  const reported = new WeakSet<object>();
  // A report that cannot be sent (offline, rate-limited) is dropped: it never costs the page anything.
  const post = (report: ReleaseReport) => void send(report).catch(() => undefined);

  return {
    load(entry, outcome) {
      if (!entry.release) return;
      if (outcome === 'loaded') loaded.set(entry.name, entry.release);
      post({ release_id: entry.release.id, area: entry.name, kind: outcome });
    },
    renderFailed(remote, error) {
      const release = loaded.get(remote);
      if (!release) return;
      if (typeof error === 'object' && error !== null) {
        if (reported.has(error)) return;
        reported.add(error);
      }
      post({ release_id: release.id, area: remote, kind: 'render_failed' });
    },
    loadedRelease: (remote) => loaded.get(remote),
  };
}

/** Until the app configures them (bootstrap), reports go nowhere: tests and the dev shell send none. */
let current: ReleaseReports = createReleaseReports(async () => undefined);

export function configureReleaseReports(reports: ReleaseReports): void {
  current = reports;
}

export const releaseReports = (): ReleaseReports => current;
