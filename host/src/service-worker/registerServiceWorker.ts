export const SERVICE_WORKER_URL = '/sw.js';

type Container = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener' | 'register'> & { ready?: Promise<Pick<ServiceWorkerRegistration, 'active'>> };

/**
 * SPEC §4: when a new service worker takes control, reload so the page runs the new build. The first
 * worker taking control of a page that had none is not an update, so that one does not reload.
 */
export function reloadOnControllerChange(container: Pick<Container, 'controller' | 'addEventListener'>, reload: () => void): void {
  let hadController = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!hadController) {
      hadController = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    reload();
  });
}

/** The files this page has fetched so far (scripts, styles): the worker keeps these from the HTTP cache. */
export function loadedResourceUrls(): string[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return [];
  return performance.getEntriesByType('resource').map((entry) => entry.name);
}

const defaultContainer = (): Container | undefined => (typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined);

/**
 * Registers /sw.js at the root scope, then runs `then`. A failure only warns: without a worker (development build,
 * private mode) the app works the same, only without the asset cache.
 */
function registerWorker(container: Pick<Container, 'register'>, then: () => unknown = () => undefined): void {
  container
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .then(then)
    .catch((error: unknown) => console.warn('Service worker not registered:', error));
}

/**
 * Registers the host's service worker (emitted by the production build) and reloads on updates. Once it is
 * active, it is told what this page loaded, so it keeps exactly those files without downloading them again.
 */
export function registerServiceWorker(
  container: Container | undefined = defaultContainer(),
  reload: () => void = () => window.location.reload(),
  loadedUrls: () => string[] = loadedResourceUrls,
): void {
  if (!container) return;
  reloadOnControllerChange(container, reload);
  registerWorker(container, async () => (await container.ready)?.active?.postMessage({ type: 'cache-loaded', urls: loadedUrls() }));
}

/**
 * Installs the app's worker from a page that is not the app (the standalone login page): it keeps the app's first-load
 * scripts while it installs, so the app starts from them. Nothing else: a new worker taking control does not reload
 * the page (the visitor may be typing), and the page's own files are not the app's.
 */
export function installServiceWorker(container: Pick<Container, 'register'> | undefined = defaultContainer()): void {
  if (container) registerWorker(container);
}

/**
 * `register` once the page has loaded (at once when it has): a worker installing keeps the first-load files, and
 * that reading and compiling should not compete with the page's own start.
 */
export function afterPageLoad(register: () => void, doc: Pick<Document, 'readyState'> = document, win: Pick<Window, 'addEventListener'> = window): void {
  if (doc.readyState === 'complete') register();
  else win.addEventListener('load', () => register(), { once: true });
}
