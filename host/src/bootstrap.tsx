import { createRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loggedInAtom, sessionStore } from 'shared-graph';
import { configureRuntime } from 'shared-graph/host';
import { App } from './App';
import { createAreaLoader, type FederationRuntime } from './remotes/loadArea';
import { fetchRegistry, manifestUrl, type RemoteRegistry } from './remotes/registry';
import { registryFetch } from './remotes/registryRequest';
import { rewriteHashPath } from './routing/hashPath';
import { createHostRouter, routerReady } from './routing/createHostRouter';
import { afterPageLoad, registerServiceWorker } from './service-worker/registerServiceWorker';

const federation: FederationRuntime = {
  register: (name, url, force) => registerRemotes([{ name, entry: manifestUrl(url, window.location.href) }], { force }),
  load: (id) => loadRemote(id),
};

let registry: Promise<RemoteRegistry> | null = null;

/** The registry, read once per page load, and again when a failed area is retried. */
function readRegistry(fresh: boolean): Promise<RemoteRegistry> {
  if (!registry || fresh) {
    registry = fetchRegistry(registryFetch).catch((error: unknown) => {
      // Every remote area then shows "Page not found"; the shell's own screens keep working.
      console.error(error);
      return new Map();
    });
  }
  return registry;
}

async function boot() {
  const rewritten = rewriteHashPath(window.location);
  if (rewritten) window.history.replaceState(null, '', rewritten);

  const areas = await readRegistry(false);
  const router = createHostRouter({
    registry: areas,
    loadAreaRoutes: createAreaLoader(federation, readRegistry),
    firstVisit: { path: window.location.pathname, loggedIn: sessionStore.get(loggedInAtom) },
  });
  configureRuntime({ navigate: (to, options) => void router.navigate(to, options) });
  // The page's frame is painted already (index.html, or the prerendered page): React's first render waits for the
  // routes of the first location, so it is the page itself, rendered once, instead of the same frame again.
  await routerReady(router);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(<App router={router} registry={areas} />);
  afterPageLoad(() => registerServiceWorker());
}

void boot();
