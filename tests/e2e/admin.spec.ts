// The owner's editor at /admin/, driven in Chromium against a copy of the
// project served by `npm run admin` (the editor's local backend, decap-server,
// writes to the copy's files): what a save changes on disk and on the site.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { expect, test } from './fixtures.ts';
import { copyRepo, type RepoCopy } from './repo-copy.ts';
import type { Page } from '@playwright/test';

const port = Number(process.env.E2E_ADMIN_PORT ?? 8797);
const backendPort = Number(process.env.E2E_ADMIN_BACKEND_PORT ?? 8798);
const origin = `http://localhost:${port}`;

let repoCopy: RepoCopy | undefined;
let copy = '';
let server: ChildProcess | undefined;

const readYaml = async (file: string) =>
  parse(await readFile(path.join(copy, file), 'utf8')) as Record<string, unknown>;

/** Opens the editor on an entry (a path after #/) and enters with the local backend, as the owner's first click. */
async function openEditor(page: Page, route: string): Promise<void> {
  await page.goto(`${origin}/admin/#/${route}`);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** The editor's "Publicar" menu, then "Publicar ahora": with the local backend, a save writes the files. */
async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByText('Publicar ahora', { exact: true }).click();
}

/** Text the site serves at a path, fetched until it contains `expected` (the rebuild takes minutes on a busy machine). */
async function expectSiteToShow(page: Page, sitePath: string, expected: string): Promise<void> {
  await expect
    .poll(async () => (await (await page.request.get(`${origin}${sitePath}`)).text()).includes(expected), {
      timeout: 240_000,
    })
    .toBe(true);
}

