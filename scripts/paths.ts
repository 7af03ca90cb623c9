// Where the scripts read and write, from this file's place in the project, so that
// they work from any working directory and none works the project root out itself.
import path from 'node:path';

/** The project's folder. */
export const root = path.resolve(import.meta.dirname, '..');
/** What the Worker serves as static assets; Vite empties it at every build. */
export const distClient = path.join(root, 'dist/client');
/** The modules the build writes for the Worker and the client to import. */
export const generated = path.join(root, 'src/generated');
/** The owner's photos and videos, as uploaded. */
export const mediaSources = path.join(root, 'media');
/**
 * Debian's Chromium headless shell: the same Blink as Chromium without the desktop browser around it, a new page at a
 * small share of the full browser's start-up CPU on this two-core machine. The end-to-end suite, the engines suite's
 * Chromium and the Lighthouse scores run it; the Lighthouse and tap benchmarks keep the full Chromium.
 */
export const headlessShellPath = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** Files kept between builds because they are slow to make (encoded photos). */
export const cache = path.join(root, '.cache');
