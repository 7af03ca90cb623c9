// The browser's bundles and stylesheets, built by Vite into dist/client/assets/
// with its manifest (vite.config.ts; its inputs: scripts/build/client-sources.ts).
import path from 'node:path';
import { build } from 'vite';
import { root } from '../paths.ts';

export async function buildClientBundles(): Promise<void> {
  await build({ root, configFile: path.join(root, 'vite.config.ts') });
}
