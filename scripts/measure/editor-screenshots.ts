// `npm run screenshots:editor`: the pictures of the editor in the owner's guide (docs/editor.md), taken anew in
// Chromium from the editor this project ships (Sveltia CMS); `npm run screenshots:editor -- editor-cierres` writes only
// the pictures named. It works on a throwaway copy of the project served by
// `npm run admin`, as the editor's end-to-end test does, so nothing it changes or uploads reaches the real content.
// The browser asks for the site's own address and gets the copy's answers: on localhost the editor would also offer
// "work with a local repository", which the owner never sees.
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { addClosure, closuresList, foldLastClosure } from '../../tests/e2e/editor-closures.ts';
import { copyRepo } from '../../tests/e2e/repo-copy.ts';
import { collectionField } from '../build/editor/config.ts';
import { startAdminServer } from '../dev/admin-server.ts';
import { firstShown } from '../dev/content-entries.ts';
import { sendSampleCounts } from '../dev/sample-counts.ts';
import { root } from '../paths.ts';

const port = Number(process.env.PORT ?? 8791);
const backendPort = Number(process.env.ADMIN_BACKEND_PORT ?? 8792);
const local = `http://localhost:${port}`;
const { origin } = parse(await readFile(path.join(root, 'src/content/site.yaml'), 'utf8')) as { origin: string };
const pictures = path.join(root, 'docs/img');
/** Above this a picture is re-encoded with a palette. */
const maxBytes = 250_000;
/** The pictures to write (all when none is named). */
const named = process.argv.slice(2);

const desktop = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** A price as the owner might raise it: its first amount up by a tenth, rounded to 500 pesos. */
function raised(price: string): string {
  return price.replace(/\$\s?([\d.]+)/, (_, amount: string) => {
    const raisedAmount = Math.round((Number(amount.replaceAll('.', '')) * 1.1) / 500) * 500;
    return `$${raisedAmount.toLocaleString('es-AR')}`;
  });
}

/** A browser context whose requests to the site's address are answered by the copy (pages naming the copy's address name the site's). */
async function newContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.route(`${origin}/**`, async (route) => {
    const response = await route.fetch({ url: local + route.request().url().slice(origin.length) });
    if (!response.headers()['content-type']?.startsWith('text/html')) return route.fulfill({ response });
    return route.fulfill({ response, body: (await response.text()).replaceAll(local, origin) });
  });
  return context;
}

/** Writes a screenshot of the page to docs/img/, re-encoded with a palette if it is bigger than `limit` bytes. */
async function save(page: Page, name: string, limit = maxBytes): Promise<void> {
  if (named.length > 0 && !named.includes(name)) return;
  const file = path.join(pictures, `${name}.png`);
  await page.waitForTimeout(500);
  let png = await page.screenshot({ caret: 'hide' });
  if (png.length > limit) png = await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer();
  await writeFile(file, png);
  console.log(`${path.relative(root, file)}  ${Math.round((await stat(file)).size / 1024)} KB`);
}

const signIn = /^Iniciar sesión con .GitHub.$/;

/** Opens the editor at a route after #/, signing in with the one tap `npm run admin` asks for. */
async function openEditor(context: BrowserContext, route: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: signIn }).click();
  await page.getByRole('tree', { name: 'Lista de colecciones' }).waitFor();
  await page.goto(`${origin}/admin/#/${route}`);
  return page;
}

/**
 * Changes a service's price, without saving, and scrolls the field into view: the price raised, or, for a price with
 * no amount ("Consultar"), the example the field's hint gives, raised.
 */
async function changePrice(page: Page, price: string): Promise<void> {
  const { label, hint = '' } = collectionField('services', 'price');
  const example = /ej\. (.+?)\.?$/.exec(hint)?.[1] ?? '';
  const field = page.getByLabel(label, { exact: true });
  await field.fill(raised(/\$\s?\d/.test(price) ? price : example));
  await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await field.blur();
}

