/* Sasar host service worker: keeps the host's static build assets the page has loaded; everything else goes to the network. */
/* global __SW_VERSION__, __SW_ASSETS__, __SW_START__, self, caches */
const VERSION = __SW_VERSION__;
const ASSETS = __SW_ASSETS__;
/** The scripts a page's first load runs: main.js, the app's start, the shell's layout and the shared table's chunks. */
const START = __SW_START__;
const CACHE = `sasar-host-${VERSION}`;
const ASSET_PATHS = new Set(ASSETS);

// No pre-cache of every chunk: the page that registered the worker has just loaded what it needs, and most chunks
// are screens a visitor may never open. The scripts a first load runs are kept now, from the HTTP cache
// (`force-cache`, so the network only for one the browser does not hold): Chrome compiles a script the worker caches
// while it installs and keeps the compiled code with it, so the next page does not compile them again.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(START.map((path) => new Request(path, { cache: 'force-cache' }))))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('sasar-host-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** This build's asset path of a same-origin URL, or null. */
function assetPath(href) {
  const url = new URL(href, self.location.origin);
  return url.origin === self.location.origin && ASSET_PATHS.has(url.pathname) ? url.pathname : null;
}

// The page lists what it loaded before the worker took control; those files are copied from the HTTP cache
// (`force-cache`: no network unless the browser no longer holds them).
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-loaded' || !Array.isArray(data.urls)) return;
  const paths = [...new Set(data.urls.map(assetPath).filter(Boolean))];
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        paths.map((path) =>
          cache.match(path).then((hit) => hit || cache.add(new Request(path, { cache: 'force-cache' })).catch(() => undefined)),
        ),
      ),
    ),
  );
});

// Cache first for this build's assets; a miss goes to the network and is kept, so only what pages load is cached.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !assetPath(request.url)) return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) void cache.put(request, response.clone());
            return response;
          }),
      ),
    ),
  );
});
