// The owner's editor at /admin/ (Sveltia CMS), driven in Chromium against a copy of the project served by
// `npm run admin`: the editor's own GitHub code talks to the local stand-in for GitHub's API
// (scripts/dev/github-stand-in.ts), which writes the copy's files. What a save changes on disk and on the site.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { adminConfig, collectionField, photoUploads } from '../../scripts/build/editor/config.ts';
import { startAdminServer } from '../../scripts/dev/admin-server.ts';
import { sendSampleCounts } from '../../scripts/dev/sample-counts.ts';
import { galleryItemSchema, serviceSchema, siteConfigSchema } from '../../src/content/schema/index.ts';
import { addClosure, closuresList, foldLastClosure, type ClosureEntry } from './editor-closures.ts';
import { expect, test } from './fixtures.ts';
import { copyRepo, type RepoCopy } from './repo-copy.ts';
import type { Browser, Page } from '@playwright/test';

const port = Number(process.env.E2E_ADMIN_PORT ?? 8797);
const backendPort = Number(process.env.E2E_ADMIN_BACKEND_PORT ?? 8798);
const origin = `http://localhost:${port}`;
const standIn = `http://localhost:${backendPort}`;

let repoCopy: RepoCopy | undefined;
let copy = '';
let stopServer: (() => void) | undefined;

const readYaml = async (file: string) =>
  parse(await readFile(path.join(copy, file), 'utf8')) as Record<string, unknown>;

/**
 * A phone held upright, as the owner holds it, its pixels drawn one per CSS pixel as the other end-to-end tests' phone:
 * nothing here reads the density, and the editor drawn at 3× cost a share of the suite's time on two cores.
 */
const phone = (browser: Browser) =>
  browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });

/**
 * Opens the editor on an entry (a path after #/) and, the first time, signs in: under `npm run admin`, one tap, no
 * GitHub account.
 */
async function openEditor(page: Page, route: string, { signedIn = false } = {}): Promise<void> {
  await page.goto(`${origin}/admin/#/${route}`);
  if (!signedIn) await page.getByRole('button', { name: /^Iniciar sesión con .GitHub.$/ }).click();
}

/** Text the site serves at a path, fetched until it contains `expected` (the rebuild takes minutes on a busy machine). */
async function expectSiteToShow(page: Page, sitePath: string, expected: string): Promise<void> {
  await expect
    .poll(async () => (await (await page.request.get(`${origin}${sitePath}`)).text()).includes(expected), {
      timeout: 420_000,
    })
    .toBe(true);
}

