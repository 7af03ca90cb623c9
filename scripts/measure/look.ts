// `npm run look`: a contact sheet to look at in a minute. Every type of page and every opened state, in Chromium,
// Firefox and WebKit (tests/engines/visitor.ts drives them, as the engines suite does), at a phone's, a tablet's and a
// desktop's size, with JavaScript on and, for the states that must work without it, off; composed with sharp into a
// few labelled sheets in screenshots/look/. Serves the current build on ENGINES_PORT (default 8786), with a virtual
// display for WebKit when there is none (tests/engines/setup.ts); builds first only if there is no build.
// `--engines=chromium,webkit` takes fewer engines. Not part of `npm test`: nothing is compared, a person looks.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { courses, services } from '../../src/generated/content.ts';
import { site } from '../../src/generated/site.ts';
import { pageTypePaths } from '../../src/lib/sitemap.ts';
import { pricesHref } from '../../src/lib/navigation.ts';
import setup from '../../tests/engines/setup.ts';
import {
  closeBrowsers,
  openVisitor,
  waitFor,
  type Engine,
  type Size,
  type Visitor,
} from '../../tests/engines/visitor.ts';
import { root } from '../paths.ts';

const [home = '/', service = '', course = '', legal = '', notFound = ''] = pageTypePaths(services, courses);
const sizes: Size[] = [
  { name: 'small phone', width: 360, height: 800 },
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'small desktop', width: 1024, height: 768 },
  { name: 'desktop', width: 1366, height: 900 },
];
const engineArgument = process.argv.find((arg) => arg.startsWith('--engines='))?.slice('--engines='.length);
const engines = (engineArgument?.split(',') ?? ['chromium', 'firefox', 'webkit']) as Engine[];

