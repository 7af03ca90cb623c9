// HTML compression for the Workers runtime. workerd compresses a response body
// itself when the Worker sets Content-Encoding (gzip or br), so this only picks
// the encoding. Hono's compress() encodes the stream in JavaScript, which
// workerd would then encode a second time.
import { createMiddleware } from 'hono/factory';

const compressible = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/;

export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

export const compression = createMiddleware(async (c, next) => {
  await next();
  const type = c.res.headers.get('Content-Type') ?? '';
  if (!compressible.test(type) || c.res.headers.has('Content-Encoding') || c.req.method === 'HEAD') return;
  c.res.headers.append('Vary', 'Accept-Encoding');
  const encoding = pickEncoding(c.req.header('Accept-Encoding'));
  if (encoding) c.res.headers.set('Content-Encoding', encoding);
});
