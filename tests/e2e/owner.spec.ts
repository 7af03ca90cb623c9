// The owner's promises, proven on a copy of the project: adding a
// service is one new file, and opening hours live in one place.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { firstShown } from '../../scripts/dev/content-entries.ts';
import { serveSite, type RunningSite } from '../../scripts/dev/serve.ts';
import { parse as parseYaml, parseDocument, stringify as stringifyYaml } from 'yaml';
import { budgets } from '../../budgets.ts';
import { services } from '../../src/generated/content.ts';
import { holidays } from '../../src/generated/site.ts';
import type * as generatedSite from '../../src/generated/site.ts';
import { formatTime, openingStatus } from '../../src/lib/opening-hours.ts';
import { specialDaysOf } from '../../src/lib/special-days.ts';
import { siteConfig } from '../../src/site.config.ts';
import { addDays, dayIn, weekdayOf } from '../../src/lib/calendar-day.ts';
import { fill } from '../../src/lib/fill.ts';
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
/** The closures the copy adds, around the real day its server runs on: one ahead (announced), one just ended. */
const today = dayIn(siteConfig.openingHours.timeZone, new Date());
const closureAhead = { from: addDays(today, 5), to: addDays(today, 8), reason: 'Vacaciones de verano' };
const closureEnded = { from: addDays(today, -9), to: addDays(today, -1), reason: 'Mudanza del taller' };

/** The Saturday hours the copy sets: closing before 15:00, when the status below is read. */
const saturdayHours = { opens: '09:00', closes: '14:00' };
/** The copy's site.yaml as its build compiled it (src/generated/site.ts in the copy). */
let copySite: typeof siteConfig;

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
    // New Saturday hours, changed in one place, the Saturday line of src/content/site.yaml, and two closures, one entry
    // each, as the editor writes them: one a few days ahead, one that ended yesterday. Whatever the owner's content
    // says there now is replaced.
    const siteFile = path.join(copy, 'src/content/site.yaml');
    const siteYaml = parseDocument(await readFile(siteFile, 'utf8'));
    siteYaml.setIn(['openingHours', 'week', 'saturday'], siteYaml.createNode(saturdayHours, { flow: true }));
    siteYaml.set('closures', siteYaml.createNode([closureAhead, closureEnded], { flow: true }));
    await writeFile(siteFile, siteYaml.toString({ lineWidth: 0 }));

    execFileSync('npm', ['run', 'build'], { cwd: copy, stdio: 'ignore' });
    copySite = ((await import(pathToFileURL(path.join(copy, 'src/generated/site.ts')).href)) as typeof generatedSite)
      .site;
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
    // A Saturday at 15:00 in Buenos Aires: within the content's Saturday hours before, after the new ones now.
    const now = new Date('2026-11-28T15:00:00-03:00');
    await page.clock.setFixedTime(now);
    await page.goto(`${origin}/`);
    const hours = fill(siteConfig.texts.hours.timeRange, {
      abre: formatTime(saturdayHours.opens),
      cierra: formatTime(saturdayHours.closes),
    });
    await expect(page.locator('#contacto').getByText(hours)).toBeVisible();
    await expect(page.locator('footer').getByText(hours)).toBeVisible();
    await page.getByTestId('estado-horario').scrollIntoViewIfNeeded();
    // What the copy's own opening rules say for that moment: closed, and when it opens next.
    const { timeZone, periods } = copySite.openingHours;
    const status = openingStatus(periods, timeZone, now, copySite.texts.hours, specialDaysOf(copySite, holidays));
    expect(status.open).toBe(false);
    await expect(page.getByTestId('estado-horario')).toHaveText(status.label);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(jsonLd).toContain(
      `"dayOfWeek":["Saturday"],"opens":"${saturdayHours.opens}","closes":"${saturdayHours.closes}"`,
    );
  });

  test('a closure is announced on every page, with and without scripts; one that ended is not', async ({ browser }) => {
    const hours = siteConfig.texts.hours;
    const named = (day: string) => `${hours.days[weekdayOf(day)]} ${day.slice(8, 10)}/${day.slice(5, 7)}`;
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      for (const path of ['/', `/servicios/${longerService}`, '/terminos-condiciones']) {
        await page.goto(`${origin}${path}`);
        const notice = page.getByTestId('aviso-cierre');
        await expect(notice).toHaveCount(1);
        // It names the closure ahead, its reason and its days; the ended one is gone from every page.
        await expect(notice).toContainText(closureAhead.reason);
        await expect(notice).toContainText(named(closureAhead.from));
        await expect(notice).toContainText(named(closureAhead.to));
        await expect(page.getByText(closureEnded.reason)).toHaveCount(0);
      }
      // The home page's contact section lists the closure among the next special days, and the first screen is the
      // same as without it: the notice comes after the hero.
      await page.goto(`${origin}/`);
      await expect(page.getByTestId('dias-especiales')).toContainText(
        fill(hours.closureClosed, { motivo: closureAhead.reason }),
      );
      const heroBottom = await page
        .locator('main > :first-child')
        .evaluate((hero) => hero.getBoundingClientRect().bottom);
      const noticeTop = await page.getByTestId('aviso-cierre').evaluate((aside) => aside.getBoundingClientRect().top);
      expect(noticeTop).toBeGreaterThanOrEqual(heroBottom);
      await context.close();
    }
  });
});
