// The before/after gallery: tabs, the full-screen viewer, the videos and the
// loading state when the tab changes. Items come
// from the content files. Every control here works before any script file
// arrives: tests/e2e/held-scripts.spec.ts taps them with the scripts held back.
import type { Locator, Page } from '@playwright/test';
import { gallery, services } from '../../src/generated/content.ts';
import { fill } from '../../src/lib/fill.ts';
import { siteConfig } from '../../src/site.config.ts';
import { expect, test, visit, afterIntersectionCheck } from './fixtures.ts';

const galleryWords = siteConfig.texts.gallery;

const tabs = [
  { label: galleryWords.bikes, category: 'bikes' },
  { label: galleryWords.cars, category: 'cars' },
] as const;
/** The names of a pair's photos and of a video's button, in the content's words. */
const photoName = (side: string, title: string) => `${side}: ${title}`;
const pauseName = (title: string) => fill(siteConfig.texts.shared.pauseVideo, { video: title });
const playName = (title: string) => fill(siteConfig.texts.shared.playVideo, { video: title });

const itemsOf = (category: 'bikes' | 'cars') =>
  gallery
    .filter((item) => item.category === category)
    .map((item) => ({
      ...item,
      serviceTitle: services.find((service) => service.id === item.service)?.title ?? '',
    }));

const bikes = itemsOf('bikes');
const cars = itemsOf('cars');
const firstPair = bikes.find((item) => item.type === 'image');
const bikeVideo = bikes.find((item) => item.type === 'video');
if (!firstPair || !bikeVideo) throw new Error('the Motos tab needs an image pair and a video');

const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: galleryWords.tabsLabel }).getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true, includeHidden: true });
const opener = (page: Page, title: string) =>
  page.getByRole('button', { name: `Ver el antes y el después en pantalla completa: ${title}`, exact: true });
const videoOf = (page: Page, title: string) => page.getByRole('figure').filter({ hasText: title }).locator('video');

/** Whether a video is playing right now, as the browser reports it. */
const isPlaying = (video: Locator) => video.evaluate((element: HTMLVideoElement) => !element.paused);

test.describe('gallery tabs', () => {
  test('Motos is selected by default and Autos shows the car works', { tag: '@once' }, async ({ page }) => {
    await visit(page, '/');
    const motos = tab(page, galleryWords.bikes);
    const autos = tab(page, galleryWords.cars);
    await expect(page.getByRole('tablist', { name: galleryWords.tabsLabel }).getByRole('tab')).toHaveText([
      galleryWords.bikes,
      galleryWords.cars,
    ]);
    await expect(motos).toHaveAttribute('aria-selected', 'true');
    await expect(autos).toHaveAttribute('aria-selected', 'false');
    for (const { label } of tabs) {
      const controlled = await tab(page, label).getAttribute('aria-controls');
      await expect(panel(page, label)).toHaveAttribute('id', controlled ?? '');
    }
    await expect(panel(page, galleryWords.bikes)).toBeVisible();
    await expect(panel(page, galleryWords.cars)).toBeHidden();
    await autos.click();
    await expect(autos).toHaveAttribute('aria-selected', 'true');
    await expect(motos).toHaveAttribute('aria-selected', 'false');
    await expect(panel(page, galleryWords.cars)).toBeVisible();
    await expect(panel(page, galleryWords.bikes)).toBeHidden();
    await motos.click();
    await expect(panel(page, galleryWords.bikes)).toBeVisible();
  });

  test('arrow keys, Home and End move between the tabs and select them', { tag: '@once' }, async ({ page }) => {
    await visit(page, '/');
    const motos = tab(page, galleryWords.bikes);
    const autos = tab(page, galleryWords.cars);
    await expect(motos).toHaveAttribute('tabindex', '0');
    await expect(autos).toHaveAttribute('tabindex', '-1');
    await motos.focus();
    const steps = [
      ['ArrowRight', autos],
      ['ArrowRight', motos],
      ['ArrowLeft', autos],
      ['ArrowLeft', motos],
      ['End', autos],
      ['Home', motos],
    ] as const;
    for (const [key, expected] of steps) {
      await page.keyboard.press(key);
      await expect(expected).toBeFocused();
      await expect(expected).toHaveAttribute('aria-selected', 'true');
      await expect(expected).toHaveAttribute('tabindex', '0');
    }
    await expect(panel(page, galleryWords.bikes)).toBeVisible();
    await page.keyboard.press('End');
    // Tab leaves the tab list for the panel's first item (one tab stop for the whole list).
    await page.keyboard.press('Tab');
    const firstCar = cars[0];
    if (firstCar?.type !== 'image') throw new Error('the first car item should be an image pair');
    await expect(opener(page, firstCar.title)).toBeFocused();
  });

  test('each tab shows each of its works, captioned with title and service', { tag: '@once' }, async ({ page }) => {
    await visit(page, '/');
    for (const { label, category } of tabs) {
      await test.step(label, async () => {
        await tab(page, label).click();
        const figures = panel(page, label).getByRole('figure');
        const items = itemsOf(category);
        expect(items.length).toBeGreaterThan(0);
        await expect(figures).toHaveCount(items.length);
        for (const [index, item] of items.entries()) {
          const figure = figures.nth(index);
          await figure.scrollIntoViewIfNeeded();
          const caption = figure.locator('figcaption');
          await expect(caption.getByText(item.title, { exact: true })).toBeVisible();
          await expect(caption.getByText(item.serviceTitle, { exact: true })).toBeVisible();
          if (item.type === 'image') {
            for (const side of [galleryWords.before, galleryWords.after]) {
              await expect(figure.getByRole('img', { name: photoName(side, item.title) })).toBeVisible();
              await expect(figure.getByText(side, { exact: true })).toBeVisible();
            }
          } else {
            await expect(videoOf(page, item.title)).toBeVisible();
          }
        }
      });
    }
  });
});