test.describe('the owner edits the site in the browser', { tag: '@desktop' }, () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    repoCopy = await copyRepo('admin');
    copy = repoCopy.root;

    // Its own process group, so stopping it also stops decap-server, wrangler and workerd.
    server = spawn('node', ['scripts/dev/admin.ts'], {
      cwd: copy,
      env: { ...process.env, HOST: 'localhost', PORT: String(port), ADMIN_BACKEND_PORT: String(backendPort) },
      stdio: 'ignore',
      detached: true,
    });
    await expect
      .poll(async () => (await fetch(`${origin}/admin/`).catch(() => undefined))?.status, {
        timeout: 240_000,
        intervals: [1000],
      })
      .toBe(200);
  });

  test.afterAll(async () => {
    if (server?.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    await repoCopy?.remove();
  });

  test('the editor loads in Spanish with no console error and no policy violation', async ({ page, consoleErrors }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation(text: string): void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      ),
    );
    const response = await page.goto(`${origin}/admin/`);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('link', { name: 'Contenido', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Colecciones' })).toBeVisible();
    await page.getByRole('link', { name: 'Servicios', exact: true }).click();
    await expect(page.getByText('Pulidos y abrillantados de autos y motos')).toBeVisible();
    expect(consoleErrors).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('changing a price rewrites only that field, and the service page shows the new price', async ({ page }) => {
    const file = 'src/content/services/pulido-abrillantado.yaml';
    const before = await readYaml(file);
    expect(before.price).toBe('Desde $25.000');

    await openEditor(page, 'collections/services/entries/pulido-abrillantado');
    await page.getByLabel('Precio', { exact: true }).fill('Desde $27.500');
    await publish(page);
    await expect(page.getByText('Entrada guardada')).toBeVisible();

    await expect.poll(async () => (await readYaml(file)).price).toBe('Desde $27.500');
    expect(await readYaml(file)).toEqual({ ...before, price: 'Desde $27.500' });
    await expectSiteToShow(page, '/servicios/pulido-abrillantado', 'Desde $27.500');
  });

  test('on a phone held upright (390 × 844), a price is changed and published without zooming or scrolling sideways', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const file = 'src/content/services/pulido-escape-motos.yaml';
    const before = await readYaml(file);

    await openEditor(page, 'collections/services/entries/pulido-escape-motos');
    const price = page.getByLabel('Precio', { exact: true });
    await price.fill('Desde $31.000');
    const publishButton = page.getByRole('button', { name: 'Publicar', exact: true });
    // On the screen as it is: the page is no wider than the phone, and "Publicar" lies inside it.
    expect(await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])).toEqual([390, 390]);
    const box = await publishButton.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844).toBe(true);
    await publishButton.tap();
    await page.getByText('Publicar ahora', { exact: true }).tap();
    await expect(page.getByText('Entrada guardada')).toBeVisible();

    await expect.poll(async () => (await readYaml(file)).price).toBe('Desde $31.000');
    expect(await readYaml(file)).toEqual({ ...before, price: 'Desde $31.000' });
    await context.close();
  });

  test('a review added in the editor becomes a file and appears on the home page', async ({ page }) => {
    const reviews = async () => (await readdir(path.join(copy, 'src/content/reviews'))).sort();
    const existing = await reviews();
    const text = 'Dejé el auto para un pulido y quedó como nuevo. Atención de primera.';

    await openEditor(page, 'collections/reviews/new');
    await page.getByLabel('Orden', { exact: true }).fill('40');
    await page.getByLabel('Autor', { exact: true }).fill('Martina Gómez');
    await page.getByLabel('Estrellas', { exact: true }).fill('5');
    await page.getByLabel('Reseña', { exact: true }).fill(text);
    await publish(page);
    await expect(page.getByText('Entrada guardada')).toBeVisible();

    await expect.poll(async () => (await reviews()).length).toBe(existing.length + 1);
    const added = (await reviews()).find((name) => !existing.includes(name)) ?? '';
    expect(await readYaml(`src/content/reviews/${added}`)).toMatchObject({
      author: 'Martina Gómez',
      rating: 5,
      text,
    });
    await expectSiteToShow(page, '/', 'Martina Gómez');
    await page.goto(`${origin}/#testimonios`);
    await expect(page.getByText(text)).toBeVisible();
  });

  test('a service with an empty title is refused, in Spanish, and its file is untouched', async ({ page }) => {
    const file = path.join(copy, 'src/content/services/pintura-motos.yaml');
    const before = await readFile(file, 'utf8');
    const modified = (await stat(file)).mtimeMs;

    await openEditor(page, 'collections/services/entries/pintura-motos');
    await page.getByLabel('Nombre', { exact: true }).first().fill('');
    await publish(page);
    await expect(page.getByText('Oops, no ha rellenado un campo obligatorio.')).toBeVisible();
    await expect(page.getByText('Nombre es obligatorio.')).toBeVisible();

    expect(await readFile(file, 'utf8')).toBe(before);
    expect((await stat(file)).mtimeMs).toBe(modified);
  });

  test('a photo uploaded to a gallery item lands in media/ and the build makes its AVIF and WebP', async ({ page }) => {
    const photo = path.join(copy, 'capot-recien-pulido.jpg');
    await writeFile(
      photo,
      await sharp({ create: { width: 960, height: 640, channels: 3, background: { r: 180, g: 20, b: 30 } } })
        .jpeg()
        .toBuffer(),
    );

    await openEditor(page, 'collections/gallery-photos/entries/capot');
    await page.getByRole('button', { name: 'Elige una imagen diferente' }).nth(1).click();
    await page.locator('input[type="file"]').setInputFiles(photo);
    await expect(page.getByText('capot-recien-pulido.jpg')).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar selección' }).click();
    await publish(page);
    await expect(page.getByText('Entrada guardada')).toBeVisible();

    const uploaded = path.join(copy, 'media/gallery/capot-recien-pulido.jpg');
    await expect.poll(async () => (await stat(uploaded).catch(() => undefined))?.size ?? 0).toBeGreaterThan(0);
    expect(await readFile(uploaded)).toEqual(await readFile(photo));
    expect((await readYaml('src/content/gallery/capot.yaml')).after).toBe('gallery/capot-recien-pulido.jpg');

    const variants = async () =>
      (await readdir(path.join(copy, 'dist/client/media/gallery'))).filter((name) =>
        name.startsWith('capot-recien-pulido-'),
      );
    await expect
      .poll(async () => (await variants()).some((name) => name.endsWith('.avif')), { timeout: 60_000 })
      .toBe(true);
    expect((await variants()).some((name) => name.endsWith('.webp'))).toBe(true);
    await expectSiteToShow(page, '/', '/media/gallery/capot-recien-pulido-');
  });
});
