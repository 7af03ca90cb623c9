// What differs when Vite's dev server (`npm run dev`, through @hono/vite-dev-server) runs the Worker instead of
// workerd: Vite serves the client sources itself and injects its client and the styles it hot-reloads, nothing
// encodes the body after the Worker, and there is no edge cache. Other modules ask this one instead of the flag.
import type { MiddlewareHandler } from 'hono';
import type { ReactNode } from 'react';

/** Whether this code runs under Vite's dev server: no inlined assets, no page policy, no encoding, no edge cache. */
const devServer = import.meta.env?.MODE === 'development';

const passThrough: MiddlewareHandler = (_c, next) => next();

/**
 * `middleware` where the built Worker runs; under the dev server, a middleware that only passes on. For what Vite's
 * dev server breaks or does not have: the page policy (which would block Vite's client), the Content-Encoding label
 * (no workerd encodes the body, so the browser would refuse the page) and the edge cache.
 *
 * @param middleware - the middleware the built Worker runs
 * @example
 * app.use(builtOnly(compression));
 */
export const builtOnly = (middleware: MiddlewareHandler): MiddlewareHandler => (devServer ? passThrough : middleware);

/**
 * `headers` where the built Worker runs, none under the dev server: for a page's own policy, which would block the
 * scripts and styles Vite injects.
 *
 * @example
 * c.body(html, 200, { 'Content-Type': 'text/html', ...builtOnlyHeaders({ 'Content-Security-Policy': policy }) });
 */
export const builtOnlyHeaders = (headers: Record<string, string>): Record<string, string> => (devServer ? {} : headers);

/**
 * What a page's `<head>` loads: `built` (the fonts' preloads and the inlined stylesheet) where the built Worker runs;
 * under the dev server, Vite's client and the stylesheet it serves and hot-reloads.
 */
export function HeadAssets({ built }: { built: ReactNode }) {
  if (!devServer) return built;
  return (
    <>
      <script type="module" src="/@vite/client" />
      <link rel="stylesheet" href="/client/styles.css" />
    </>
  );
}

/** A page's browser bundle: `built` (the inline loader of its built files), or under the dev server its entry's source. */
export function BundleScript({ entry, built }: { entry: string; built: ReactNode }) {
  return devServer ? <script type="module" src={`/client/entries/${entry}.ts`} /> : built;
}

/** `element` where the built Worker runs; nothing under the dev server, whose stylesheet is in the head already. */
export const builtOnlyElement = (element: ReactNode): ReactNode => (devServer ? null : element);
