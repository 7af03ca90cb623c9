import { courses, services } from '../../src/generated/content.ts';
import { siteConfig } from '../../src/site.config.ts';
import { chatNumber, expect, test, visit } from './fixtures.ts';

const chatTextOf = (href: string | null) => new URL(href ?? '').searchParams.get('text') ?? '';

test.describe('service pages', () => {
  for (const service of services) {
    test(`${service.id}: title, description, facts, chat buttons and sections in order`, async ({ page }) => {
      await visit(page, `/servicios/${service.id}`);
      await expect(page).toHaveTitle(`${service.title} | ${siteConfig.name}`);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${siteConfig.origin}/servicios/${service.id}`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', service.shortDescription);

      const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
      await expect(crumbs.getByRole('link')).toHaveText(['Inicio', 'Servicios']);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(service.title);
      await expect(page.getByRole('link', { name: '← Volver a servicios' })).toHaveAttribute('href', '/#servicios');

      const firstParagraph = service.fullDescription.split('\n')[0] ?? '';
      await expect(page.getByText(firstParagraph)).toBeVisible();
      await expect(page.getByText(service.duration, { exact: true })).toBeVisible();
      await expect(page.getByText(`Garantía ${service.warranty}`, { exact: true })).toBeVisible();
      await expect(page.getByText(service.price, { exact: true })).toBeVisible();

      for (const [name, greeting] of [
        ['Consultar Precio', siteConfig.chat.serviceGreeting],
        ['Agendar Turno', siteConfig.chat.bookingServiceGreeting],
      ] as const) {
        const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
        await expect(link).toHaveAttribute('target', '_blank');
        const href = await link.getAttribute('href');
        expect(href).toContain(`https://wa.me/${chatNumber}?text=`);
        expect(chatTextOf(href)).toBe(`${greeting} ${service.title}`);
        expect(chatTextOf(href).endsWith(service.title)).toBe(true);
      }

      const steps = page.locator('section[aria-labelledby="proceso-titulo"] ol > li');
      await expect(steps).toHaveCount(service.process.length);
      await expect(steps.locator('h3')).toHaveText(service.process.map((step) => step.title));
      await expect(page.locator('section[aria-labelledby="beneficios-titulo"] li')).toHaveText(service.benefits);
      await expect(page.getByRole('heading', { name: '¿Qué incluye?' })).toBeVisible();
      await expect(page.locator('section[aria-labelledby="incluye-titulo"] li')).toHaveText(service.features);

      const budget = page.getByRole('link', { name: /^Pedir presupuesto/ });
      expect(chatTextOf(await budget.getAttribute('href'))).toBe(`${siteConfig.chat.budgetGreeting} ${service.title}`);

      // The order of the page: media and facts first, then process, benefits, features, FAQs, budget.
      const order = await page
        .locator('#proceso-titulo, #beneficios-titulo, #incluye-titulo, #preguntas-titulo, #presupuesto-titulo')
        .evaluateAll((headings) => headings.map((heading) => heading.id));
      expect(order).toEqual([
        'proceso-titulo',
        'beneficios-titulo',
        'incluye-titulo',
        'preguntas-titulo',
        'presupuesto-titulo',
      ]);
    });

    test(`${service.id}: the FAQs open and close like disclosure widgets`, async ({ page }) => {
      await visit(page, `/servicios/${service.id}`);
      for (const faq of service.faqs) {
        const question = page.locator('summary', { hasText: faq.question });
        const answer = page.getByText(faq.answer);
        await expect(answer).toBeHidden();
        await question.click();
        await expect(answer).toBeVisible();
        await question.click();
        await expect(answer).toBeHidden();
      }
    });

    test(`${service.id}: ${service.video ? 'a looping muted video with a VIDEO badge and a poster' : 'its photo'} in a fixed frame`, async ({
      page,
    }) => {
      await visit(page, `/servicios/${service.id}`);
      const frame = page.getByTestId('medio-detalle');
      const sizeOf = async () => {
        const box = await frame.boundingBox();
        return { width: box?.width, height: box?.height };
      };
      const before = await sizeOf();
      if (service.video) {
        const video = frame.locator('video');
        // It plays (and so loads) only once on screen: below the text on a phone.
        await video.scrollIntoViewIfNeeded();
        await expect(video).toHaveAttribute('loop', '');
        await expect(video).toHaveAttribute('playsinline', '');
        // The poster is the page's first photo: loaded at once, named after what the video shows.
        const poster = frame.getByRole('img', { name: service.title });
        await expect(poster).toHaveAttribute('loading', 'eager');
        expect(await poster.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/media\/services\//);
        expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
        await expect(frame.getByText('VIDEO', { exact: true })).toBeVisible();
        await expect(frame.getByRole('button', { name: /video/i })).toBeVisible();
        await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(1);
      } else {
        const image = frame.getByRole('img', { name: service.title });
        await expect(image).toBeVisible();
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
      }
      // Loading the media did not change the frame's size.
      expect(await sizeOf()).toEqual(before);
    });
  }

  test('related services at the foot lead to other service pages', async ({ page }) => {
    const [first, second, third, fourth] = services;
    await visit(page, `/servicios/${first?.id}`);
    const related = page.locator('section[aria-labelledby="relacionados-titulo"]').getByRole('link');
    await expect(related).toHaveCount(3);
    await expect(related.locator('span.font-semibold')).toHaveText(
      [second?.title, third?.title, fourth?.title].map(String),
    );
    await related.first().click();
    await expect(page).toHaveURL(`/servicios/${second?.id}`);
  });

  test('a video pauses and plays again from its own button', async ({ page }) => {
    const service = services.find((candidate) => candidate.video);
    await visit(page, `/servicios/${service?.id}`);
    const video = page.getByTestId('medio-detalle').locator('video');
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    await page.getByRole('button', { name: /^Pausar video/ }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await page.getByRole('button', { name: /^Reproducir video/ }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the video does not start by itself', async ({ page }) => {
      const service = services.find((candidate) => candidate.video);
      await visit(page, `/servicios/${service?.id}`);
      const video = page.getByTestId('medio-detalle').locator('video');
      await video.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      await expect(page.getByRole('button', { name: /^Reproducir video/ })).toBeVisible();
    });
  });
});

