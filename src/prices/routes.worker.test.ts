// /precios as the Worker serves it, from the content: every service with its price (its text, or a table by vehicle)
// and every course, each with its page and a chat link; the day the prices were checked when there is one.
import { describe, expect, it } from 'vitest';
import { dom, shownText, within, type Dom } from '../../tests/worker/dom.ts';
import { fetchPage } from '../../tests/worker/fetch-page.ts';
import { courses, services } from '../generated/content.ts';
import { fill } from '../lib/fill.ts';
import { courseHref, pricesHref, serviceHref } from '../lib/navigation.ts';
import { sitePaths } from '../lib/sitemap.ts';
import { siteConfig } from '../site.config.ts';
import { formatDate, formatPesos } from './format.ts';

const words = siteConfig.texts.prices;

/**
 * The cards of a part of the list, one per entry in the content's order: each titled with the entry's name, linking to
 * its page, and with a chat link about it.
 */
function cardsOf<Entry extends { id: string; title: string }>(
  page: Dom,
  part: string,
  entries: readonly Entry[],
  href: (id: string) => string,
): { card: Dom; entry: Entry }[] {
  const cards = page.all(`#${part} + ul > li`);
  expect(cards, part).toHaveLength(entries.length);
  return entries.map((entry, index) => {
    const card = within(cards[index] ?? page.one('main'));
    expect(card.text('h3 a')).toBe(entry.title);
    expect(card.attribute('h3 a', 'href')).toBe(href(entry.id));
    expect(card.attribute('a[href^="https://wa.me/"]', 'href')).toContain(encodeURIComponent(entry.title));
    return { card, entry };
  });
}

describe('the price list', () => {
  it('lists every service with its facts and every course, each with its page and a chat link', async () => {
    const { response, html } = await fetchPage(pricesHref);
    expect(response.status).toBe(200);
    const page = dom(html);
    expect(page.text('h1')).toBe(words.pageTitle);
    const serviceCards = cardsOf(page, 'precios-servicios', services, serviceHref);
    serviceCards.forEach(({ card, entry: service }) => {
      expect(card.texts('dt')).toContain(siteConfig.texts.servicePage.duration);
      expect(card.texts('dd')).toContain(service.duration);
      if (service.prices)
        expect(card.texts('td').sort()).toEqual(service.prices.map(({ from }) => formatPesos(from)).sort());
      else expect(card.texts('dd')).toContain(service.price);
    });
    for (const { card, entry: course } of cardsOf(page, 'precios-cursos', courses, courseHref))
      expect(card.texts('dd')).toEqual([course.duration, words.ask]);
    const dated = page.all('main p').map(shownText);
    if (siteConfig.pricesUpdated)
      expect(dated).toContain(fill(words.updated, { fecha: formatDate(siteConfig.pricesUpdated) }));
    else expect(dated.some((line) => line.startsWith(fill(words.updated, { fecha: '' }).trim()))).toBe(false);
  });

  it('is in the sitemap, and linked from the services section and from every page’s footer', async () => {
    expect(sitePaths(services, courses)).toContain(pricesHref);
    const home = dom((await fetchPage('/')).html);
    expect(home.all(`#servicios a[href="${pricesHref}"]`)).toHaveLength(1);
    expect(home.text(`#pie a[href="${pricesHref}"]`)).toBe(words.link);
    const legal = dom((await fetchPage('/terminos-condiciones')).html);
    expect(legal.text(`#pie a[href="${pricesHref}"]`)).toBe(words.link);
  });
});
