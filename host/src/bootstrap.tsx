import { createRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { productApi } from 'shared-graph';
import { configureRuntime, loggedInAtom, sessionStore } from 'shared-graph/host';
import { App } from './App';
import { federationRuntime } from './remotes/federationRuntime';
import { createAreaLoader, RETRY_DELAYS_MS } from './remotes/loadArea';
import { fetchRegistry, type RemoteRegistry } from './remotes/registry';
import { createRegistryWatch, readRegistryIfChanged } from './remotes/registryWatch';
import { createNoticesLoader } from './remotes/remoteNotices';
import { configureReleaseReports, createReleaseReports } from './remotes/releaseReports';
import { registryFetch } from './remotes/registryRequest';
import { rewriteHashPath } from './routing/hashPath';
import { createHostRouter, routerReady } from './routing/createHostRouter';
import { afterPageLoad, registerServiceWorker } from './service-worker/registerServiceWorker';

const federation = federationRuntime({ registerRemotes, loadRemote }, () => window.location.href);
/** The areas' notices load once the page the user opened has loaded. */
const loadNotices = createNoticesLoader(federation, () => new Promise((resolve) => afterPageLoad(() => resolve())));

/** The registry the page loaded with. */
function readRegistryAtBoot(): Promise<RemoteRegistry> {
  return fetchRegistry(registryFetch).catch((error: unknown) => {
    // Every remote area then shows "Page not found"; the shell's own screens keep working.
    console.error(error);
    return new Map();
  });
}

/** Loads and render failures of registered releases go to the server (a failing canary is stopped). */
const reports = createReleaseReports((report) => productApi.post('/api/releases/reports', { body: report }));
configureReleaseReports(reports);

async function boot() {
  const rewritten = rewriteHashPath(window.location);
  if (rewritten) window.history.replaceState(null, '', rewritten);

  const areas = await readRegistryAtBoot();
  // The registry as it changes while the page is open: a new release reaches the page within REGISTRY_POLL_MS, and
  // its area swaps on the next navigation into it.
  const watch = createRegistryWatch(areas, readRegistryIfChanged());
  const router = createHostRouter({
    registry: areas,
    loadAreaRoutes: createAreaLoader(federation, (fresh) => (fresh ? watch.refresh() : Promise.resolve(watch.current())), RETRY_DELAYS_MS, reports.load),
    firstVisit: { path: window.location.pathname, loggedIn: sessionStore.get(loggedInAtom) },
    watch,
  });
  watch.start();
  configureRuntime({ navigate: (to, options) => void router.navigate(to, options) });
  // The page's frame is painted already (index.html, or the prerendered page): React's first render waits for the
  // routes of the first location, so it is the page itself, rendered once, instead of the same frame again.
  await routerReady(router);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(<App router={router} registry={areas} watch={watch} loadNotices={loadNotices} />);
  afterPageLoad(() => registerServiceWorker());
}

void boot();