/** One picture of the sheet: a page in a state, taken in each engine at each of its sizes. */
interface Shot {
  sheet: string;
  page: string;
  state: string;
  /** The sizes it applies to (all if not said). */
  sizes?: Size['name'][];
  /** Also without JavaScript: what must work before and without any script. */
  withoutScript?: true;
  /** Brings the state on the screen. */
  take(visitor: Visitor): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const script = (body: string) => (visitor: Visitor) => visitor.read<unknown>(`${body}; return null;`);

/** Waits for the fonts and every photo on screen, then for the cards' fade-in and the menus' transitions. */
async function settle(visitor: Visitor): Promise<void> {
  await waitFor(
    () =>
      visitor.read<boolean>(`
        if (document.readyState !== 'complete' || document.fonts.status !== 'loaded') return false;
        return [...document.images].every((image) => {
          const box = image.getBoundingClientRect();
          return image.complete || box.bottom < 0 || box.top > innerHeight || box.width === 0;
        });`),
    'the fonts and the photos on screen',
    20_000,
  ).catch(() => undefined);
  await sleep(800);
}

/** Opens a page and, with scripts on, waits until its bundle has run (the pages whose bundle says so). */
async function open(visitor: Visitor, path: string, started = true): Promise<void> {
  await visitor.goto(path);
  if (visitor.javaScript && started)
    await waitFor(
      () => visitor.read<boolean>('return document.documentElement.dataset.started === "true"'),
      'the page bundle',
    );
  await settle(visitor);
}

const scrollTo = (selector: string) =>
  script(`document.querySelector(${JSON.stringify(selector)}).scrollIntoView({ behavior: 'instant' })`);
/** Scrolled to a share of the page's height: 1 is its end. */
const scrollToShare = (share: number) =>
  script(`scrollTo({ top: document.documentElement.scrollHeight * ${share}, behavior: 'instant' })`);

/** Home with the form in view and, with scripts, its island hydrated. */
async function formInView(visitor: Visitor): Promise<void> {
  await open(visitor, home);
  await scrollTo('#contacto')(visitor);
  if (visitor.javaScript)
    await waitFor(
      () =>
        visitor.read<boolean>(
          'return document.querySelector("[data-island=ContactForm]")?.dataset.hydrated === "true"',
        ),
      'the form to hydrate',
    );
}

/** What a browser that skips the required fields' checks sends: only a message; the Worker answers 422. */
async function sentWithoutName(visitor: Visitor): Promise<void> {
  await open(visitor, home);
  await script(`
    document.body.insertAdjacentHTML('beforeend', '<form method="post" action="/consulta"><input name="message" value="Hola"></form>');
    document.body.lastElementChild.submit()`)(visitor);
  await waitFor(async () => (await visitor.url()).endsWith('/consulta'), 'the answer to the form');
  await settle(visitor);
}

/** A page scrolled to a section, or to a share of its height. */
const scrolled = (path: string, where: string | number) => async (visitor: Visitor) => {
  await open(visitor, path);
  await (typeof where === 'string' ? scrollTo(where) : scrollToShare(where))(visitor);
  await settle(visitor);
};

/** The home page after a click on `selector`. */
const clicked = (selector: string) => async (visitor: Visitor) => {
  await open(visitor, home);
  await visitor.click(selector);
  await settle(visitor);
};

const shots: Shot[] = [
  { sheet: 'home', page: 'home', state: 'first screen', withoutScript: true, take: (v) => open(v, home) },
  { sheet: 'home', page: 'home', state: 'services', take: scrolled(home, '#servicios') },
  { sheet: 'home', page: 'home', state: 'gallery', take: scrolled(home, '#galeria') },
  { sheet: 'home', page: 'home', state: 'contact', take: scrolled(home, '#contacto') },
  { sheet: 'home', page: 'home', state: 'end', take: scrolled(home, 1) },
  { sheet: 'service', page: service, state: 'first screen', withoutScript: true, take: (v) => open(v, service) },
  { sheet: 'service', page: service, state: 'middle', take: scrolled(service, 0.4) },
  { sheet: 'service', page: service, state: 'end', take: scrolled(service, 1) },
  { sheet: 'course', page: course, state: 'first screen', take: (v) => open(v, course) },
  { sheet: 'course', page: course, state: 'end', take: scrolled(course, 1) },
  {
    sheet: 'other-pages',
    page: pricesHref,
    state: 'price list',
    withoutScript: true,
    take: (v) => open(v, pricesHref),
  },
  { sheet: 'other-pages', page: pricesHref, state: 'price list, end', take: scrolled(pricesHref, 1) },
  { sheet: 'other-pages', page: legal, state: 'first screen', take: (v) => open(v, legal) },
  {
    sheet: 'other-pages',
    page: notFound,
    state: 'not found',
    withoutScript: true,
    take: (v) => open(v, notFound, false),
  },
  { sheet: 'other-pages', page: '/admin/', state: 'setup notice', take: (v) => open(v, '/admin/', false) },
  {
    sheet: 'menus',
    page: 'home',
    state: 'phone menu, Servicios open',
    sizes: ['small phone', 'phone', 'tablet'],
    withoutScript: true,
    take: async (v) => {
      await open(v, home);
      if (v.javaScript) {
        await v.click('header button[aria-controls="menu-principal"]');
        await v.click('#menu-servicios-boton');
      } else await v.click('header a[href="#menu-principal"]');
      await settle(v);
    },
  },
  {
    sheet: 'menus',
    page: 'home',
    state: 'Servicios dropdown',
    sizes: ['small desktop', 'desktop'],
    withoutScript: true,
    take: clicked('#menu-servicios-boton'),
  },
  {
    sheet: 'gallery-viewer',
    page: 'home',
    state: 'gallery viewer',
    withoutScript: true,
    take: clicked('#galeria button[aria-haspopup="dialog"]'),
  },
  {
    sheet: 'form',
    page: 'home',
    state: 'turn fields open',
    withoutScript: true,
    take: async (v) => {
      await formInView(v);
      await v.click('#contacto details > summary');
      await scrollTo('#contacto form')(v);
      await settle(v);
    },
  },
  {
    sheet: 'form',
    page: 'home',
    state: 'toast after sending',
    take: async (v) => {
      await formInView(v);
      await v.type('#contacto-nombre', 'Lucía Fernández');
      await v.type('#contacto-telefono', '11 5555-0101');
      await v.click('#contacto button[type="submit"]');
      await waitFor(
        async () =>
          (await v.read<string>('return document.querySelector("[data-toast-region]").textContent')).includes(
            site.texts.form.sentTitle,
          ),
        'the toast',
      );
    },
  },
  { sheet: 'form', page: '/consulta', state: '422: no name or phone', withoutScript: true, take: sentWithoutName },
];

interface Result {
  shot: Shot;
  engine: Engine;
  size: Size;
  javaScript: boolean;
  picture?: Buffer;
  error?: string;
}

/** Every shot of one engine, a browser per size and JavaScript setting. */
async function takeAll(engine: Engine, origin: string): Promise<Result[]> {
  const results: Result[] = [];
  for (const size of sizes)
    for (const javaScript of [true, false]) {
      const due = shots.filter(
        (shot) => (javaScript || shot.withoutScript) && (!shot.sizes || shot.sizes.includes(size.name)),
      );
      const visitor = await openVisitor({ engine, size, javaScript, origin });
      try {
        for (const shot of due) {
          const result: Result = { shot, engine, size, javaScript };
          try {
            await shot.take(visitor);
            result.picture = await visitor.screenshot();
          } catch (error) {
            result.error = error instanceof Error ? error.message : String(error);
            console.error(`${engine} ${size.width} JS ${javaScript ? 'on' : 'off'}, ${shot.state}: ${result.error}`);
          }
          results.push(result);
        }
      } finally {
        await visitor.close();
      }
      console.log(`${engine} ${size.width} px, JavaScript ${javaScript ? 'on' : 'off'}: ${due.length} pictures`);
    }
  return results;
}

const tileHeight = 420;
const labelHeight = 50;
const gap = 14;
const headingHeight = 40;
const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A band of text lines, drawn by sharp from SVG. */
function textBand(width: number, height: number, lines: string[], size: number, color = '#18181b', fill = '#f4f4f5') {
  const text = lines
    .map((line, index) => {
      const y = Math.round(size * 1.15 * (index + 1));
      return `<text x="6" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="${color}">${escape(line)}</text>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/>${text}</svg>`;
  return Buffer.from(svg);
}

const tileWidth = (size: Size) => Math.round((size.width * tileHeight) / size.height);

/** A tile: its label above the picture at the tile height, or above the error in its place. */
async function tile(result: Result, top: number, left: number): Promise<OverlayOptions[]> {
  const width = tileWidth(result.size);
  const label = [
    result.shot.page,
    result.shot.state,
    `${result.engine} · ${result.size.width} px · JS ${result.javaScript ? 'on' : 'off'}`,
  ];
  const picture = result.picture
    ? await sharp(result.picture).resize({ width, height: tileHeight, fit: 'contain', position: 'top' }).toBuffer()
    : textBand(width, tileHeight, (result.error ?? '').match(/.{1,34}/g)?.slice(0, 12) ?? [], 11, '#b91c1c', '#fee2e2');
  return [
    { input: textBand(width, labelHeight, label, 12), top, left },
    { input: picture, top: top + labelHeight, left },
  ];
}

/** Where each tile of a row goes: left to right, engine by engine (a wider gap between engines), size by size. */
function placeRow(row: Result[]): { result: Result; left: number }[] {
  let left = gap;
  return row.map((result, index) => {
    if (index > 0 && row[index - 1]?.engine !== result.engine) left += gap * 3;
    const placed = { result, left };
    left += tileWidth(result.size) + gap;
    return placed;
  });
}

/** One sheet: each state under its heading, a row with each engine at each size, with JavaScript on, then off. */
async function composeSheet(file: string, results: Result[]): Promise<void> {
  const states = [...new Set(results.map((result) => result.shot))].map((shot) => ({
    shot,
    rows: [true, false]
      .map((javaScript) => results.filter((r) => r.shot === shot && r.javaScript === javaScript))
      .filter((row) => row.length > 0)
      .map(placeRow),
  }));
  const width = Math.max(
    ...states.flatMap(({ rows }) =>
      rows.map((row) => {
        const last = row.at(-1);
        return last ? last.left + tileWidth(last.result.size) + gap : 0;
      }),
    ),
  );
  const layers: OverlayOptions[] = [];
  let top = gap;
  for (const { shot, rows } of states) {
    const heading = `${shot.page} — ${shot.state}`;
    layers.push({ input: textBand(width, headingHeight, [heading], 22, '#fafafa', '#27272a'), top, left: 0 });
    top += headingHeight + gap;
    for (const row of rows) {
      for (const { result, left } of row) layers.push(...(await tile(result, top, left)));
      top += labelHeight + tileHeight + gap;
    }
  }
  await sharp({ create: { width, height: top, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .png({ compressionLevel: 9 })
    .toFile(file);
}

const started = performance.now();
if (!existsSync(join(root, 'dist'))) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const origin = `http://localhost:${process.env.ENGINES_PORT ?? 8786}`;
const stop = await setup();
let results: Result[];
try {
  results = (await Promise.all(engines.map((engine) => takeAll(engine, origin)))).flat();
} finally {
  await closeBrowsers();
  await stop();
}
const folder = join(root, 'screenshots', 'look');
await mkdir(folder, { recursive: true });
for (const sheet of [...new Set(shots.map((shot) => shot.sheet))]) {
  const file = join(folder, `${sheet}.png`);
  await composeSheet(
    file,
    results.filter((result) => result.shot.sheet === sheet),
  );
  console.log(file);
}
const failed = results.filter((result) => result.error);
console.log(
  `${results.length - failed.length} pictures, ${failed.length} failed, in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
if (failed.length > 0) process.exitCode = 1;
