// Vite builds the browser bundle (client/) and, in `npm run dev`, serves the
// Worker with hot reload through @hono/vite-dev-server's Cloudflare adapter.
import devServer, { defaultOptions } from '@hono/vite-dev-server';
import cloudflareAdapter from '@hono/vite-dev-server/cloudflare';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    tailwindcss(),
    devServer({
      entry: 'src/index.tsx',
      adapter: cloudflareAdapter,
      exclude: [/^\/client\/.+/, ...defaultOptions.exclude],
    }),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: ['client/main.ts', 'client/styles.css'],
    },
  },
});
