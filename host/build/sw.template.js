/* Sasar host service worker: caches the host's static build assets; everything else goes to the network. */
/* global __SW_VERSION__, __SW_ASSETS__, self, caches */
const VERSION = __SW_VERSION__;
const ASSETS = __SW_ASSETS__;
const CACHE = `sasar-host-${VERSION}`;
const ASSET_PATHS = new Set(ASSETS);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(ASSETS.map((path) => new Request(path, { cache: 'reload' }))))
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

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !ASSET_PATHS.has(url.pathname)) return;
  event.respondWith(caches.match(request, { cacheName: CACHE }).then((cached) => cached || fetch(request)));
});
