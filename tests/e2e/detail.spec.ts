import { courses, services } from '../../src/generated/content.ts';
import { expect, test, visit } from './fixtures.ts';

// What each page says, links to and shows in which order is read from the served HTML for every service and course
// (tests/worker/detail.test.ts). Here, what needs a browser, on the entries that show each case.
const withVideo = services.find((candidate) => candidate.video);
const withPhoto = services.find((candidate) => !candidate.video);
const withQuestions = services.find((candidate) => candidate.faqs.length > 0);

test.describe('service pages', () => {
  for (const service of [withQuestions].filter((entry) => entry !== undefined)) {
    test(`${service.id}: the FAQs open and close like disclosure widgets`, { tag: '@once' }, async ({ page }) => {
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
  }

  for (const service of [withVideo, withPhoto].filter((entry) => entry !== undefined)) {
    test(`${service.id}: ${service.video ? 'a looping muted video with a VIDEO badge and a poster, paused and played from its button,' : 'its photo'} in a fixed frame`, async ({
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
        // It plays on screen; its own button pauses it and plays it again.
        await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
        await page.getByRole('button', { name: /^Pausar video/ }).click();
        await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
        await page.getByRole('button', { name: /^Reproducir video/ }).click();
        await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
      } else {
        const image = frame.getByRole('img', { name: service.title });
        await expect(image).toBeVisible();
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
      }
      // Loading the media did not change the frame's size.
      expect(await sizeOf()).toEqual(before);
    });
  }

  test('related services at the foot lead to other service pages', { tag: '@once' }, async ({ page }) => {
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

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the video does not start by itself', { tag: '@once' }, async ({ page }) => {
      await visit(page, `/servicios/${withVideo?.id}`);
      const video = page.getByTestId('medio-detalle').locator('video');
      await video.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      await expect(page.getByRole('button', { name: /^Reproducir video/ })).toBeVisible();
    });
  });
});

test.describe('course page', () => {
  test('the level badge has the same colour as on the home card', { tag: '@once' }, async ({ page }) => {
    const [course] = courses;
    await visit(page, '/');
    const homeColour = await page
      .locator('#cursos [data-level]')
      .evaluate((badge) => getComputedStyle(badge).backgroundColor);
    await visit(page, `/cursos/${course?.id}`);
    await expect(page.locator('main [data-level]')).toHaveCSS('background-color', homeColour);
  });
});
