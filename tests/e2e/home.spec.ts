// The home page in a browser (issue 3): what the visitor sees on screen as they scroll it, the cards fading in, and
// where its links take them. Its words, links and order, every card's, are read from the served HTML in
// tests/worker/home.test.ts; here they are expected on screen. Expected texts come from the content.
import type { Locator, Page } from '@playwright/test';
import { courses, home, reviews, services } from '../../src/generated/content.ts';
import { fill } from '../../src/lib/fill.ts';
import { siteConfig } from '../../src/site.config.ts';
import {
  afterIntersectionCheck,
  chatNumber,
  expect,
  expectInViewBelowHeader,
  scrollToStill,
  test,
  visit,
} from './fixtures.ts';

const { claims, chat } = siteConfig;
const words = siteConfig.texts;

/** The text a WhatsApp address opens the chat with; fails unless it goes to the workshop's number. */
function chatTextOf(href: string): string {
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${chatNumber}`);
  return url.searchParams.get('text') ?? '';
}

/** Clicks a link that opens a new tab and returns the address the tab lands on (WhatsApp's answered locally). */
async function popupAddress(page: Page, link: Locator, address: RegExp | string): Promise<string> {
  const popupPromise = page.waitForEvent('popup');
  await link.click();
  const popup = await popupPromise;
  await popup.waitForURL(address);
  const url = popup.url();
  await popup.close();
  return url;
}

/** Scrolls, without animation, until `fraction` of the element's height is inside the viewport at the bottom. */
async function scrollToShow(element: Locator, fraction: number): Promise<void> {
  await element.evaluate((target, share) => {
    const box = target.getBoundingClientRect();
    const wantedTop = innerHeight - share * box.height;
    window.scrollTo({ top: scrollY + box.top - wantedTop, behavior: 'instant' });
  }, fraction);
}

const serviceCard = (page: Page, title: string) =>
  page
    .locator('#servicios')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

test('the home page from top to bottom: every section on screen with its words, the cards fading in as they come, then a service', async ({
  page,
}) => {
  // Every section in turn, scrolled to and checked: a minute on a busy machine.
  test.slow();
  await visit(page, '/');

  await test.step('the first screen: headline, lead, photo and the claims strip', async () => {
    const hero = page.locator('#inicio');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
    await expect(hero.getByText(home.hero.lead)).toBeVisible();
    await expect(hero.getByRole('img', { name: home.hero.imageAlt })).toBeVisible();
    await expect(hero.locator('dl')).toBeInViewport();
    for (const value of [claims.vehiclesServed, claims.satisfiedClients, `${claims.starAverage} ★`])
      await expect(hero.locator('dd', { hasText: value })).toBeVisible();
  });

  await test.step('an about text block appears once 20% of it is on screen', async () => {
    const block = page
      .locator('#nosotros li')
      .filter({ has: page.getByRole('heading', { name: home.about.blocks.at(-1)?.title ?? '' }) });
    await expect(block).toHaveCSS('opacity', '0');
    await scrollToShow(block, 0.17);
    await afterIntersectionCheck(block);
    await expect(block).toHaveAttribute('data-reveal-pending', '');
    await scrollToShow(block, 0.3);
    await expect(block).toHaveCSS('opacity', '1');
  });

  await test.step('about: every text block, the photo and the five claims', async () => {
    const about = page.locator('#nosotros');
    await expect(about.getByRole('heading', { level: 2 })).toHaveText(home.about.title);
    for (const block of home.about.blocks) {
      await about.getByRole('heading', { level: 3, name: block.title }).scrollIntoViewIfNeeded();
      await expect(about.getByRole('heading', { level: 3, name: block.title })).toBeVisible();
      await expect(about.getByText(block.description)).toBeVisible();
    }
    await expect(about.getByRole('img', { name: home.about.imageAlt })).toBeAttached();
    await about.locator('dl').scrollIntoViewIfNeeded();
    const values = [
      claims.vehiclesServed,
      claims.satisfiedClients,
      claims.ratingAverage,
      claims.yearsOfExperience,
      claims.responseTime,
    ];
    for (const value of values) await expect(about.locator('dd').getByText(value, { exact: true })).toBeVisible();
  });

  await test.step('a card below the fold appears once 15% of it is on screen, and stays', async () => {
    const lastService = serviceCard(page, services.at(-1)?.title ?? '');
    // Below 640 px the services are a row that scrolls sideways, whose cards show at once (the next one peeks at the
    // edge): a review card fades in there instead.
    const inRow = (page.viewportSize()?.width ?? 0) < 640;
    if (inRow) await expect(lastService).toHaveCSS('opacity', '1');
    const card = inRow ? page.locator('#testimonios li').last() : lastService;
    await expect(card).toHaveCSS('opacity', '0');
    await scrollToShow(card, 0.1);
    await afterIntersectionCheck(card);
    await expect(card).toHaveAttribute('data-reveal-pending', '');
    await scrollToShow(card, 0.2);
    await expect(card).not.toHaveAttribute('data-reveal-pending');
    await expect(card).toHaveCSS('opacity', '1');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await afterIntersectionCheck(card);
    await scrollToShow(card, 0.05);
    await afterIntersectionCheck(card);
    await expect(card).toHaveCSS('opacity', '1');
    await expect(card).not.toHaveAttribute('data-reveal-pending');
  });

  await test.step('services: every card with its icon, price, description and features', async () => {
    const grid = page.locator('#servicios');
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(services.map((service) => service.title));
    for (const service of services) {
      const card = serviceCard(page, service.title);
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('svg').first()).toBeVisible();
      await expect(card.getByText(`${words.homeCards.price} ${service.cardPrice}`)).toBeVisible();
      await expect(card.getByText(service.shortDescription)).toBeVisible();
      for (const feature of service.features) await expect(card.getByText(feature, { exact: true })).toBeVisible();
    }
    await grid.getByText(home.services.customServiceText).scrollIntoViewIfNeeded();
    await expect(grid.getByText(home.services.customServiceText)).toBeVisible();
  });

  await test.step('courses: each card with its coloured level badge, modality and facts', async () => {
    for (const course of courses) {
      const card = page
        .locator('#cursos')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: course.title, exact: true }) });
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByText(course.shortDescription)).toBeVisible();
      const level = card.getByText(`${words.homeCards.level} ${course.level}`);
      await expect(level).toBeVisible();
      await expect(level).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await expect(card.getByText(`${words.homeCards.modality} ${course.modality}`)).toBeVisible();
      for (const fact of [course.duration, words.homeCards.smallGroups, words.homeCards.certificate])
        await expect(card.getByRole('listitem').filter({ hasText: fact })).toBeVisible();
    }
  });

  await test.step('reviews: each card with its stars drawn to the rating, the quote, the avatar and the author', async () => {
    const section = page.locator('#testimonios');
    const cards = section.getByRole('figure');
    await expect(cards).toHaveCount(reviews.length);
    const { lead } = home.testimonials;
    if (lead !== undefined) await expect(section.getByText(lead)).toBeVisible();
    for (const [index, review] of reviews.entries()) {
      const card = cards.nth(index);
      await card.scrollIntoViewIfNeeded();
      const stars = card.getByRole('img', { name: fill(words.reviews.stars, { estrellas: review.rating }) });
      await expect(stars).toBeVisible();
      // Five 20 px stars 2 px apart, drawn by CSS: the first `rating` of them filled in amber.
      expect((await stars.boundingBox())?.width).toBeCloseTo(5 * 22 - 2, 0);
      const filled = stars.locator('span').first();
      expect((await filled.boundingBox())?.width).toBeCloseTo(review.rating * 22 - 2, 0);
      await expect(card.getByText(review.sample ? words.reviews.sample : words.reviews.fromGoogle)).toBeVisible();
      await expect(card.getByRole('blockquote')).toBeVisible();
      const parts = review.author.split(' ');
      const initials = `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
      await expect(card.getByText(initials, { exact: true })).toBeVisible();
      await expect(card.getByText(review.author, { exact: true })).toBeVisible();
    }
  });

  await test.step('every card is visible by the time the visitor reaches the bottom', async () => {
    const cards = page.locator('[data-reveal]');
    const count = await cards.count();
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      if (!(await card.isVisible())) continue;
      await card.scrollIntoViewIfNeeded();
      await expect(card).toHaveCSS('opacity', '1');
    }
    await expect(page.locator('[data-reveal-pending]')).toHaveCount(0);
  });

  await test.step('at the bottom, a card\'s "Ver más" opens the service page', async () => {
    const service = services[3] ?? services[0];
    if (!service) throw new Error('no services');
    const name = `${words.homeCards.serviceMore} ${fill(words.homeCards.serviceMoreHidden, { servicio: service.title })}`;
    const link = serviceCard(page, service.title).getByRole('link', { name });
    await scrollToStill(page, link);
    await link.click();
    await expect(page).toHaveURL(`/servicios/${service.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
  });
});

// Where each link leads does not change with the screen's size: checked once, on a phone. That a section link lands
// below the header, at both sizes, is shell.spec.ts's.
test(
  "the home page's links: to the contact section, to WhatsApp and Google Maps in a new tab, to a course",
  { tag: '@once' },
  async ({ page }) => {
    await page
      .context()
      .route(/^https:\/\/maps\.app\.goo\.gl\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>reviews</title>' }),
      );
    await visit(page, '/');
    const contactHeading = page.getByRole('heading', { name: home.contact.title });

    await test.step("the hero's turn button scrolls down to the contact section, below the header", async () => {
      await page.locator('#inicio').getByRole('link', { name: home.hero.bookAction }).click();
      await expect(page).toHaveURL('/#contacto');
      await expectInViewBelowHeader(page, contactHeading);
    });

    await test.step("the hero's WhatsApp button opens the chat to book a visit", async () => {
      const link = page.locator('#inicio').getByRole('link', { name: home.hero.chatAction });
      expect(chatTextOf(await popupAddress(page, link, /^https:\/\/wa\.me\//))).toBe(chat.turnGreeting);
    });

    await test.step('a service\'s "Consultar Precio" opens the chat asking about that service', async () => {
      const service = services.at(-1);
      if (!service) throw new Error('no services');
      const name = `${words.homeCards.serviceAskPrice} ${fill(words.homeCards.serviceAskPriceHidden, { servicio: service.title })}`;
      const link = serviceCard(page, service.title).getByRole('link', { name });
      await scrollToStill(page, link);
      expect(chatTextOf(await popupAddress(page, link, /^https:\/\/wa\.me\//))).toBe(
        `${chat.serviceGreeting} ${service.title}`,
      );
    });

    await test.step('below the course cards, a chat link answers questions about courses', async () => {
      const link = page.locator('#cursos').getByRole('link', { name: home.courses.questionAction });
      await scrollToStill(page, link);
      expect(chatTextOf(await popupAddress(page, link, /^https:\/\/wa\.me\//))).toBe(chat.coursesGreeting);
    });

    await test.step('below the reviews, the turn link goes to the contact section', async () => {
      // Back to the bare address, so the link's own change of address shows.
      await page.evaluate(() => history.replaceState(null, '', '/'));
      await page.locator('#testimonios').getByRole('link', { name: words.reviews.book }).click();
      await expect(page).toHaveURL('/#contacto');
      await expect(contactHeading).toBeInViewport();
    });

    await test.step('"Ver Más Reviews" opens the Google Maps reviews in a new tab', async () => {
      const link = page.locator('#testimonios').getByRole('link', { name: words.reviews.more });
      expect(await popupAddress(page, link, siteConfig.reviewsUrl)).toBe(siteConfig.reviewsUrl);
    });

    await test.step('"Ver Detalles" opens the course page', async () => {
      const course = courses[0];
      if (!course) throw new Error('no course');
      const name = `${words.homeCards.courseDetails} ${fill(words.homeCards.courseDetailsHidden, { curso: course.title })}`;
      const link = page.locator('#cursos').getByRole('link', { name });
      await scrollToStill(page, link);
      await link.click();
      await expect(page).toHaveURL(`/cursos/${course.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
    });
  },
);