test.describe('course page', () => {
  for (const course of courses) {
    test(`${course.id}: badges, description, facts, syllabus, highlights, instructor, requirements, certification`, async ({
      page,
    }) => {
      await visit(page, `/cursos/${course.id}`);
      await expect(page).toHaveTitle(`${course.title} | ${siteConfig.name}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${siteConfig.origin}/cursos/${course.id}`,
      );
      await expect(page.getByRole('link', { name: '← Volver a cursos' })).toHaveAttribute('href', '/#cursos');
      await expect(page.locator(`[data-level="${course.level}"]`)).toHaveText(`Nivel: ${course.level}`);
      await expect(page.getByText(`Modalidad: ${course.modality}`)).toBeVisible();

      const paragraphs = course.fullDescription.split('\n').filter((line) => line.trim());
      for (const paragraph of paragraphs) await expect(page.locator('p', { hasText: paragraph })).toHaveCount(1);

      await expect(page.getByRole('list', { name: 'Datos del curso' }).getByRole('listitem')).toHaveText([
        course.duration,
        'Grupos reducidos',
        'Certificado incluido',
      ]);

      const modules = page.locator('section[aria-labelledby="programa-titulo"] ol > li');
      await expect(modules).toHaveCount(9);
      await expect(modules.locator('h3')).toHaveText(course.curriculum.map((module) => module.title));
      await expect(page.locator('section[aria-labelledby="destacados-titulo"] li h3')).toHaveText(
        course.highlights.map((highlight) => highlight.title),
      );
      await expect(page.locator('section[aria-labelledby="instructor-titulo"]')).toContainText(course.instructor);
      await expect(page.locator('section[aria-labelledby="requisitos-titulo"] li')).toHaveText(course.requirements);
      await expect(page.locator('section[aria-labelledby="certificado-titulo"]')).toContainText(course.certification);

      const enrol = page.getByRole('link', { name: /^Inscribirme por WhatsApp/ });
      await expect(enrol).toHaveCount(2);
      for (const link of await enrol.all()) {
        expect(chatTextOf(await link.getAttribute('href'))).toBe(`${siteConfig.chat.enrolGreeting} ${course.title}`);
      }
    });
  }

  test('the level badge has the same colour as on the home card', async ({ page }) => {
    const [course] = courses;
    await visit(page, '/');
    const homeColour = await page
      .locator('#cursos [data-level]')
      .evaluate((badge) => getComputedStyle(badge).backgroundColor);
    await visit(page, `/cursos/${course?.id}`);
    await expect(page.locator('main [data-level]')).toHaveCSS('background-color', homeColour);
  });
});
