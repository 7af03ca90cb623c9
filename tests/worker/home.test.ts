// The home page's words, links and attributes, read from the served HTML and expected from the content: every section
// in the specified order, each card of every collection. What needs a browser (what is on screen, fading in, the
// chat opening, scrolling to a section) is in tests/e2e/home.spec.ts.
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { courses, gallery, home, legalPages, reviews, services } from '../../src/generated/content.ts';
import { readChatText } from '../../src/lib/chat.ts';
import { fill } from '../../src/lib/fill.ts';
import { describeOpeningHours } from '../../src/lib/opening-hours.ts';
import { routes } from '../../src/routes/paths.ts';
import { siteConfig } from '../../src/site.config.ts';
import { dom, fetchDom, shownText, within, type Dom } from './dom.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { reviewCard } from '../../src/components/home/Testimonials.tsx';
import { formatDate } from '../../src/prices/format.ts';
import { fetchPage } from './fetch-page.ts';

const { claims, chat } = siteConfig;
const words = siteConfig.texts;
const openingHours = describeOpeningHours(siteConfig.openingHours.periods, words.hours);
const chatAddress = `https://wa.me/${siteConfig.phone.chatDigits}?text=`;

const decode = (html: string) => html.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");

async function homeHtml(): Promise<string> {
  return (await fetchPage('/')).html;
}

/** The slice of the page from a section's opening tag to the next section. */
function section(html: string, id: string): string {
  const start = html.indexOf(`<section id="${id}"`);
  const end = html.indexOf('</section>', start);
  return html.slice(start, end);
}

/** The text a link opens the chat with; fails unless it goes to the workshop's number in a new tab. */
function chatTextOf(link: Element): string {
  expect(link.attribs.href?.startsWith(chatAddress), link.attribs.href).toBe(true);
  expect(link.attribs.target).toBe('_blank');
  return readChatText(link.attribs.href ?? '');
}

/** A list's cards, each read on its own, paired with the entries they show; fails unless their titles are in order. */
function cardsOf<Entry extends { title: string }>(part: Dom, selector: string, entries: readonly Entry[]) {
  const cards = part.all(selector).map(within);
  expect(cards.map((card) => card.text('h3'))).toEqual(entries.map((entry) => entry.title));
  return entries.map((entry, index) => [cards[index] as Dom, entry] as const);
}

/** The one chat link in a part of the page; fails if there is none or more than one. */
function onlyChatLink(part: Dom): Element {
  const links = part.all('a[href^="https://wa.me/"]');
  expect(links).toHaveLength(1);
  return links[0] as Element;
}

/** A link's shown words, and the fuller name a screen reader announces: the same words, then `more`. */
function expectNamed(link: Element | undefined, shown: string, more: string): void {
  expect(shownText(link as Element)).toBe(shown);
  expect(link?.attribs['aria-label']).toBe(`${shown} ${more}`);
}

/** A definition list read as a screen reader pairs it: [term, definition]. */
const pairsOf = (list: Dom) => list.all('dt').map((term, index) => [shownText(term), list.texts('dd')[index]]);

