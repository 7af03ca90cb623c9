// Two test projects: pure code under Node, and the Worker inside workerd.
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.toml' } })],
        test: { name: 'worker', include: ['tests/worker/**/*.test.ts'], testTimeout: 20_000 },
      },
    ],
  },
});
