// The home page, section by section, as the specification lists it (issue 3).
// Expected texts come from the content files and the site configuration.
import type { Locator, Page } from '@playwright/test';
import { courses, home, reviews, services } from '../../src/generated/content.ts';
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

/** The text a WhatsApp link opens the chat with; fails unless it goes to the workshop's number. */
function chatTextOf(href: string | null): string {
  const url = new URL(href ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${chatNumber}`);
  return url.searchParams.get('text') ?? '';
}

async function expectChatLink(link: Locator, text: string): Promise<void> {
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  expect(chatTextOf(await link.getAttribute('href'))).toBe(text);
}

/** A definition list read as a screen reader pairs it: [term, definition]. */
async function pairsOf(list: Locator): Promise<string[][]> {
  return list.evaluate((dl) =>
    [...dl.querySelectorAll('dt')].map((term) => [
      term.textContent?.trim() ?? '',
      term.nextElementSibling?.textContent?.trim() ?? '',
    ]),
  );
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

test.describe('home page sections', () => {
  test('come in the specified order, each labelled by its heading, between header and footer', async ({ page }) => {
    await visit(page, '/');
    const frame = await page
      .locator('header, main, footer, [data-testid="boton-whatsapp-flotante"]')
      .evaluateAll((elements) => elements.map((element) => element.tagName.toLowerCase()));
    expect(frame).toEqual(['header', 'main', 'footer', 'a']);
    const ids = await page.locator('main > section').evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual(['inicio', 'nosotros', 'servicios', 'cursos', 'galeria', 'testimonios', 'contacto']);
    const titles = [
      home.hero.title,
      home.about.title,
      home.services.title,
      home.courses.title,
      home.gallery.title,
      home.testimonials.title,
      home.contact.title,
    ];
    for (const [index, title] of titles.entries()) {
      await expect(page.getByRole('region', { name: title, exact: true })).toHaveAttribute('id', ids[index] ?? '');
    }
  });
});

test.describe('hero', () => {
  test('shows the headline, the lead and the claims strip', async ({ page }) => {
    await visit(page, '/');
    const hero = page.locator('#inicio');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
    await expect(hero.getByText(home.hero.lead)).toBeVisible();
    await expect(hero.getByRole('img', { name: home.hero.imageAlt })).toBeVisible();
    expect(await pairsOf(hero.locator('dl'))).toEqual([
      ['vehículos atendidos', claims.vehiclesServed],
      ['clientes satisfechos', claims.satisfiedClients],
      ['promedio en reseñas', `${claims.starAverage} ★`],
    ]);
    await expect(hero.locator('dl')).toBeInViewport();
    expect([claims.vehiclesServed, claims.satisfiedClients, claims.starAverage]).toEqual(['8000+', '98%', '5']);
  });

  test('"Reservá tu Turno Ahora" scrolls down to the contact section', async ({ page }) => {
    await visit(page, '/');
    await page.locator('#inicio').getByRole('link', { name: 'Reservá tu Turno Ahora' }).click();
    await expect(page).toHaveURL('/#contacto');
    await expectInViewBelowHeader(page, page.getByRole('heading', { name: home.contact.title }));
  });

  test('the WhatsApp button opens the chat to book a visit', async ({ page }) => {
    await visit(page, '/');
    const link = page.locator('#inicio').getByRole('link', { name: /^Escribinos por WhatsApp/ });
    await expectChatLink(link, chat.bookingGreeting);
    const popupPromise = page.waitForEvent('popup');
    await link.click();
    const popup = await popupPromise;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    expect(chatTextOf(popup.url())).toBe(chat.bookingGreeting);
  });
});

test.describe('about', () => {
  test('shows the text blocks, the photo and the five claims', async ({ page }) => {
    await visit(page, '/');
    const about = page.locator('#nosotros');
    await expect(about.getByRole('heading', { level: 2 })).toHaveText(home.about.title);
    for (const block of home.about.blocks) {
      await about.getByRole('heading', { level: 3, name: block.title }).scrollIntoViewIfNeeded();
      await expect(about.getByRole('heading', { level: 3, name: block.title })).toBeVisible();
      await expect(about.getByText(block.description)).toBeVisible();
    }
    await expect(about.getByRole('img', { name: home.about.imageAlt })).toBeAttached();
    expect(await pairsOf(about.locator('dl'))).toEqual([
      ['vehículos atendidos', '8000+'],
      ['clientes satisfechos', '98%'],
      ['calificación promedio', '4.9/5'],
      ['años de experiencia', '7'],
      ['tiempo de respuesta', '24h'],
    ]);
    await about.locator('dl').scrollIntoViewIfNeeded();
    for (const value of ['8000+', '98%', '4.9/5', '7', '24h']) {
      await expect(about.locator('dd', { hasText: value })).toBeVisible();
    }
  });
});

test.describe('services grid', () => {
  test('has nine cards with icon, title, "Consultar" price, description and features', async ({ page }) => {
    await visit(page, '/');
    const grid = page.locator('#servicios');
    expect(services).toHaveLength(9);
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(services.map((service) => service.title));
    for (const service of services) {
      const card = serviceCard(page, service.title);
      await expect(card).toHaveCount(1);
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('svg').first()).toBeVisible();
      expect(service.cardPrice).toBe('Consultar');
      await expect(card).toContainText(`Precio: ${service.cardPrice}`);
      await expect(card.getByText(service.shortDescription)).toBeVisible();
      await expect(card.getByRole('list').getByRole('listitem')).toHaveText([...service.features]);
    }
  });

  test('each card links to its service page and to a chat that names the service', async ({ page }) => {
    await visit(page, '/');
    for (const service of services) {
      const card = serviceCard(page, service.title);
      const more = card.getByRole('link', { name: `Ver más sobre ${service.title}` });
      await expect(more).toHaveAttribute('href', `/servicios/${service.id}`);
      const price = card.getByRole('link', { name: new RegExp(`^Consultar Precio de ${service.title}`) });
      await card.scrollIntoViewIfNeeded();
      await expectChatLink(price, `${chat.serviceGreeting} ${service.title}`);
      expect(chatTextOf(await price.getAttribute('href'))).toContain(service.title);
    }
  });

  test('"Ver más" opens the service page', async ({ page }) => {
    await visit(page, '/');
    const service = services[3] ?? services[0];
    if (!service) throw new Error('no services');
    await serviceCard(page, service.title)
      .getByRole('link', { name: `Ver más sobre ${service.title}` })
      .click();
    await expect(page).toHaveURL(`/servicios/${service.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
  });

  test('"Consultar Precio" opens the chat asking about that service', async ({ page }) => {
    await visit(page, '/');
    const service = services.at(-1);
    if (!service) throw new Error('no services');
    const popupPromise = page.waitForEvent('popup');
    await serviceCard(page, service.title)
      .getByRole('link', { name: new RegExp(`^Consultar Precio de ${service.title}`) })
      .click();
    const popup = await popupPromise;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    expect(chatTextOf(popup.url())).toBe(`${chat.serviceGreeting} ${service.title}`);
  });

  test('below the grid, a chat link asks for a custom service', async ({ page }) => {
    await visit(page, '/');
    const grid = page.locator('#servicios');
    await grid.getByText(home.services.customServiceText).scrollIntoViewIfNeeded();
    await expect(grid.getByText(home.services.customServiceText)).toBeVisible();
    await expectChatLink(grid.getByRole('link', { name: /^Pedí un servicio a medida/ }), chat.customServiceGreeting);
  });
});