/** The owner's counts page on a phone after a few days of visitors (docs/editor.md, «Cuántas consultas trae cada servicio»). */
async function countsPicture(browser: Browser): Promise<void> {
  if (named.length > 0 && !named.includes('consultas')) return;
  await sendSampleCounts(local);
  const context = await newContext(browser, phone);
  const page = await context.newPage();
  await page.goto(`${origin}/admin/consultas`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await save(page, 'consultas');
  await context.close();
}

async function takeAll(browser: Browser, copy: string): Promise<void> {
  await countsPicture(browser);

  const service = await firstShown(path.join(root, 'src/content'), 'services');
  const work = await firstShown(path.join(root, 'src/content'), 'gallery');

  const context = await newContext(browser, desktop);
  const page = await context.newPage();
  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: signIn }).waitFor();
  await save(page, 'editor-entrar');

  await page.getByRole('button', { name: signIn }).click();
  await page.getByRole('tree', { name: 'Lista de colecciones' }).waitFor();
  await page.goto(`${origin}/admin/#/collections/services`);
  await page.getByText(String(service.data.title)).first().waitFor();
  await save(page, 'editor-colecciones');

  await page.goto(`${origin}/admin/#/collections/services/entries/${service.slug}`);
  await changePrice(page, String(service.data.price));
  await save(page, 'editor-precio');

  // A photo as a phone would take it, made from the work's own "after" photo under a new name.
  const photo = path.join(copy, `${work.slug}-nuevo.jpg`);
  await sharp(path.join(copy, 'media', String(work.data.after)))
    .jpeg({ quality: 85 })
    .toFile(photo);
  await page.goto(`${origin}/admin/#/collections/gallery-photos/entries/${work.slug}`);
  const after = page.getByRole('group', { name: collectionField('gallery-photos', 'after').label });
  await after.getByRole('button', { name: 'Reemplazar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles(photo);
  await dialog.getByRole('button', { name: 'Insertar' }).and(page.locator(':enabled')).waitFor();
  await save(page, 'editor-foto');
  await context.close();

  const phoneContext = await newContext(browser, phone);
  const phonePage = await openEditor(phoneContext, `collections/services/entries/${service.slug}`);
  await changePrice(phonePage, String(service.data.price));
  await save(phonePage, 'editor-celular');
  await phoneContext.close();

  // The closures list on a phone: one closure folded to its line, the summer one open with its date pickers.
  const year = new Date().getFullYear();
  const closuresContext = await newContext(browser, phone);
  const closuresPage = await openEditor(closuresContext, 'collections/site/entries/site');
  const list = await closuresList(closuresPage);
  await addClosure(list, { from: `${year}-12-24`, reason: 'Nochebuena' });
  await foldLastClosure(list);
  await addClosure(list, { from: `${year + 1}-01-04`, to: `${year + 1}-01-18`, reason: 'Vacaciones de verano' });
  await closuresPage.locator(':focus').blur();
  await list.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await save(closuresPage, 'editor-cierres');
  await closuresContext.close();

  // A sample review open on a phone: the fields to copy from Google, and the "De ejemplo" switch to turn off.
  const review = await firstShown(path.join(root, 'src/content'), 'reviews');
  const reviewContext = await newContext(browser, phone);
  const reviewPage = await openEditor(reviewContext, `collections/reviews/entries/${review.slug}`);
  await reviewPage.getByLabel(collectionField('reviews', 'author').label, { exact: true }).waitFor();
  const sample = reviewPage.getByText(collectionField('reviews', 'sample').label, { exact: true }).first();
  await sample.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await save(reviewPage, 'editor-resena', 150_000);
  await reviewContext.close();
}

const repoCopy = await copyRepo('editor-screenshots');
let stop: (() => void) | undefined;
try {
  stop = await startAdminServer(repoCopy.root, { port, backendPort, timeoutMs: 300_000 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // The page (at the site's address) talks to the stand-in for GitHub on localhost, which Chromium would block.
    args: ['--no-sandbox', '--disable-gpu', '--disable-features=LocalNetworkAccessChecks'],
    // In Argentina's Spanish, as the owner's phone: the date pickers read day/month/year. Chromium on Linux takes its
    // language from LANGUAGE (not --lang), if Debian's chromium-l10n is installed; else English, month/day/year.
    env: { ...process.env, LANGUAGE: 'es_AR:es' },
  });
  try {
    await takeAll(browser, repoCopy.root);
  } finally {
    await browser.close();
  }
} finally {
  stop?.();
  await repoCopy.remove();
}