test.describe('before/after viewer', () => {
  test('an image pair opens a labelled full-screen modal with both photos; a click anywhere or Escape closes it and focus returns to the item', async ({
    page,
  }) => {
    await visit(page, '/');
    const item = opener(page, firstPair.title);
    const viewer = page.getByRole('dialog', { name: firstPair.title, exact: true });
    await test.step('opened: labelled, modal, both photos, full screen', async () => {
      await expect(item).toHaveAttribute('aria-haspopup', 'dialog');
      await item.click();
      await expect(viewer).toBeVisible();
      expect(await viewer.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
      await expect(viewer.getByText(firstPair.serviceTitle, { exact: true })).toBeVisible();
      for (const side of [galleryWords.before, galleryWords.after]) {
        const photo = viewer.getByRole('img', { name: photoName(side, firstPair.title), exact: true });
        await expect(photo).toBeVisible();
        await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
        await expect(viewer.getByText(side, { exact: true })).toBeVisible();
      }
      // Full screen: the viewer covers the whole viewport.
      const box = await viewer.boundingBox();
      const viewport = page.viewportSize();
      expect(box?.width).toBe(viewport?.width);
      expect(Math.round(box?.height ?? 0)).toBe(viewport?.height);
      await expect(viewer.getByRole('button', { name: galleryWords.close })).toBeFocused();
    });

    await test.step('a click on a photo, on the hint or on the close button closes it', async () => {
      // A tap where a photo or the hint is lands on the full-size close button under them.
      for (const target of [
        viewer.getByRole('img', { name: `${galleryWords.after}: ${firstPair.title}` }),
        viewer.getByText(galleryWords.closeHint, { exact: true }),
        viewer.getByRole('button', { name: galleryWords.close }),
      ]) {
        if (!(await viewer.isVisible())) await item.click();
        await expect(viewer).toBeVisible();
        await expect(target).toBeVisible();
        const box = await target.boundingBox();
        await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
        await expect(viewer).toBeHidden();
        await expect(item).toBeFocused();
      }
    });

    await test.step('Escape closes a car pair opened from the keyboard', async () => {
      await tab(page, galleryWords.cars).click();
      const pair = cars.find((entry) => entry.type === 'image' && entry !== cars[0]);
      if (!pair) throw new Error('no second image pair among the cars');
      const carItem = opener(page, pair.title);
      await carItem.focus();
      await page.keyboard.press('Enter');
      const carViewer = page.getByRole('dialog', { name: pair.title, exact: true });
      await expect(carViewer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(carViewer).toBeHidden();
      await expect(carItem).toBeFocused();
    });
  });
});

test.describe('gallery videos', { tag: '@once' }, () => {
  test('a video is looping, muted and inline with a poster; it plays on screen, pauses off screen and from its button, and stays paused when the visitor paused it', async ({
    page,
  }) => {
    await visit(page, '/');
    const video = videoOf(page, bikeVideo.title);
    await video.scrollIntoViewIfNeeded();
    await test.step('looping, muted, inline, with a poster, and no viewer', async () => {
      const state = await video.evaluate((element: HTMLVideoElement) => ({
        loop: element.loop,
        muted: element.muted,
        inline: element.playsInline,
        controls: element.controls,
      }));
      expect(state).toMatchObject({ loop: true, muted: true, inline: true, controls: false });
      // The poster is a lazily loaded photo under the video, named after what the video shows.
      const figure = panel(page, galleryWords.bikes).getByRole('figure').filter({ hasText: bikeVideo.title });
      const poster = figure.getByRole('img', { name: bikeVideo.title });
      await expect(poster).toHaveAttribute('loading', 'lazy');
      await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await expect(figure.locator('video')).toHaveCount(1);
      await expect(figure.locator('[aria-haspopup="dialog"]')).toHaveCount(0);
      await video.click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.locator('dialog[open]')).toHaveCount(0);
    });

    const pause = page.getByRole('button', { name: pauseName(bikeVideo.title), exact: true });
    const play = page.getByRole('button', { name: playName(bikeVideo.title), exact: true });
    await test.step('plays on screen; its button pauses and plays it', async () => {
      await expect.poll(() => isPlaying(video)).toBe(true);
      await expect(pause).toBeVisible();
      await pause.click();
      await expect.poll(() => isPlaying(video)).toBe(false);
      await expect(play).toBeVisible();
      await expect(play).toBeFocused();
      await play.click();
      await expect.poll(() => isPlaying(video)).toBe(true);
      await expect(pause).toBeVisible();
    });

    await test.step('pauses off screen and plays again on screen', async () => {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect.poll(() => isPlaying(video)).toBe(false);
      await video.scrollIntoViewIfNeeded();
      await expect.poll(() => isPlaying(video)).toBe(true);
    });

    await test.step('paused by the visitor, it stays paused when it scrolls back on screen', async () => {
      await pause.click();
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await video.scrollIntoViewIfNeeded();
      await afterIntersectionCheck(video);
      expect(await isPlaying(video)).toBe(false);
      await expect(play).toBeVisible();
    });
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('videos never start by themselves, but the play button starts them', async ({ page }) => {
      await page.addInitScript(() => {
        const started: string[] = [];
        (window as unknown as { startedVideos: string[] }).startedVideos = started;
        document.addEventListener('play', (event) => started.push(String(event.target)), true);
      });
      await visit(page, '/');
      const video = videoOf(page, bikeVideo.title);
      await video.scrollIntoViewIfNeeded();
      await afterIntersectionCheck(video);
      expect(await isPlaying(video)).toBe(false);
      expect(await page.evaluate(() => (window as unknown as { startedVideos: string[] }).startedVideos)).toEqual([]);
      await page.getByRole('button', { name: playName(bikeVideo.title) }).click();
      await expect.poll(() => isPlaying(video)).toBe(true);
      await expect(page.getByRole('button', { name: pauseName(bikeVideo.title) })).toBeVisible();
    });
  });
});

test.describe('changing tab', { tag: '@once' }, () => {
  test("preloads the new tab's photos, even those far down the page", async ({ page }) => {
    await visit(page, '/');
    await tab(page, galleryWords.cars).click();
    const photos = panel(page, galleryWords.cars).getByRole('img');
    // Two photos per before/after pair, and each video's poster.
    await expect(photos).toHaveCount(
      cars.filter((item) => item.type === 'image').length * 2 + cars.filter((item) => item.type === 'video').length,
    );
    await expect
      .poll(() =>
        photos.evaluateAll((images: HTMLImageElement[]) =>
          images.every((image) => image.complete && image.naturalWidth > 0),
        ),
      )
      .toBe(true);
    await expect(panel(page, galleryWords.cars)).toHaveAttribute('aria-busy', 'false');
  });

  test('shows a busy loading state until every medium has loaded or failed', async ({ page }) => {
    const slow = cars.find((item) => item.type === 'image');
    const broken = cars.findLast((item) => item.type === 'image');
    if (slow?.type !== 'image' || broken?.type !== 'image' || slow === broken) throw new Error('need two car pairs');
    const stem = (file: string) => file.replace(/^.*\//, '').replace(/\.\w+$/, '');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(new RegExp(`/media/.*${stem(slow.after)}-`), async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.route(new RegExp(`/media/.*${stem(broken.before)}-`), (route) => route.abort());

    await visit(page, '/');
    const autos = panel(page, galleryWords.cars);
    await expect(autos).toHaveAttribute('aria-busy', 'false');
    await tab(page, galleryWords.cars).click();
    await expect(autos).toHaveAttribute('aria-busy', 'true');
    await expect(autos.getByText(galleryWords.loading)).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // The broken photo has failed by now; the slow one still holds the panel busy.
    await expect
      .poll(() =>
        autos
          .getByRole('img', { name: photoName(galleryWords.before, broken.title) })
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 0),
      )
      .toBe(true);
    await expect(autos).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(autos).toHaveAttribute('aria-busy', 'false');
    await expect(autos.getByText(galleryWords.loading)).toBeHidden();
    await expect(panel(page, galleryWords.bikes)).toHaveAttribute('aria-busy', 'false');
  });

  test('a photo that fails to load does not leave the panel busy', async ({ page }) => {
    await page.route(/\/media\/gallery\/.*-(antes|despues)-/, (route) => route.abort());
    await visit(page, '/');
    await tab(page, galleryWords.cars).click();
    const autos = panel(page, galleryWords.cars);
    await expect(autos).toHaveAttribute('aria-busy', 'false');
    await expect(autos.getByText(galleryWords.loading)).toBeHidden();
    await expect(autos.getByRole('figure')).toHaveCount(cars.length);
  });

  test('the new tab’s items fade in', async ({ page }) => {
    await visit(page, '/');
    const firstCar = panel(page, galleryWords.cars).locator('li').first();
    await firstCar.evaluate((item) => {
      const samples: number[] = [];
      const fades: number[] = [];
      Object.assign(window, { opacities: samples, opacityFades: fades });
      const sample = () => {
        samples.push(Number(getComputedStyle(item).opacity));
        if (samples.length < 1000) requestAnimationFrame(sample);
      };
      sample();
      // A finished opacity transition is reported by an event, however busy the machine is
      // (sampling frames can miss the middle of a 0.5 s fade on a loaded CI runner).
      item.addEventListener('transitionend', (event) => {
        const transition = event as TransitionEvent;
        if (transition.propertyName === 'opacity') fades.push(transition.elapsedTime);
      });
    });
    await tab(page, galleryWords.cars).click();
    // The items fade in once the panel is in view (on a phone it starts below the tabs).
    await firstCar.scrollIntoViewIfNeeded();
    await expect(firstCar).toBeVisible();
    await expect(firstCar).toHaveCSS('opacity', '1');
    const samples = await page.evaluate(() => (window as unknown as { opacities: number[] }).opacities);
    const hiddenAt = samples.findIndex((opacity) => opacity < 0.2);
    expect(hiddenAt, 'the item started hidden').toBeGreaterThan(-1);
    const fades = await page.evaluate(() => (window as unknown as { opacityFades: number[] }).opacityFades);
    expect(fades.length, 'the item faded rather than jumped').toBeGreaterThan(0);
    expect(Math.max(...fades), 'the fade took time').toBeGreaterThan(0.2);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the new tab’s items appear at once', async ({ page }) => {
      await visit(page, '/');
      await tab(page, galleryWords.cars).click();
      const items = panel(page, galleryWords.cars).getByRole('listitem');
      const opacities = await items.evaluateAll((elements) =>
        elements.map((element) => getComputedStyle(element).opacity),
      );
      expect(opacities).toEqual(cars.map(() => '1'));
    });
  });
});

test.describe('without JavaScript', { tag: '@once' }, () => {
  test.use({ javaScriptEnabled: false });

  test('both tabs’ works are listed one after the other, under their headings', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#galeria');
    await expect(section.getByRole('tablist')).toBeHidden();
    for (const { label, category } of tabs) {
      await expect(section.getByRole('heading', { level: 3, name: label, exact: true })).toBeVisible();
      for (const item of itemsOf(category)) {
        await expect(section.getByRole('figure').filter({ hasText: item.title })).toBeVisible();
      }
    }
    await expect(section.getByRole('figure')).toHaveCount(gallery.length);
  });
});
