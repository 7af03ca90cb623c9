// The Worker's `react-dom/server` (wrangler.toml's alias): React's own string renderer, found where the alias says.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import type * as ReactDomServer from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

describe("the Worker's React renderer", () => {
  it('wrangler.toml aliases react-dom/server to it', async () => {
    const config = await readFile(new URL('../wrangler.toml', import.meta.url), 'utf8');
    expect(config).toMatch(/^\[alias\]\n"react-dom\/server" = "\.\/src\/react-dom-server\.cjs"$/m);
  });

  it("is the installed React's renderToString, and renders", () => {
    const renderer = require('./react-dom-server.cjs') as typeof ReactDomServer;
    const { version } = require('react-dom/package.json') as { version: string };
    expect(renderer.version).toBe(version);
    expect(renderer.renderToString(createElement('p', { className: 'x' }, 'Hola'))).toBe('<p class="x">Hola</p>');
  });
});