test.describe('the owner edits the site in the browser', { tag: '@desktop' }, () => {
  // Minutes on a quiet machine; a machine busy with other suites (load average 35) took over four to build the copy.
  test.describe.configure({ mode: 'serial', timeout: 600_000 });
  // Only the rebuild is slow: a tap or a field that is not there within a minute is a failure, not a wait.
  test.use({ actionTimeout: 60_000 });

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    repoCopy = await copyRepo('admin');
    copy = repoCopy.root;

    stopServer = await startAdminServer(copy, { port, backendPort, timeoutMs: 540_000 });
  });

  test.afterAll(async () => {
    stopServer?.();
    await repoCopy?.remove();
  });

  test('the editor loads in Spanish, on a phone, with no console error, no policy violation and nothing from another site', async ({
    browser,
  }) => {
    const context = await phone(browser);
    const page = await context.newPage();
    const problems: string[] = [];
    const origins = new Set<string>();
    page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
    page.on('pageerror', (error) => problems.push(error.message));
    page.on(
      'request',
      (request) => void (request.url().startsWith('http') && origins.add(new URL(request.url()).origin)),
    );
    await page.exposeFunction('reportViolation', (text: string) => problems.push(text));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation(text: string): void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      ),
    );
    const response = await page.goto(`${origin}/admin/`);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response?.headers()['content-security-policy']).not.toContain("'unsafe-eval'");
    await page.getByRole('button', { name: /^Iniciar sesión con .GitHub.$/ }).click();
    // Every collection of the configuration, by the Spanish name it gives, in a list the editor names in Spanish.
    const list = page.getByRole('tree', { name: 'Lista de colecciones' });
    const { collections } = adminConfig({ name: 'github' }) as { collections: { label: string }[] };
    for (const { label } of collections) {
      await expect(list.getByRole('treeitem', { name: label, exact: true })).toBeVisible();
    }
    // The whole page fits the phone, our link to the enquiry counts above the editor.
    expect(
      await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]),
    ).toEqual([390, 844]);
    await expect(page.getByRole('link', { name: 'Consultas por servicio' })).toBeInViewport();
    // The site itself, and the stand-in in GitHub's API's place: nothing else (no CDN, no font service).
    expect([...origins].sort()).toEqual([origin, standIn].sort());
    expect(problems).toEqual([]);
    await context.close();
  });

  test('the enquiry counts on a phone: every table inside the screen, each row that was counted shown', async ({
    browser,
  }) => {
    const { names, enquiries } = await sendSampleCounts(origin);
    // The narrowest phone the site is made for: the month's table has five columns.
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${origin}/admin/consultas`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consultas por servicio');
    const month = page
      .locator('section')
      .filter({ has: page.getByRole('row', { name: names[0] }) })
      .first();
    for (const name of names) await expect(month.getByRole('rowheader', { name, exact: true })).toBeVisible();
    await expect(month.locator('table').first().locator('tfoot td').last()).toHaveText(String(enquiries));
    // The page never scrolls sideways: it is the screen's width, and every table ends inside it or, if the font is too
    // wide for the month's five columns, scrolls in its own region that does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    const rightEdges = await page
      .locator('table')
      .evaluateAll((tables) =>
        tables.map((table) => (table.closest('[role="region"]') ?? table).getBoundingClientRect().right),
      );
    expect(rightEdges.length).toBeGreaterThan(1);
    for (const right of rightEdges) expect(right).toBeLessThanOrEqual(360);
    // The month's total, reached from the keyboard: its region takes focus and scrolls with the arrow keys.
    const region = page.getByRole('region', { name: /^Consultas de / }).first();
    await region.focus();
    for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowRight');
    await expect(month.locator('table').first().locator('tfoot td').last()).toBeInViewport();
    await context.close();
  });

  test('on a phone held upright (390 × 844), a price is changed, a photo from the phone replaces one, and both are saved', async ({
    browser,
  }) => {
    const context = await phone(browser);
    const page = await context.newPage();
    const priceFile = 'src/content/services/pulido-escape-motos.yaml';
    const priceBefore = await readYaml(priceFile);
    const newPrice = `${String(priceBefore.price)} (nuevo)`;

    await openEditor(page, 'collections/services/entries/pulido-escape-motos');
    await page.getByLabel(collectionField('services', 'price').label, { exact: true }).fill(newPrice);
    const save = page.getByRole('button', { name: 'Guardar', exact: true });
    const box = await save.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844).toBe(true);
    await save.tap();
    await expect.poll(async () => (await readYaml(priceFile)).price).toBe(newPrice);
    // Once saved, the editor closes back to the list (the file is written before it does: going on before would race
    // its step back through the history).
    await expect(page).toHaveURL(/#\/collections\/services$/, { timeout: 60_000 });
    // What the site is built from changed in that field only (the editor may write out a default the build would
    // apply anyway, or drop a block's last line break, which the schema trims).
    expect(serviceSchema.parse(await readYaml(priceFile))).toEqual(
      serviceSchema.parse({ ...priceBefore, price: newPrice }),
    );

    // A photo as a phone takes it: bigger than the site ever shows, with the camera and the place in its EXIF data.
    const photo = path.join(copy, 'capot-recien-pulido.jpg');
    await writeFile(
      photo,
      await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 180, g: 20, b: 30 } } })
        .jpeg()
        .withExif({ IFD0: { Make: 'Telefono' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '34/1 38/1 0/1' } })
        .toBuffer(),
    );
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const galleryFile = 'src/content/gallery/capot.yaml';
    const galleryBefore = await readYaml(galleryFile);
    await openEditor(page, 'collections/gallery-photos/entries/capot', { signedIn: true });
    const after = page.getByRole('group', { name: collectionField('gallery-photos', 'after').label });
    await after.getByRole('button', { name: 'Reemplazar' }).tap();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles(photo);
    await expect(dialog.getByRole('button', { name: 'Insertar' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Insertar' }).tap();
    // The photo is converted in the browser first; the field then names it.
    await expect(after.getByText('capot-recien-pulido.webp')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Guardar', exact: true }).tap();

    // Named from media/ ("/gallery/…", which the content reads as gallery/…), with the phone's name and WebP's extension.
    await expect
      .poll(async () => galleryItemSchema.parse(await readYaml(galleryFile)))
      .toMatchObject({ after: 'gallery/capot-recien-pulido.webp' });
    expect(galleryItemSchema.parse(await readYaml(galleryFile))).toEqual(
      galleryItemSchema.parse({ ...galleryBefore, after: 'gallery/capot-recien-pulido.webp' }),
    );
    const uploaded = await sharp(await readFile(path.join(copy, 'media/gallery/capot-recien-pulido.webp'))).metadata();
    expect(uploaded.format).toBe('webp');
    expect(uploaded.width).toBe(photoUploads.transformations.raster_image.width);
    expect(uploaded.exif).toBeUndefined();
    expect((await readdir(path.join(copy, 'media/gallery'))).filter((name) => name.startsWith('capot-recien'))).toEqual(
      ['capot-recien-pulido.webp'],
    );
    await expectSiteToShow(page, '/servicios/pulido-escape-motos', newPrice);
    await expectSiteToShow(page, '/', '/media/gallery/capot-recien-pulido-');
    await context.close();
  });

  test('on a phone, two closures are added with the date pickers, each one line in the list and one entry in site.yaml', async ({
    browser,
  }) => {
    const context = await phone(browser);
    const page = await context.newPage();
    const siteFile = 'src/content/site.yaml';
    const before = await readYaml(siteFile);
    const year = new Date().getFullYear() + 1;
    const summer: ClosureEntry = { from: `${year}-01-04`, to: `${year}-01-18`, reason: 'Vacaciones de verano' };
    const oneDay: ClosureEntry = { from: `${year}-12-24`, reason: 'Nochebuena' };

    await openEditor(page, 'collections/site/entries/site');
    const list = await closuresList(page);
    await addClosure(list, summer);
    await foldLastClosure(list);
    // Folded, a closure reads as its reason and its days; one day ("Hasta" left empty), as that day alone.
    await expect(list.getByText('Vacaciones de verano: 04/01 → 18/01', { exact: true })).toBeVisible();
    await addClosure(list, oneDay);
    await foldLastClosure(list);
    await expect(list.getByText('Nochebuena: 24/12', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar', exact: true }).tap();

    await expect
      .poll(async () => (await readYaml(siteFile)).closures)
      .toEqual([summer, expect.objectContaining({ from: oneDay.from, reason: oneDay.reason })]);
    // The build reads them as written, the one day ending that day, and nothing else in the file changed.
    expect(siteConfigSchema.parse(await readYaml(siteFile))).toEqual(
      siteConfigSchema.parse({ ...before, closures: [summer, oneDay] }),
    );
    expect(siteConfigSchema.parse(await readYaml(siteFile)).closures[1]?.to).toBe(oneDay.from);
    await context.close();
  });

  test('a review added on a desktop becomes a file and appears on the home page', async ({ page }) => {
    const reviews = async () =>
      (await readdir(path.join(copy, 'src/content/reviews'))).filter((name) => !name.startsWith('.')).sort();
    const existing = await reviews();
    const text = 'Dejé el auto para un pulido y quedó como nuevo. Atención de primera.';

    await openEditor(page, 'collections/reviews/new');
    await page.getByLabel(collectionField('reviews', 'order').label, { exact: true }).fill('40');
    await page.getByLabel(collectionField('reviews', 'author').label, { exact: true }).fill('Martina Gómez');
    await page.getByLabel(collectionField('reviews', 'rating').label, { exact: true }).fill('5');
    await page.getByLabel(collectionField('reviews', 'text').label, { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();

    await expect.poll(async () => (await reviews()).length).toBe(existing.length + 1);
    const added = (await reviews()).find((name) => !existing.includes(name)) ?? '';
    expect(await readYaml(`src/content/reviews/${added}`)).toMatchObject({ author: 'Martina Gómez', rating: 5, text });
    await expectSiteToShow(page, '/', 'Martina Gómez');
  });
});