test.describe('courses', () => {
  test('the course card shows level, modality, duration, small groups and certificate', async ({ page }) => {
    await visit(page, '/');
    const course = courses[0];
    if (!course) throw new Error('no course');
    expect(courses).toHaveLength(1);
    const card = page
      .locator('#cursos')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(course.title);
    await expect(card.getByText(course.shortDescription)).toBeVisible();
    const level = card.getByText(`Nivel: ${course.level}`);
    await expect(level).toBeVisible();
    await expect(level).toHaveText(`Nivel: ${course.level}`);
    await expect(level).toHaveAttribute('data-level', course.level);
    await expect(level).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(card.getByText(`Modalidad: ${course.modality}`)).toBeVisible();
    expect([course.level, course.modality, course.duration]).toEqual(['Principiante', 'Presencial', '4 días']);
    await expect(card.getByRole('list').getByRole('listitem')).toHaveText([
      '4 días',
      'Grupos reducidos',
      'Certificado',
    ]);
  });

  test('"Ver Detalles" opens the course page', async ({ page }) => {
    await visit(page, '/');
    const link = page.locator('#cursos').getByRole('link', { name: /^Ver Detalles/ });
    await expect(link).toHaveAttribute('href', '/cursos/detailing-basico');
    await expect(link).toHaveAccessibleName(`Ver Detalles del ${courses[0]?.title}`);
    await scrollToStill(page, link);
    await link.click();
    await expect(page).toHaveURL('/cursos/detailing-basico');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(courses[0]?.title ?? '');
  });

  test('below the card, a chat link answers questions about courses', async ({ page }) => {
    await visit(page, '/');
    const link = page.locator('#cursos').getByRole('link', { name: /^Consultanos por WhatsApp/ });
    await link.scrollIntoViewIfNeeded();
    await expectChatLink(link, chat.coursesGreeting);
  });
});

