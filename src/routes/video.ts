// Videos with byte ranges (206), which players need to start and seek, the same in wrangler dev as in production.
// The files are small, so slicing in memory is fine.
import { Hono } from 'hono';
import { ifRangeHolds, parseByteRange } from '../lib/byte-range.ts';

/** Workers Static Assets (wrangler types). */
export type AssetBindings = Pick<Env, 'ASSETS'>;

export const videoRoutes = new Hono<{ Bindings: AssetBindings }>().get('/*', async (c) => {
  const conditional = c.req.header('If-None-Match');
  const asset = await c.env.ASSETS.fetch(
    new Request(c.req.url, {
      headers: { 'Accept-Encoding': 'identity', ...(conditional ? { 'If-None-Match': conditional } : {}) },
    }),
  );
  // The player already has this file (matching ETag): static assets answer 304.
  if (asset.status === 304) return new Response(null, { status: 304, headers: asset.headers });
  if (asset.status !== 200) return c.notFound();
  const headers = new Headers(asset.headers);
  headers.set('Accept-Ranges', 'bytes');
  headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  const rangeHeader = c.req.header('Range');
  // A range of a copy that has since changed (If-Range names another version): the whole file instead.
  const rangeHolds = ifRangeHolds(c.req.header('If-Range'), headers.get('ETag'), headers.get('Last-Modified'));
  if (rangeHeader === undefined || !rangeHolds) return new Response(asset.body, { status: 200, headers });

  const body = await asset.arrayBuffer();
  const range = parseByteRange(rangeHeader, body.byteLength);
  if (range === undefined) return new Response(body, { status: 200, headers });
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${body.byteLength}`);
    headers.delete('Content-Length');
    return new Response(null, { status: 416, headers });
  }
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${body.byteLength}`);
  headers.set('Content-Length', String(range.end - range.start + 1));
  return new Response(body.slice(range.start, range.end + 1), { status: 206, headers });
});
