// Vite builds the browser's bundles (client/; `npm run build` calls it from
// scripts/build/client-bundles.ts) and, in `npm run dev`, serves the Worker
// with hot reload through @hono/vite-dev-server's Cloudflare adapter.
import devServer, { defaultOptions } from '@hono/vite-dev-server';
import cloudflareAdapter from '@hono/vite-dev-server/cloudflare';
import tailwindcss from '@tailwindcss/vite';
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { pageBundles, stylesheets } from './scripts/build/client-sources.ts';
import { distClient } from './scripts/paths.ts';

const mediaTypes: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.svg': 'image/svg+xml',
};

/** In `npm run dev`, serves what the build wrote that the pages point at: photos, videos and the icon sprite. */
function builtMedia(): Plugin {
  return {
    name: 'built-media',
    apply: 'serve',
    configureServer(server) {
      for (const folder of ['media', 'video', 'assets']) {
        server.middlewares.use(`/${folder}`, (request, response, next) => {
          const base = path.join(distClient, folder);
          const file = path.join(base, path.normalize(decodeURIComponent(request.url ?? '')));
          if (!file.startsWith(`${base}${path.sep}`) || !existsSync(file)) return next();
          response.setHeader('Content-Type', mediaTypes[path.extname(file)] ?? 'application/octet-stream');
          createReadStream(file).pipe(response);
        });
      }
    },
  };
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    builtMedia(),
    devServer({
      entry: 'src/index.tsx',
      adapter: cloudflareAdapter,
      exclude: [/^\/client\/.+/, ...defaultOptions.exclude],
    }),
  ],
  build: {
    outDir: distClient,
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A bundle per file of client/entries/, and the stylesheets.
      input: [...pageBundles().map(({ file }) => file), ...Object.values(stylesheets)],
      output: {
        codeSplitting: {
          groups: [
            {
              // React and the hydration helper: loaded only when an island is needed (client/lazy-islands.ts),
              // one cached file for every island.
              name: 'runtime',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|client[\\/]hydrate\.tsx$/,
            },
          ],
        },
      },
      // lucide-react marks its modules "use client" for React Server Components, which this build does not use.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