test.describe('testimonials', () => {
  test('three review cards with a star rating, the quote, the author and an avatar', async ({ page }) => {
    await visit(page, '/');
    const section = page.locator('#testimonios');
    const cards = section.getByRole('figure');
    expect(reviews).toHaveLength(3);
    await expect(cards).toHaveCount(3);
    await expect(section.getByText(home.testimonials.lead ?? 'missing lead')).toBeVisible();
    for (const [index, review] of reviews.entries()) {
      const card = cards.nth(index);
      await card.scrollIntoViewIfNeeded();
      const stars = card.getByRole('img', { name: `${review.rating} de 5 estrellas`, exact: true });
      await expect(stars).toBeVisible();
      // Five 20 px stars 2 px apart, drawn by CSS: the first `rating` of them filled in amber.
      expect((await stars.boundingBox())?.width).toBeCloseTo(5 * 22 - 2, 0);
      const filled = stars.locator('span').first();
      expect((await filled.boundingBox())?.width).toBeCloseTo(review.rating * 22 - 2, 0);
      await expect(card.getByText(review.sample ? 'Reseña de ejemplo' : 'Reseña de Google Maps')).toBeVisible();
      await expect(card.getByRole('blockquote')).toHaveText(`“${review.text}”`);
      const words = review.author.split(' ');
      const initials = `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
      await expect(card.getByText(initials, { exact: true })).toBeVisible();
      await expect(card.getByText(review.author, { exact: true })).toBeVisible();
    }
    await expect(cards.getByRole('img', { name: '5 de 5 estrellas', exact: true })).toHaveCount(
      reviews.filter((review) => review.rating === 5).length,
    );
  });

  test('"Agendá tu turno" goes to the contact section', async ({ page }) => {
    await visit(page, '/');
    await page.locator('#testimonios').getByRole('link', { name: 'Agendá tu turno' }).click();
    await expect(page).toHaveURL('/#contacto');
    await expect(page.getByRole('heading', { name: home.contact.title })).toBeInViewport();
  });

  test('"Ver Más Reviews" opens the Google Maps reviews in a new tab', async ({ page }) => {
    await page
      .context()
      .route(/^https:\/\/maps\.app\.goo\.gl\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>reviews</title>' }),
      );
    await visit(page, '/');
    const link = page.locator('#testimonios').getByRole('link', { name: /^Ver Más Reviews/ });
    await expect(link).toHaveAttribute('href', siteConfig.reviewsUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    const popupPromise = page.waitForEvent('popup');
    await link.click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(siteConfig.reviewsUrl);
  });
});

test.describe('cards fading in', () => {
  test('a card below the fold appears once 15% of it is on screen, and stays', async ({ page }) => {
    await visit(page, '/');
    const card = serviceCard(page, services.at(-1)?.title ?? '');
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

  test('an about text block appears once 20% of it is on screen', async ({ page }) => {
    await visit(page, '/');
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

  test('every card is visible by the time the visitor reaches the bottom', async ({ page }) => {
    await visit(page, '/');
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
});

/** Every card and text is shown at full opacity without scrolling to it. */
async function expectEverythingShown(page: Page): Promise<void> {
  const opacities = await page
    .locator('[data-reveal]')
    .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
  expect(opacities.length).toBeGreaterThan(20);
  expect(new Set(opacities)).toEqual(new Set(['1']));
  await expect(page.locator('[data-reveal-pending]')).toHaveCount(0);
  for (const service of services) await expect(serviceCard(page, service.title)).toBeVisible();
  for (const review of reviews) await expect(page.getByText(review.author, { exact: true })).toBeVisible();
  await expect(page.locator('#cursos').getByRole('heading', { level: 3 })).toBeVisible();
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('all content is shown at once, nothing waits to fade in', async ({ page }) => {
    await visit(page, '/');
    await expectEverythingShown(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('all content is shown, and every link works', async ({ page }) => {
    await page.goto('/');
    await expectEverythingShown(page);
    await expect(page.locator('#inicio').getByRole('link', { name: 'Reservá tu Turno Ahora' })).toHaveAttribute(
      'href',
      '#contacto',
    );
    await expectChatLink(
      serviceCard(page, services[0]?.title ?? '').getByRole('link', { name: /^Consultar Precio/ }),
      `${chat.serviceGreeting} ${services[0]?.title}`,
    );
  });
});
