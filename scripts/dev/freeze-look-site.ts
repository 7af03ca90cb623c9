// `npm run look:freeze`: freezes anew the owner's files that the look's pictures are drawn from (tests/e2e/look-site/,
// read by tests/e2e/look-site.ts), from the project's: for when the team means to change what the pictures show; then
// redraw them (`npm run look:update`) and review them. Written:
// - every YAML file of src/content/, with site.yaml's closures, full days and holiday openings emptied: they are
//   announced from the day the page is served, and the pictures must not depend on it;
// - each file of media/ that the content names: photos as they are (git keeps identical files once, and the build
//   finds them encoded in .cache/media/), videos as empty files of the same name (the build only checks that a video
//   is there, and the pictures are taken with reduced motion, when no video plays and its card shows its poster).
// Ends by compiling the frozen content as the build does, which stops on any problem.
import { existsSync, statSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, parseDocument } from 'yaml';
import { compileContent, ContentError } from '../build/content/compile.ts';
import { formatProblem } from '../build/content/yaml-source.ts';
import { isVideoSource } from '../media/file-names.ts';
import { lookSiteFiles } from '../../tests/e2e/look-site.ts';
import { mediaSources, root } from '../paths.ts';

const contentFolder = path.join(root, 'src/content');
/** What site.yaml lists by date. */
const datedLists = ['closures', 'fullDays', 'holidayOpenings'];

/** Every string in a YAML file's data. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

const sources = (await readdir(contentFolder, { recursive: true })).filter((file) => /\.ya?ml$/.test(file)).sort();
await rm(lookSiteFiles, { recursive: true, force: true });
const named = new Set<string>();
for (const file of sources) {
  const text = await readFile(path.join(contentFolder, file), 'utf8');
  let frozen = text;
  if (file === 'site.yaml') {
    const document = parseDocument(text);
    for (const list of datedLists) document.set(list, document.createNode([], { flow: true }));
    frozen = document.toString({ lineWidth: 0 });
  }
  // A media file is named by its path under media/: any string of the content that is one.
  for (const value of stringsOf(parse(text)))
    if (existsSync(path.join(mediaSources, value)) && statSync(path.join(mediaSources, value)).isFile())
      named.add(value);
  const target = path.join(lookSiteFiles, 'src/content', file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, frozen);
}

let photoBytes = 0;
for (const source of [...named].sort()) {
  const target = path.join(lookSiteFiles, 'media', source);
  await mkdir(path.dirname(target), { recursive: true });
  if (isVideoSource(source)) await writeFile(target, '');
  else {
    await copyFile(path.join(mediaSources, source), target);
    photoBytes += statSync(target).size;
  }
}

const content = await compileContent({ root: lookSiteFiles }).catch((error: unknown) => {
  if (error instanceof ContentError)
    console.error(error.problems.map((problem) => `  ✗ ${formatProblem(problem)}`).join('\n'));
  throw error;
});
const videos = [...named].filter(isVideoSource).length;
console.log(
  `${path.relative(root, lookSiteFiles)}/: ${sources.length} content files (${content.services.length} services, ` +
    `${content.gallery.length} works in the gallery), ${named.size - videos} photos (${(photoBytes / 1024 / 1024).toFixed(1)} MB), ` +
    `${videos} videos left empty. Redraw the pictures: npm run look:update`,
);
