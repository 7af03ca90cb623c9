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
/** Files kept between builds because they are slow to make (encoded photos). */
export const cache = path.join(root, '.cache');
