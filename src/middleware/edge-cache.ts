// Rendered pages in the edge cache (Cache API), keyed by path, build version and Buenos Aires' calendar day, so a
// release never serves the last one's HTML, and a page written yesterday (yesterday's closure notice, special days and
// opening hours of the contact section) is never served today. The key leaves out the query string, but for the one query a page reads (the home page's
// ?servicio=<service id>, from a service page's "Pedir turno") with a real service's id: made-up queries must not
// bypass the cache.
import { createMiddleware } from 'hono/factory';
import { buildVersion } from '../generated/build-version.ts';
import { services } from '../generated/content.ts';
import { routes } from '../routes/paths.ts';
import { dayIn } from '../lib/calendar-day.ts';
import { siteConfig } from '../site.config.ts';

/** How long the edge keeps a page; the footer's year and the menus come from the same build anyway. */
export const EDGE_TTL_SECONDS = 3600;
const BROWSER_CACHE = 'public, max-age=0, must-revalidate';

const servicesToBook = new Set(services.map((service) => service.id));

const { path: home, query } = routes.home;

/** The cache's key for a page: its path (and the one query it reads), the build version, and the day when given. */
export function cacheKeyFor(url: string, version: string, day?: string): Request {
  const key = new URL(url);
  const service = key.pathname === home ? key.searchParams.get(query.service) : null;
  key.search = '';
  if (service !== null && servicesToBook.has(service)) key.searchParams.set(query.service, service);
  key.searchParams.set('__build', version);
  if (day !== undefined) key.searchParams.set('__day', day);
  return new Request(key.href, { method: 'GET' });
}

const edgeCacheOf = (): Cache | undefined =>
  typeof caches !== 'undefined' && 'default' in caches ? (caches as unknown as { default: Cache }).default : undefined;

export const edgeCache = createMiddleware(async (c, next) => {
  const cache = edgeCacheOf();
  // HEAD is answered like GET (Hono runs the GET route and drops the body): the same copy, the same headers.
  if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !cache) return next();
  const key = cacheKeyFor(c.req.url, buildVersion, dayIn(siteConfig.openingHours.timeZone, new Date()));
  const hit = await cache.match(key);
  if (hit) {
    const response = new Response(hit.body, hit);
    response.headers.set('Cache-Control', BROWSER_CACHE);
    response.headers.set('X-Edge-Cache', 'HIT');
    return response;
  }
  await next();
  if (c.res.status !== 200 || !c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
  const stored = new Response(c.res.clone().body, c.res);
  stored.headers.set('Cache-Control', `public, max-age=${EDGE_TTL_SECONDS}`);
  c.executionCtx.waitUntil(cache.put(key, stored));
  c.res.headers.set('Cache-Control', BROWSER_CACHE);
  c.res.headers.set('X-Edge-Cache', 'MISS');
});
