/* global self, caches */
/*
 * Tribuna's offline worker (issue 4, My ID: "readable offline once loaded"; issue 24, the door
 * scanner: "a phone that reloads without network still opens the scanner"). Both pages register
 * it with scope '/'. It keeps the app shell and the files a loaded page used, so reloading My ID
 * without a network still shows the card (the card itself comes from the page's saved copy):
 *  - navigations: network first, else the cached index.html (every app route is the same page);
 *  - /assets/*: cache first (hashed names never change content);
 *  - a few GET /api reads the shell needs (app config, profile, logos, photos): network first, else the
 *    last answer, kept per user (the bearer token's subject) so one account never reads another's;
 *  - everything else goes to the network untouched.
 * The API serves this file with Cache-Control: no-cache, so a new version is picked up at once.
 */
const SHELL_CACHE = 'tribuna-shell-v1';
const API_CACHE = 'tribuna-api-v1';
const INDEX = '/index.html';
// Plain JS served as is, outside the app bundle, so it cannot import the contract's route
// tables: these patterns must match the paths declared there (packages/contract/src/*.routes.ts,
// `:name` → [^/]+). A route renamed in the contract must be renamed here too.
const CACHED_API = [
  /^\/api\/app-config$/,
  /^\/api\/profile$/,
  /^\/api\/clubs\/[^/]+\/logo$/,
  /^\/api\/clubs\/[^/]+\/people\/[^/]+\/photo$/,
  // The door scanner's list names (access-control.routes.ts scannerLists).
  /^\/api\/clubs\/[^/]+\/access-control\/scanner-lists$/,
];
const LOGOUT = '/api/logout';

const isAsset = (url) => url.pathname.startsWith('/assets/');
const isCachedApi = (url) => CACHED_API.some((pattern) => pattern.test(url.pathname));

/** The user a bearer token names (its `sub` claim), read without verifying: only a cache key. */
function userOf(authorization) {
  const payload = (authorization || '').replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return 'anonymous';
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims.sub === 'string' ? claims.sub : 'anonymous';
  } catch {
    return 'anonymous';
  }
}

/** Cache key of an API read: its URL plus the user it was read for. */
function apiKey(url, authorization) {
  const key = new URL(url);
  key.searchParams.set('__user', userOf(authorization));
  return key.toString();
}

/** Personal answers the server marks no-store are never kept. */
const mayKeep = (response) => response.ok && !/no-store/i.test(response.headers.get('cache-control') || '');

async function cacheIndex() {
  const response = await fetch('/', { cache: 'no-cache', credentials: 'same-origin' });
  if (response.ok) await (await caches.open(SHELL_CACHE)).put(INDEX, response);
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheIndex().catch(() => undefined));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== SHELL_CACHE && name !== API_CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

async function fromNetworkOrIndex(request) {
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) {
      const copy = response.clone();
      caches.open(SHELL_CACHE).then((cache) => cache.put(INDEX, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(INDEX, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function fromCacheOrNetwork(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

async function apiFromNetworkOrCache(request) {
  const key = apiKey(request.url, request.headers.get('authorization'));
  const cache = await caches.open(API_CACHE);
  try {
    const response = await fetch(request);
    if (mayKeep(response)) cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'POST' && url.pathname === LOGOUT) {
    // Leaving: forget the personal reads kept for offline use.
    event.waitUntil(caches.delete(API_CACHE));
    return;
  }
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate' && !url.pathname.startsWith('/api/')) event.respondWith(fromNetworkOrIndex(request));
  else if (isAsset(url)) event.respondWith(fromCacheOrNetwork(request));
  else if (isCachedApi(url)) event.respondWith(apiFromNetworkOrCache(request));
});

// The build the kept assets belong to (the page's entry script), stored as a tiny response.
const BUILD_KEY = '/__tribuna-build';

/**
 * The page that registered the worker sends what it loaded before the worker was in control.
 * When the build changed, assets the page no longer uses are dropped, so the cache holds one
 * build, not every build; within one build another page's assets (My ID's, the scanner's) stay.
 */
async function warm({ urls, authorization, build }) {
  const shell = await caches.open(SHELL_CACHE);
  const api = await caches.open(API_CACHE);
  const assets = urls.filter((path) => isAsset(new URL(path, self.location.origin)));
  const wanted = new Set(assets.map((path) => new URL(path, self.location.origin).toString()));
  await Promise.all(
    [
      cacheIndex(),
      ...assets.map(async (path) => {
        if (!(await shell.match(path))) await shell.add(path);
      }),
      ...urls
        .map((path) => new URL(path, self.location.origin))
        .filter(isCachedApi)
        .map(async (url) => {
          const headers = authorization ? { authorization, accept: 'application/json' } : { accept: 'application/json' };
          const response = await fetch(url, { headers, credentials: 'same-origin' });
          if (mayKeep(response)) await api.put(apiKey(url.toString(), authorization), response);
        }),
    ].map((task) => task.catch(() => undefined)),
  );
  const kept = await shell.match(BUILD_KEY);
  const keptBuild = kept ? await kept.text() : null;
  if (build) await shell.put(BUILD_KEY, new Response(build));
  if (build && keptBuild === build) return;
  for (const request of await shell.keys()) {
    const url = new URL(request.url);
    if (isAsset(url) && !wanted.has(url.toString())) await shell.delete(request);
  }
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (event.origin && event.origin !== self.location.origin) return;
  if (data && data.type === 'warm' && Array.isArray(data.urls)) {
    const build = typeof data.build === 'string' ? data.build : null;
    event.waitUntil(warm({ urls: data.urls.filter((u) => typeof u === 'string'), authorization: data.authorization || null, build }));
  }
});