/** Every card and text is shown at full opacity without scrolling to it. */
async function expectEverythingShown(page: Page): Promise<void> {
  const opacities = await page
    .locator('[data-reveal]')
    .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
  expect(opacities.length).toBeGreaterThan(
    services.length + reviews.length + courses.length + home.about.blocks.length,
  );
  expect(new Set(opacities)).toEqual(new Set(['1']));
  await expect(page.locator('[data-reveal-pending]')).toHaveCount(0);
  for (const service of services) await expect(serviceCard(page, service.title)).toBeVisible();
  for (const review of reviews) await expect(page.getByText(review.author, { exact: true })).toBeVisible();
  for (const course of courses)
    await expect(page.locator('#cursos').getByRole('heading', { level: 3, name: course.title })).toBeVisible();
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('all content is shown at once, nothing waits to fade in', { tag: '@once' }, async ({ page }) => {
    await visit(page, '/');
    await expectEverythingShown(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'all content is shown; the map is its picture and "Cómo llegar", without the button that needs a script',
    {
      tag: '@once',
    },
    async ({ page }) => {
      await page.goto('/');
      await expectEverythingShown(page);
      const contact = page.locator('#contacto');
      await contact.scrollIntoViewIfNeeded();
      const { street, neighbourhood } = siteConfig.address;
      const place = { taller: siteConfig.name, dirección: `${street}, ${neighbourhood}` };
      await expect(contact.getByRole('img', { name: fill(words.contact.mapImageAlt, place) })).toBeVisible();
      await expect(
        contact.getByRole('link', { name: `${words.contact.directions} ${words.contact.directionsHidden}` }),
      ).toBeVisible();
      await expect(contact.getByRole('button', { name: words.contact.showMap })).toBeHidden();
      await expect(contact.getByText(words.contact.mapNotice)).toBeHidden();
    },
  );
});