/** "Ana María Pérez" → "AP", as the avatar shows it. */
function initials(name: string): string {
  const parts = name.split(' ');
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

describe('home page', () => {
  it('has header, main, footer and the chat button, then the seven sections in order, each named by its heading', async () => {
    const page = await fetchDom('/');
    const frame = page.all('header, main, footer, [data-testid="boton-whatsapp-flotante"]').map((part) => part.name);
    expect(frame).toEqual(['header', 'main', 'footer', 'a']);
    const sections = page.all('main > section');
    expect(sections.map((part) => part.attribs.id)).toEqual([
      'inicio',
      'nosotros',
      'servicios',
      'cursos',
      'galeria',
      'testimonios',
      'contacto',
    ]);
    const titles = sections.map((part) => page.text(`#${part.attribs['aria-labelledby']}`));
    expect(titles).toEqual([
      home.hero.title,
      home.about.title,
      home.services.title,
      home.courses.title,
      home.gallery.title,
      home.testimonials.title,
      home.contact.title,
    ]);
  });

  it('opens with the hero: headline, lead, photo, claims, turn button to #contacto and a chat link', async () => {
    const hero = within((await fetchDom('/')).one('#inicio'));
    expect(hero.texts('h1')).toEqual([home.hero.title]);
    expect(hero.texts('p')).toContain(home.hero.lead);
    expect(hero.attribute('img', 'alt')).toBe(home.hero.imageAlt);
    expect(pairsOf(within(hero.one('dl')))).toEqual([
      [words.claimLabels.vehiclesServed, claims.vehiclesServed],
      [words.claimLabels.satisfiedClients, claims.satisfiedClients],
      [words.claimLabels.starAverage, `${claims.starAverage} ★`],
    ]);
    expect(hero.texts('a[href="#contacto"]')).toEqual([home.hero.bookAction]);
    const link = onlyChatLink(hero);
    expect(chatTextOf(link)).toBe(chat.turnGreeting);
    expectNamed(link, home.hero.chatAction, words.shared.chatNewTab);
  });

  it('loads the hero photo first and at high priority, every other photo lazily', async () => {
    const html = await homeHtml();
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toContain('fetchPriority="high"');
    for (const image of images.slice(1)) expect(image).toContain('loading="lazy"');
    for (const image of images) expect(image).toMatch(/width="\d+" height="\d+"/);
  });

  it('offers each photo as AVIF at several widths, and one WebP to browsers without AVIF', async () => {
    const hero = section(await homeHtml(), 'inicio');
    expect(hero).toMatch(/<source type="image\/avif" srcSet="\/media\/hero-480-[\w-]+\.avif 480w, [^"]+2000w"/);
    expect(hero).toMatch(/<img src="\/media\/hero-800-[\w-]+\.webp"/);
    expect(hero).not.toContain('type="image/webp"');
  });

  it('shows the about section: its blocks, its photo and the five claims', async () => {
    const about = within((await fetchDom('/')).one('#nosotros'));
    expect(about.texts('h2')).toEqual([home.about.title]);
    expect(about.all('li').map((block) => [within(block).text('h3'), within(block).text('p')])).toEqual(
      home.about.blocks.map((block) => [block.title, block.description]),
    );
    expect(about.attribute('img', 'alt')).toBe(home.about.imageAlt);
    expect(pairsOf(within(about.one('dl')))).toEqual([
      [words.claimLabels.vehiclesServed, claims.vehiclesServed],
      [words.claimLabels.satisfiedClients, claims.satisfiedClients],
      [words.claimLabels.ratingAverage, claims.ratingAverage],
      [words.claimLabels.yearsOfExperience, claims.yearsOfExperience],
      [words.claimLabels.responseTime, claims.responseTime],
    ]);
  });

  it('has a card per service: icon, price, description, features, "Ver más" and a chat link naming it', async () => {
    const grid = within((await fetchDom('/')).one('#servicios'));
    for (const [card, service] of cardsOf(grid, 'ul:has(> li > h3) > li', services)) {
      expect(card.all(':scope > svg use')).toHaveLength(1);
      expect(card.texts('p')).toEqual([`${words.homeCards.price} ${service.cardPrice}`, service.shortDescription]);
      expect(card.texts('ul > li')).toEqual([...service.features]);
      const named = { servicio: service.title };
      const more = card.one(`a[href="/servicios/${service.id}"]`);
      expectNamed(more, words.homeCards.serviceMore, fill(words.homeCards.serviceMoreHidden, named));
      const price = onlyChatLink(card);
      expect(chatTextOf(price)).toBe(`${chat.serviceGreeting} ${service.title}`);
      const hidden = `${fill(words.homeCards.serviceAskPriceHidden, named)} ${words.shared.chatNewTab}`;
      expectNamed(price, words.homeCards.serviceAskPrice, hidden);
    }
  });

  it('asks below the service cards for a custom service, with a chat link', async () => {
    const grid = within((await fetchDom('/')).one('#servicios'));
    expect(grid.texts('p')).toContain(home.services.customServiceText);
    const link = grid.all('a[href^="https://wa.me/"]').at(-1) as Element;
    expect(chatTextOf(link)).toBe(chat.customServiceGreeting);
    expect(shownText(link)).toBe(words.homeCards.customService);
  });

  it('has a card per course: level, modality, description, facts and "Ver Detalles" to its page', async () => {
    const block = within((await fetchDom('/')).one('#cursos'));
    for (const [card, course] of cardsOf(block, 'ul:has(> li h3) > li', courses)) {
      expect(card.text('[data-level]')).toBe(`${words.homeCards.level} ${course.level}`);
      expect(card.attribute('[data-level]', 'data-level')).toBe(course.level);
      expect(card.texts('p > span')).toEqual([
        `${words.homeCards.level} ${course.level}`,
        `${words.homeCards.modality} ${course.modality}`,
      ]);
      expect(card.texts('p')).toContain(course.shortDescription);
      expect(card.texts('ul > li')).toEqual([
        course.duration,
        words.homeCards.smallGroups,
        words.homeCards.certificate,
      ]);
      const hidden = fill(words.homeCards.courseDetailsHidden, { curso: course.title });
      expectNamed(card.one(`a[href="/cursos/${course.id}"]`), words.homeCards.courseDetails, hidden);
    }
    const question = onlyChatLink(block);
    expect(chatTextOf(question)).toBe(chat.coursesGreeting);
    expect(shownText(question)).toBe(home.courses.questionAction);
    expect(block.text('ul + p')).toBe(`${home.courses.question}${home.courses.questionAction}`);
  });

  it('renders the gallery with both tabs and every item, as server markup', async () => {
    const block = section(await homeHtml(), 'galeria');
    expect(block).not.toContain('data-island');
    expect(block).toContain('role="tablist"');
    for (const item of gallery) expect(decode(block)).toContain(item.title);
  });

  it('shows a card per review: its stars in words, where it comes from, the quote, the avatar and the author', async () => {
    const block = within((await fetchDom('/')).one('#testimonios'));
    const { lead } = home.testimonials;
    if (lead !== undefined) expect(block.texts('p')).toContain(lead);
    const cards = block.all('figure');
    expect(cards).toHaveLength(reviews.length);
    for (const [index, review] of reviews.entries()) {
      const card = within(cards[index] as Element);
      expect(card.attribute('[role="img"]', 'aria-label')).toBe(
        fill(words.reviews.stars, { estrellas: review.rating }),
      );
      expect(card.texts('p')).toContain(review.sample ? words.reviews.sample : words.reviews.fromGoogle);
      expect(card.text('blockquote')).toBe(`“${review.text}”`);
      // The day it was written on Google Maps, under the name, when the owner copied it.
      const written = review.date === undefined ? '' : formatDate(review.date);
      expect(card.texts('figcaption > span')).toEqual([initials(review.author), `${review.author}${written}`]);
      expect(card.texts('time')).toEqual(written ? [written] : []);
      if (review.date) expect(card.attribute('time', 'datetime')).toBe(review.date);
    }
  });

  it('a review the owner dated shows its day under the name, as a machine-readable date', () => {
    const [first] = reviews;
    if (!first) throw new Error('the content has no review');
    const card = dom(renderToStaticMarkup(reviewCard({ ...first, sample: false, date: '2026-10-12' })));
    expect(card.texts('figcaption > span')).toEqual([
      initials(first.author),
      `${first.author}${formatDate('2026-10-12')}`,
    ]);
    expect(card.attribute('time', 'datetime')).toBe('2026-10-12');
    expect(card.texts('p')).toContain(words.reviews.fromGoogle);
  });

  it('ends the reviews with the turn link to #contacto and the Google Maps reviews in a new tab', async () => {
    const block = within((await fetchDom('/')).one('#testimonios'));
    expect(block.texts('a[href="#contacto"]')).toEqual([words.reviews.book]);
    const more = block.one(`a[href="${siteConfig.reviewsUrl}"]`);
    expect(more.attribs.target).toBe('_blank');
    expectNamed(more, words.reviews.more, words.reviews.moreHidden);
  });

  it('beside them, a plain link to leave a review through the short address, styled as "more reviews"', async () => {
    const block = within((await fetchDom('/')).one('#testimonios'));
    const leave = block.all(`a[href="${routes.reviewVisit.path}"]`);
    expect(leave.map(shownText)).toEqual([words.reviews.leave]);
    // The same tab: the short address leads on to Google.
    expect(leave[0]?.attribs.target).toBeUndefined();
    expect(leave[0]?.attribs.class).toBe(block.one(`a[href="${siteConfig.reviewsUrl}"]`).attribs.class);
  });

  it('has the contact form, the hours, the map behind a button and a way without JavaScript', async () => {
    const block = section(await homeHtml(), 'contacto');
    // An island, hydrated when it is needed; without its script (not arrived yet, or never) it posts to the Worker, in a
    // new tab.
    expect(block).toContain('data-island="ContactForm"');
    expect(block).toMatch(/<form [^>]*action="\/consulta" method="post" target="_blank">/);
    // The opening status is filled in by client/open-status.ts, which has the hours in its bundle.
    expect(block).toContain('data-open-status=""');
    const hours = within((await fetchDom('/')).one('#contacto dl'));
    expect(pairsOf(hours)).toEqual(openingHours.map((row) => [row.days, row.hours]));
    expect(block).toContain(`href="tel:${siteConfig.phone.tel}"`);
    expect(block).toContain(`href="mailto:${siteConfig.email}"`);
  });

  it("shows a picture of the map and asks Google for nothing until the visitor wants Google's map", async () => {
    const block = decode(section(await homeHtml(), 'contacto'));
    const contact = within((await fetchDom('/')).one('#contacto'));
    const { street, neighbourhood, region } = siteConfig.address;
    const place = { taller: siteConfig.name, dirección: `${street}, ${neighbourhood}` };
    expect(block).not.toContain('<iframe');
    expect(block).not.toMatch(/\s(src|srcSet)="https:/);
    // The picture, drawn at build time until site.yaml names one, with what it shows in words.
    expect(contact.attribute('[data-map] img', 'alt')).toBe(fill(words.contact.mapImageAlt, place));
    expect(block).toMatch(/<img src="\/media\/mapa-ilustrativo-800-[\w-]+\.webp"/);
    // The button that brings Google's map, with the line that says what Google receives; hidden without JavaScript.
    const button = contact.one('[data-map] button[type="button"]');
    expect(button.attribs['data-map-src']).toBe(siteConfig.mapEmbedUrl);
    expect(button.attribs['data-map-title']).toBe(fill(words.contact.mapTitle, place));
    expect(shownText(button)).toBe(words.contact.showMap);
    expect(contact.texts('[data-map] + p')).toEqual([words.contact.mapNotice]);
    // "Cómo llegar": a plain link to Google Maps' directions to the address, in a new tab.
    const link = contact.one('a[href^="https://www.google.com/maps/dir/"]');
    expect(link.attribs.target).toBe('_blank');
    expectNamed(link, words.contact.directions, words.contact.directionsHidden);
    const directions = new URL(link.attribs.href ?? '');
    expect(directions.origin + directions.pathname).toBe('https://www.google.com/maps/dir/');
    expect(directions.searchParams.get('destination')).toBe(`${street}, ${neighbourhood}, ${region}`);
  });

  it("says in the privacy policy, naming the map's button, when Google receives data from the map", async () => {
    const policy = legalPages['politica-privacidad'].sections.flatMap((part) => [
      ...(part.paragraphs ?? []),
      ...(part.list ?? []),
    ]);
    const passage = policy.find((paragraph) => paragraph.includes(`«${words.contact.showMap}»`));
    expect(passage, `a passage of the privacy policy names «${words.contact.showMap}»`).toBeDefined();
    expect((await fetchDom('/politica-privacidad')).text('main')).toContain(passage);
  });
});
