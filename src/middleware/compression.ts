// Picks the HTML's encoding; workerd compresses the body itself when Content-Encoding is set (Hono's compress() would
// encode it twice). Cloudflare rewrites Accept-Encoding, so the visitor's own is read from request.cf.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

const compressible = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/;

/** The best encoding the client accepts (RFC 9110 §12.5.3): brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name, quality === undefined ? 1 : Number(quality.slice(2)) || 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0 && weightOf('br') >= weightOf('gzip')) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return undefined;
}

/** What the visitor's client sent, not what the edge rewrote it to. */
export function clientAcceptEncoding(c: Context): string | undefined {
  const cf = c.req.raw.cf as { clientAcceptEncoding?: unknown } | undefined;
  return typeof cf?.clientAcceptEncoding === 'string' ? cf.clientAcceptEncoding : c.req.header('Accept-Encoding');
}

export const compression = createMiddleware(async (c, next) => {
  await next();
  const type = c.res.headers.get('Content-Type') ?? '';
  // A response without a body (redirects, 304, 204) has nothing to encode:
  // labelled as encoded, its empty body is not a valid brotli or gzip stream.
  if (c.res.body === null || !compressible.test(type)) return;
  if (c.res.headers.has('Content-Encoding')) return;
  c.res.headers.append('Vary', 'Accept-Encoding');
  // HEAD says it varies, as GET does, but sends no body, so no encoding label either.
  if (c.req.method === 'HEAD') return;
  const encoding = pickEncoding(clientAcceptEncoding(c));
  if (encoding) c.res.headers.set('Content-Encoding', encoding);
});
