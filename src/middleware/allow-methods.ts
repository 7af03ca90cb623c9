// Which HTTP methods a group of URLs answers. Any other method gets 405 with
// the Allow header (RFC 9110 §15.5.6), and OPTIONS gets 204 with it.
import { createMiddleware } from 'hono/factory';

export function allowMethods(...methods: string[]) {
  const allow = methods.join(', ');
  return createMiddleware(async (c, next) => {
    if (methods.includes(c.req.method)) return next();
    if (c.req.method === 'OPTIONS') return c.body(null, 204, { Allow: allow });
    return c.text('Method Not Allowed', 405, { Allow: allow });
  });
}
