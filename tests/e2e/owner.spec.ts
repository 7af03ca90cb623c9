// The owner's promises, proven on a copy of the project: adding a
// service is one new file, and opening hours live in one place.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { firstShown } from '../../scripts/dev/content-entries.ts';
import { serveSite, type RunningSite } from '../../scripts/dev/serve.ts';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { budgets } from '../../budgets.ts';
import { services } from '../../src/generated/content.ts';
import { siteConfig } from '../../src/site.config.ts';
import { expect, test } from './fixtures.ts';
import { elementCount, firstScreenOf, gzipped } from './page-figures.ts';
import { copyRepo, type RepoCopy } from './repo-copy.ts';

const port = Number(process.env.E2E_OWNER_PORT ?? 8796);
const origin = `http://localhost:${port}`;

let repoCopy: RepoCopy | undefined;
let copy = '';
let site: RunningSite | undefined;
/** The first sentence of the service description that is doubled. */
let longerOpening = '';

const fourthReviewAuthor = 'Cliente de ejemplo D';
const [longerService = ''] = services.map((service) => service.id);
const newService = {
  id: 'lavado-de-llantas',
  title: 'Lavado y brillo de llantas',
};

test.describe('editing the content', { tag: '@desktop' }, () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    repoCopy = await copyRepo('owner');
    copy = repoCopy.root;

    /** The file of the entry the copy shows first in a content folder. */
    const firstOf = async (folder: string) => (await firstShown(path.join(copy, 'src/content'), folder)).file;
    // One more service: one new file, written like the others.
    const template = await readFile(await firstOf('services'), 'utf8');
    await writeFile(
      path.join(copy, `src/content/services/${newService.id}.yaml`),
      template
        .replace(/^id: .*$/m, `id: ${newService.id}`)
        .replace(/^order: .*$/m, 'order: 95')
        .replace(/^title: .*$/m, `title: ${newService.title}`),
    );
    // A fourth review, and one service described at twice the length: the page-weight budgets must hold with them.
    const review = await readFile(await firstOf('reviews'), 'utf8');
    await writeFile(
      path.join(copy, 'src/content/reviews/resena-agregada.yaml'),
      review.replace(/^order: .*$/m, 'order: 40').replace(/^author: .*$/m, `author: ${fourthReviewAuthor}`),
    );
    const longerFile = path.join(copy, `src/content/services/${longerService}.yaml`);
    const longer = parseYaml(await readFile(longerFile, 'utf8')) as Record<string, string>;
    longerOpening = longer.fullDescription?.split('.')[0] ?? '';
    for (const field of ['shortDescription', 'fullDescription'])
      longer[field] = `${longer[field]?.trim()}\n\n${longer[field]?.trim()}`;
    await writeFile(longerFile, stringifyYaml(longer));
    // New Saturday hours, changed in one place: the Saturday line of src/content/site.yaml.
    const siteFile = path.join(copy, 'src/content/site.yaml');
    const siteYaml = await readFile(siteFile, 'utf8');
    const saturday = "saturday: { opens: '09:00', closes: '18:00' }";
    expect(siteYaml).toContain(saturday);
    await writeFile(siteFile, siteYaml.replace(saturday, "saturday: { opens: '09:00', closes: '14:00' }"));

    execFileSync('npm', ['run', 'build'], { cwd: copy, stdio: 'ignore' });
    site = await serveSite(port, copy);
  });

  test.afterAll(async () => {
    site?.stop();
    await repoCopy?.remove();
  });

  test('one more service file appears in the menu, the home grid, its page, the sitemap and the JSON-LD', async ({
    page,
    request,
  }) => {
    await page.goto(`${origin}/`);
    // Every service, the new one, and the link to the whole grid.
    await expect(page.locator('#menu-servicios a')).toHaveCount(services.length + 2);
    await expect(page.locator(`#menu-servicios a[href="/servicios/${newService.id}"]`)).toHaveText(newService.title);
    await expect(page.locator('#servicios').getByRole('heading', { name: newService.title })).toBeVisible();
    const home = await (await request.get(`${origin}/`)).text();
    expect(home).toContain(`"name":"${newService.title}"`);

    const detail = await request.get(`${origin}/servicios/${newService.id}`);
    expect(detail.status()).toBe(200);
    expect(await detail.text()).toContain(`>${newService.title}</h1>`);

    const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${siteConfig.origin}/servicios/${newService.id}</loc>`);
  });

  test('the page-weight budgets hold with one more service, one more review and a description twice as long', async ({
    page,
    request,
  }, testInfo) => {
    const home = await (await request.get(`${origin}/`)).text();
    const detail = await (await request.get(`${origin}/servicios/${longerService}`)).text();
    // The added content is really on the pages measured.
    expect(home).toContain(fourthReviewAuthor);
    expect(home).toContain(`/servicios/${newService.id}`);
    expect(detail.split(longerOpening).length - 1).toBeGreaterThanOrEqual(2);
    const figures = {
      homeHtml: gzipped(home),
      homeElements: await elementCount(page, home),
      homeFirstScreen: gzipped(firstScreenOf(home)),
      detailFirstScreen: gzipped(firstScreenOf(detail)),
      detailHtml: gzipped(detail),
    };
    testInfo.annotations.push({
      type: 'with more content (gzip -9 bytes, elements)',
      description: JSON.stringify(figures),
    });
    expect.soft(figures.homeHtml, 'home HTML').toBeLessThanOrEqual(budgets.homeHtml);
    expect.soft(figures.homeElements, 'home elements').toBeLessThanOrEqual(budgets.homeElements);
    expect.soft(figures.homeFirstScreen, 'home first screen').toBeLessThanOrEqual(budgets.firstScreen);
    expect.soft(figures.detailFirstScreen, 'service first screen').toBeLessThanOrEqual(budgets.firstScreen);
  });

  test('new opening hours show in the contact section, the footer, the live status and the JSON-LD', async ({
    page,
  }) => {
    // Saturday 15:00 in Buenos Aires: open until 18:00 before, closed now.
    await page.clock.setFixedTime(new Date('2026-11-21T15:00:00-03:00'));
    await page.goto(`${origin}/`);
    await expect(page.locator('#contacto').getByText('9:00 a 14:00')).toBeVisible();
    await expect(page.locator('footer').getByText('9:00 a 14:00')).toBeVisible();
    await page.getByTestId('estado-horario').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('estado-horario')).toHaveText('Cerrado · abre el lunes a las 9:00');
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(jsonLd).toContain('"dayOfWeek":["Saturday"],"opens":"09:00","closes":"14:00"');
  });
});
