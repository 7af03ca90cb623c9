// What every service's and course's page says and links to, read from the served HTML for every entry of the
// content: its words, facts, chat links and sections in order. What needs a browser (disclosure widgets, the video,
// layout) is in tests/e2e/detail.spec.ts, on one entry.
import { describe, expect, it } from 'vitest';
import { courses, services } from '../../src/generated/content.ts';
import { readChatText } from '../../src/lib/chat.ts';
import { siteConfig } from '../../src/site.config.ts';
import { fetchDom, type Dom } from './dom.ts';

const chatAddress = `https://wa.me/${siteConfig.phone.chatDigits}?text=`;
const words = siteConfig.texts;

/** The facts every detail page opens with: title, headline, canonical address, description, the way back. */
function expectIdentity(page: Dom, entry: { title: string; shortDescription: string }, path: string, back: string) {
  expect(page.text('title')).toBe(`${entry.title} | ${siteConfig.name}`);
  expect(page.texts('h1')).toEqual([entry.title]);
  expect(page.attribute('link[rel="canonical"]', 'href')).toBe(`${siteConfig.origin}${path}`);
  expect(page.attribute('meta[name="description"]', 'content')).toBe(entry.shortDescription);
  expect(page.all(`a[href="${back}"]`).length).toBeGreaterThan(0);
}

describe.each(services.map((service) => [service.id, service] as const))('the service page of %s', (_, service) => {
  const path = `/servicios/${service.id}`;

  it('names the service, its price, duration and warranty, with the way back to the list', async () => {
    const page = await fetchDom(path);
    expect(page.status).toBe(200);
    expectIdentity(page, service, path, '/#servicios');
    const crumbs = `nav[aria-label="${words.shared.breadcrumbs}"]`;
    expect(page.texts(`${crumbs} a`)).toEqual([words.menu.home, words.menu.services]);
    expect(page.text(`${crumbs} [aria-current="page"]`)).toBe(service.title);
    const shown = page.text('main');
    for (const fact of [service.price, service.duration, service.warranty]) expect(shown).toContain(fact);
    for (const paragraph of service.fullDescription.split('\n').filter((line) => line.trim()))
      expect(shown).toContain(paragraph.trim());
  });

  it('opens the chat naming the service from each of its buttons', async () => {
    const page = await fetchDom(path);
    const texts = page
      .all('main a[href^="https://wa.me/"]')
      .map((link) => link.attribs.href ?? '')
      .map((href) => {
        expect(href.startsWith(chatAddress)).toBe(true);
        return readChatText(href);
      });
    for (const greeting of [
      siteConfig.chat.serviceGreeting,
      siteConfig.chat.turnServiceGreeting,
      siteConfig.chat.budgetGreeting,
    ])
      expect(texts).toContain(`${greeting} ${service.title}`);
    for (const link of page.all('main a[href^="https://wa.me/"]')) expect(link.attribs.target).toBe('_blank');
  });

  it('shows its process, benefits, what it includes and its questions, in that order, then the budget call', async () => {
    const page = await fetchDom(path);
    expect(page.texts('section[aria-labelledby="proceso-titulo"] ol > li h3')).toEqual(
      service.process.map((step) => step.title),
    );
    expect(page.texts('section[aria-labelledby="beneficios-titulo"] li')).toEqual(service.benefits);
    expect(page.texts('section[aria-labelledby="incluye-titulo"] li')).toEqual(service.features);
    expect(page.texts('section[aria-labelledby="preguntas-titulo"] summary')).toEqual(
      service.faqs.map((faq) => faq.question),
    );
    const answers = page.text('section[aria-labelledby="preguntas-titulo"]');
    for (const faq of service.faqs) expect(answers).toContain(faq.answer);
    const order = page
      .all('#proceso-titulo, #beneficios-titulo, #incluye-titulo, #preguntas-titulo, #presupuesto-titulo')
      .map((heading) => heading.attribs.id);
    expect(order).toEqual([
      'proceso-titulo',
      'beneficios-titulo',
      'incluye-titulo',
      'preguntas-titulo',
      'presupuesto-titulo',
    ]);
  });

  it(
    service.video
      ? 'shows its video looping, muted and inline, over a poster named after the service that loads at once'
      : 'shows its photo named after the service, loaded at once',
    async () => {
      const page = await fetchDom(path);
      const frame = '[data-testid="medio-detalle"]';
      const image = page.all(`${frame} img`).find((candidate) => candidate.attribs.alt === service.title);
      expect(image?.attribs.loading).toBe('eager');
      expect(image?.attribs.src).toMatch(/^\/media\/services\//);
      if (service.video) {
        const video = page.one(`${frame} video`);
        for (const attribute of ['loop', 'playsinline', 'muted']) expect(video.attribs).toHaveProperty(attribute);
      } else expect(page.all(`${frame} video`)).toEqual([]);
    },
  );
});

describe.each(courses.map((course) => [course.id, course] as const))('the course page of %s', (_, course) => {
  const path = `/cursos/${course.id}`;

  it('names the course with its level, modality, description and facts', async () => {
    const page = await fetchDom(path);
    expect(page.status).toBe(200);
    expectIdentity(page, course, path, '/#cursos');
    expect(page.text(`main [data-level="${course.level}"]`)).toContain(course.level);
    const shown = page.text('main');
    expect(shown).toContain(course.modality);
    for (const paragraph of course.fullDescription.split('\n').filter((line) => line.trim()))
      expect(shown).toContain(paragraph.trim());
    expect(page.texts(`[aria-label="${words.coursePage.facts}"] li`)).toEqual([
      course.duration,
      words.coursePage.smallGroups,
      words.coursePage.certificateIncluded,
    ]);
  });

  it('shows its syllabus, highlights, instructor, requirements and certificate', async () => {
    const page = await fetchDom(path);
    expect(page.texts('section[aria-labelledby="programa-titulo"] ol > li h3')).toEqual(
      course.curriculum.map((module) => module.title),
    );
    expect(page.texts('section[aria-labelledby="destacados-titulo"] li h3')).toEqual(
      course.highlights.map((highlight) => highlight.title),
    );
    expect(page.text('section[aria-labelledby="instructor-titulo"]')).toContain(course.instructor);
    expect(page.texts('section[aria-labelledby="requisitos-titulo"] li')).toEqual(course.requirements);
    expect(page.text('section[aria-labelledby="certificado-titulo"]')).toContain(course.certification);
  });

  it('opens the chat naming the course from both enrol buttons', async () => {
    const page = await fetchDom(path);
    const texts = page.all('main a[href^="https://wa.me/"]').map((link) => readChatText(link.attribs.href ?? ''));
    expect(texts.filter((text) => text === `${siteConfig.chat.enrolGreeting} ${course.title}`)).toHaveLength(2);
  });
});
